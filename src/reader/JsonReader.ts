/* Ported from Spring AI JsonReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IOException } from '../java/core/IOException.js';
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';
import { NullPointerException } from '../java/core/NullPointerException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';
import type { Resource } from '../java/core/io/Resource.js';
import { Document } from '../document/Document.js';
import { DocumentReader } from '../document/DocumentReader.js';
import { javaToString } from '../java/core/lang/JavaObjects.js';
import { EmptyJsonMetadataGenerator } from './EmptyJsonMetadataGenerator.js';
import type { JsonMetadataGenerator } from './JsonMetadataGenerator.js';

/**
 * Reads a JSON object, or each object of a JSON array, as a document. The text is
 * `key: value` lines for the chosen keys, or the whole object when none of them is present.
 *
 * @remarks
 * Objects print as Java maps do (`{id=1, brand=Acme}`). A failed read throws a
 * `RuntimeException` whose cause is an {@link IOException}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/JsonReader.html
 * @category Documents
 */
export class JsonReader extends DocumentReader {
  private readonly resource: Resource;
  private readonly jsonMetadataGenerator: JsonMetadataGenerator;
  private readonly jsonKeysToUse: string[];

  /** Reads with no metadata, using the given keys for the text. */
  constructor(resource: Resource, ...jsonKeysToUse: string[]);
  /** Reads with metadata from `jsonMetadataGenerator`. */
  constructor(resource: Resource, jsonMetadataGenerator: JsonMetadataGenerator | ((jsonMap: Map<string, unknown>) => Map<string, unknown> | Record<string, unknown>), ...jsonKeysToUse: string[]);
  constructor(resource: Resource, ...rest: unknown[]) {
    super();
    const generator =
      typeof rest[0] === 'string' || rest.length === 0 ? new EmptyJsonMetadataGenerator() : (rest.shift() as JsonMetadataGenerator | ((jsonMap: Map<string, unknown>) => Map<string, unknown> | Record<string, unknown>));
    NullPointerException.requireNonNull(rest, 'keys must not be null');
    NullPointerException.requireNonNull(generator, 'jsonMetadataGenerator must not be null');
    NullPointerException.requireNonNull(resource, 'The Spring Resource must not be null');
    this.resource = resource;
    this.jsonMetadataGenerator = typeof generator === 'function' ? { generate: generator } : generator;
    this.jsonKeysToUse = rest as string[];
  }

  /** The documents of the whole resource, or of the element at a JSON Pointer (RFC 6901). */
  override get(pointer?: string): Document[] {
    let root: unknown;
    try {
      root = JSON.parse(this.resource.getContentAsString('utf-8')) as unknown;
    } catch (error) {
      const io = new IOException(error instanceof Error ? error.message : String(error), error);
      throw new RuntimeException(pointer === undefined ? io.message : 'Error reading JSON resource', io);
    }
    if (pointer !== undefined) {
      root = JsonReader.at(root, pointer);
      if (root === undefined) throw new IllegalArgumentException(`Invalid JSON Pointer: ${pointer}`);
    }
    return Array.isArray(root) ? root.map((node) => this.parseJsonNode(node)) : [this.parseJsonNode(root)];
  }

  private parseJsonNode(node: unknown): Document {
    const item = new Map(Object.entries((node ?? {}) as Record<string, unknown>));
    const text = this.jsonKeysToUse
      .filter((key) => item.has(key))
      .map((key) => `${key}: ${javaToString(item.get(key))}\n`)
      .join('');
    const metadata = this.jsonMetadataGenerator.generate(item);
    return new Document(text.length === 0 ? javaToString(item) : text, metadata);
  }

  private static at(root: unknown, pointer: string): unknown {
    if (pointer === '') return root;
    if (!pointer.startsWith('/')) return undefined;
    let node: unknown = root;
    for (const raw of pointer.slice(1).split('/')) {
      const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return node;
  }
}
