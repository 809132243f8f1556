/* Ported from Spring AI Document (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { StringUtils } from '../java/core/StringUtils.js';
import { Media } from '../content/Media.js';
import { javaToString, objectsEquals, objectsHash } from '../java/core/lang/JavaObjects.js';
import type { ContentFormatter } from './ContentFormatter.js';
import { DefaultContentFormatter } from './DefaultContentFormatter.js';
import { MetadataMode } from './MetadataMode.js';
import type { IdGenerator } from './id/IdGenerator.js';
import { RandomIdGenerator } from './id/RandomIdGenerator.js';


const toMetadataMap = (metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): Map<string, unknown> =>
  metadata instanceof Map ? new Map(metadata) : new Map(Object.entries(metadata as Record<string, unknown>));

/**
 * The unit of Spring AI's ETL pipeline and of vector stores: an id, either text or media, flat
 * metadata and an optional score (higher means more relevant).
 *
 * @remarks
 * Metadata is a `Map<string, unknown>`; constructors and the builder also accept a plain object.
 * A Java `null` text or media is `undefined` here; `null` and `undefined` metadata keys or values
 * are rejected alike.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/Document.html
 * @category Documents
 */
export class Document {
  /** The formatter a new document uses: `DefaultContentFormatter.defaultConfig()`. */
  static readonly DEFAULT_CONTENT_FORMATTER: ContentFormatter = DefaultContentFormatter.defaultConfig();

  private readonly id: string;
  private readonly text: string | undefined;
  private readonly media: Media | undefined;
  private readonly metadata: Map<string, unknown>;
  private readonly score: number | undefined;
  private contentFormatter: ContentFormatter = Document.DEFAULT_CONTENT_FORMATTER;

