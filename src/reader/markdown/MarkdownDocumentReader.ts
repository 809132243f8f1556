/* Ported from Spring AI MarkdownDocumentReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IOException } from '../../java/core/IOException.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { PathMatchingResourcePatternResolver } from '../../java/core/io/PathMatchingResourcePatternResolver.js';
import type { Resource } from '../../java/core/io/Resource.js';
import type { Document } from '../../document/Document.js';
import { DocumentReader } from '../../document/DocumentReader.js';
import { loadOptionalPeer } from '../internal/optionalPeer.js';
import { readResource } from '../internal/readResource.js';
import { MarkdownDocumentReaderConfig } from './config/MarkdownDocumentReaderConfig.js';
import { MarkdownDocumentVisitor, type MarkdownNode } from './internal/MarkdownDocumentVisitor.js';

interface CommonMarkModule {
  Parser: new () => { parse(text: string): MarkdownNode };
}

/**
 * Reads Markdown files into documents: each heading starts a document titled by it
 * (`category: header_<level>`, `title`), and code blocks, block quotes and (optionally) horizontal
 * rules cut documents as {@link MarkdownDocumentReaderConfig} says.
 *
 * @remarks
 * Parses with the `commonmark` package (the reference CommonMark parser for JavaScript, as Spring
 * uses commonmark-java), an optional peer dependency loaded on the first `get()`: install it with
 * `npm install commonmark`; without it `get()` rejects with a `MissingPeerDependencyException`.
 * `get()` returns a Promise. A location string is resolved as Spring's
 * `PathMatchingResourcePatternResolver` does (`classpath:docs/*.md`, `file:…`), against the resource
 * roots of `ClassPathResource`. Files are read as UTF-8. A read failure rejects with a
 * `RuntimeException` whose cause is an `IOException`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/markdown/MarkdownDocumentReader.html
 * @category Documents
 */
export class MarkdownDocumentReader extends DocumentReader {
  private readonly markdownResources: Resource[];
  private readonly config: MarkdownDocumentReaderConfig;

  /** Reads the resources a location pattern matches (`classpath:docs/*.md`). */
  constructor(markdownResources: string, config?: MarkdownDocumentReaderConfig);
  /** Reads one resource. */
  constructor(markdownResource: Resource, config: MarkdownDocumentReaderConfig);
  /** Reads these resources, in order. */
  constructor(markdownResources: readonly Resource[], config: MarkdownDocumentReaderConfig);
  constructor(markdownResources: string | Resource | readonly Resource[], config: MarkdownDocumentReaderConfig = MarkdownDocumentReaderConfig.defaultConfig()) {
    super();
    if (typeof markdownResources === 'string') this.markdownResources = MarkdownDocumentReader.resolveResources(markdownResources);
    else if (Array.isArray(markdownResources)) this.markdownResources = [...(markdownResources as readonly Resource[])];
    else this.markdownResources = [markdownResources as Resource];
    this.config = config;
  }

  private static resolveResources(markdownResources: string): Resource[] {
    try {
      return new PathMatchingResourcePatternResolver().getResources(markdownResources);
    } catch (error) {
      const io = new IOException(error instanceof Error ? error.message : String(error), error);
      throw new RuntimeException(io.message, io);
    }
  }

  /** The documents of every resource, in order. */
  override async get(): Promise<Document[]> {
    const { Parser } = await loadOptionalPeer<CommonMarkModule>('commonmark', 'commonmark', 'MarkdownDocumentReader');
    const parser = new Parser();
    const documents: Document[] = [];
    for (const markdownResource of this.markdownResources) {
      const visitor = new MarkdownDocumentVisitor(this.config);
      const text = new TextDecoder('utf-8').decode(await readResource(markdownResource));
      visitor.visit(parser.parse(text));
      documents.push(...visitor.getDocuments());
    }
    return documents;
  }
}