  /** A text document with a random id and no metadata. */
  constructor(content: string);
  /** A text document with a random id. */
  constructor(text: string, metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
  /** A text document with this id. */
  constructor(id: string, text: string, metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
  /** A media document with a random id. */
  constructor(media: Media, metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
  /** A media document with this id. */
  constructor(id: string, media: Media, metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
  constructor(...args: unknown[]) {
    let id: unknown;
    let text: unknown;
    let media: unknown;
    let metadata: unknown;
    let score: unknown;
    if (args.length === 5 && args[4] === Document.INTERNAL) {
      [id, text, media, metadata, score] = args[3] as unknown[];
    } else if (args.length <= 1) {
      [id, text, metadata] = [new RandomIdGenerator().generateId(), args[0], new Map()];
    } else if (args.length === 2) {
      id = new RandomIdGenerator().generateId();
      if (args[0] instanceof Media) media = args[0];
      else text = args[0];
      metadata = args[1];
    } else {
      id = args[0];
      if (args[1] instanceof Media) media = args[1];
      else text = args[1];
      metadata = args[2];
    }
    Assert.hasText(id as string, 'id cannot be null or empty');
    Assert.notNull(metadata, 'metadata cannot be null');
    const map = toMetadataMap(metadata as ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
    Assert.noNullElements(map.keys(), 'metadata cannot have null keys');
    Assert.noNullElements(map.values(), 'metadata cannot have null values');
    const hasText = text !== undefined && text !== null;
    const hasMedia = media !== undefined && media !== null;
    Assert.isTrue(hasText !== hasMedia, 'exactly one of text or media must be specified');
    this.id = id as string;
    this.text = hasText ? (text as string) : undefined;
    this.media = hasMedia ? (media as Media) : undefined;
    this.metadata = map;
    this.score = score === null || score === undefined ? undefined : (score as number);
  }

  private static readonly INTERNAL = Symbol('Document.create');

  /** @internal Java's private all-arguments constructor (used by the builder). */
  static create(
    id: string | undefined,
    text: string | undefined,
    media: Media | undefined,
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
    score: number | undefined,
  ): Document {
    const ctor = Document as unknown as new (...args: unknown[]) => Document;
    return new ctor(undefined, undefined, undefined, [id, text, media, metadata, score], Document.INTERNAL);
  }

  /** A new builder. */
  static builder(): Document.Builder {
    return new Document.Builder();
  }

  /** The document's id, given or generated. */
  getId(): string {
    return this.id;
  }

  /** The text, or `undefined` for a media document. */
  getText(): string | undefined {
    return this.text;
  }

  /** True for a text document, false for a media document. */
  isText(): boolean {
    return this.text !== undefined;
  }

  /** The media, or `undefined` for a text document. */
  getMedia(): Media | undefined {
    return this.media;
  }

  /** The content formatted with this document's formatter (`MetadataMode.ALL` by default). */
  getFormattedContent(metadataMode?: MetadataMode): string;
  /** The content formatted with `formatter`. */
  getFormattedContent(formatter: ContentFormatter, metadataMode: MetadataMode): string;
  getFormattedContent(...args: unknown[]): string {
    if (args.length === 0) return this.getFormattedContent(MetadataMode.ALL);
    if (args.length === 1) {
      Assert.notNull(args[0], 'Metadata mode must not be null');
      return this.contentFormatter.format(this, args[0] as MetadataMode);
    }
    Assert.notNull(args[0], 'formatter must not be null');
    Assert.notNull(args[1], 'Metadata mode must not be null');
    return (args[0] as ContentFormatter).format(this, args[1] as MetadataMode);
  }

  /** The metadata (the document's own, mutable map). */
  getMetadata(): Map<string, unknown> {
    return this.metadata;
  }

  /** The score, if any (higher means more relevant). */
  getScore(): number | undefined {
    return this.score;
  }

  /** The formatter `getFormattedContent()` uses. */
  getContentFormatter(): ContentFormatter {
    return this.contentFormatter;
  }

  /** Replaces the formatter. */
  setContentFormatter(contentFormatter: ContentFormatter): void {
    this.contentFormatter = contentFormatter;
  }

  /** A builder preset with this document's id, text, media, metadata and score. */
  mutate(): Document.Builder {
    const builder = new Document.Builder().id(this.id).text(this.text).media(this.media);
    return builder.metadata(new Map(this.metadata)).score(this.score);
  }

  /** Equal id, text, media, metadata and score. */
  equals(other: unknown): boolean {
    if (!(other instanceof Document) || other.constructor !== this.constructor) return false;
    return (
      objectsEquals(this.id, other.id) &&
      objectsEquals(this.text, other.text) &&
      objectsEquals(this.media, other.media) &&
      objectsEquals(this.metadata, other.metadata) &&
      objectsEquals(this.score, other.score)
    );
  }

  /** `Objects.hash(id, text, media, metadata, score)`. */
  hashCode(): number {
    return objectsHash(this.id, this.text, this.media, this.metadata, this.score);
  }

  /** `Document{id='…', text='…', media='…', metadata={…}, score=…}`, as in Java. */
  toString(): string {
    return (
      `Document{id='${this.id}', text='${javaToString(this.text)}', media='${javaToString(this.media)}', ` +
      `metadata=${javaToString(this.metadata)}, score=${javaToString(this.score)}}`
    );
  }
}

/**
 * Nested types of {@link Document}.
 *
 * @category Documents
 */
export namespace Document {
  /**
   * Java's `Document.Builder`: set text or media (exactly one), metadata, score and either an id
   * or an id generator.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/Document.Builder.html
   */
  export class Builder {
    private _id: string | undefined;
    private _text: string | undefined;
    private _media: Media | undefined;
    private _metadata: Map<string, unknown> = new Map();
    private _score: number | undefined;
    private _idGenerator: IdGenerator = new RandomIdGenerator();

    /** The id generator used when no id is set (an object or a plain function). */
    idGenerator(idGenerator: IdGenerator | ((...contents: unknown[]) => string)): this {
      Assert.notNull(idGenerator, 'idGenerator cannot be null');
      this._idGenerator = typeof idGenerator === 'function' ? { generateId: idGenerator } : idGenerator;
      return this;
    }

    /** The id; must have text. */
    id(id: string): this {
      Assert.hasText(id, 'id cannot be null or empty');
      this._id = id;
      return this;
    }

    /** The text (exclusive with media). */
    text(text: string | undefined | null): this {
      this._text = text ?? undefined;
      return this;
    }

    /** The media (exclusive with text). */
    media(media: Media | undefined | null): this {
      this._media = media ?? undefined;
      return this;
    }

    /** Replaces all metadata with this map. */
    metadata(metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this;
    /** Adds one metadata entry. */
    metadata(key: string, value: unknown): this;
    metadata(...args: unknown[]): this {
      if (args.length >= 2) {
        Assert.notNull(args[0], 'metadata key cannot be null');
        Assert.notNull(args[1], 'metadata value cannot be null');
        this._metadata.set(args[0] as string, args[1]);
        return this;
      }
      Assert.notNull(args[0], 'metadata cannot be null');
      this._metadata = toMetadataMap(args[0] as ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
      return this;
    }

    /** The score (may be absent). */
    score(score: number | undefined | null): this {
      this._score = score ?? undefined;
      return this;
    }

    /** The document; the id generator runs (on the text and metadata) when no id was set. */
    build(): Document {
      if (!StringUtils.hasText(this._id)) this._id = this._idGenerator.generateId(this._text, this._metadata);
      return Document.create(this._id, this._text, this._media, this._metadata, this._score);
    }
  }
}
