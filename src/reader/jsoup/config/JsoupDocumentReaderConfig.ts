/* Ported from Spring AI JsoupDocumentReaderConfig (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';

/**
 * How `JsoupDocumentReader` reads an HTML file: the charset, the CSS selector of the elements
 * whose text it takes and the separator between them, whether it takes the whole body or one
 * document per element, whether it lists the links, which `<meta name>` tags become metadata, and
 * metadata added to every document.
 *
 * @remarks
 * Built with {@link JsoupDocumentReaderConfig.builder}. `charset` is a WHATWG encoding label
 * (`UTF-8` by default); `metadataTags` is an array, `additionalMetadata` a `Map` (the builder also
 * takes a plain object).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/jsoup/config/JsoupDocumentReaderConfig.html
 * @category Documents
 */
export class JsoupDocumentReaderConfig {
  /** The charset the file is decoded with (default `UTF-8`). */
  readonly charset: string;
  /** The CSS selector of the elements to read (default `body`). */
  readonly selector: string;
  /** The separator between the texts of the selected elements (default a line feed). */
  readonly separator: string;
  /** Whether to read the whole body into one document, ignoring the selector (default false). */
  readonly allElements: boolean;
  /** Whether each selected element becomes a document of its own (default false). */
  readonly groupByElement: boolean;
  /** Whether the absolute URLs of the `<a href>` links go into the `linkUrls` metadata (default false). */
  readonly includeLinkUrls: boolean;
  /** The `<meta name>` tags whose content becomes metadata (default `description`, `keywords`). */
  readonly metadataTags: string[];
  /** Metadata added to every document. */
  readonly additionalMetadata: Map<string, unknown>;

  private constructor(builder: JsoupDocumentReaderConfig.Builder) {
    const settings = builder.settings();
    this.charset = settings.charset;
    this.selector = settings.selector;
    this.separator = settings.separator;
    this.allElements = settings.allElements;
    this.includeLinkUrls = settings.includeLinkUrls;
    this.metadataTags = settings.metadataTags;
    this.groupByElement = settings.groupByElement;
    this.additionalMetadata = settings.additionalMetadata;
  }

  /** A new builder with the defaults. */
  static builder(): JsoupDocumentReaderConfig.Builder {
    return new JsoupDocumentReaderConfig.Builder();
  }

  /** The default configuration. */
  static defaultConfig(): JsoupDocumentReaderConfig {
    return JsoupDocumentReaderConfig.builder().build();
  }

  /** @internal Builds the configuration (the builder's `build()` calls it). */
  static of(builder: JsoupDocumentReaderConfig.Builder): JsoupDocumentReaderConfig {
    return new JsoupDocumentReaderConfig(builder);
  }
}

/** @internal The settings a builder holds. */
export interface JsoupSettings {
  charset: string;
  selector: string;
  separator: string;
  allElements: boolean;
  groupByElement: boolean;
  includeLinkUrls: boolean;
  metadataTags: string[];
  additionalMetadata: Map<string, unknown>;
}

/**
 * Nested types of {@link JsoupDocumentReaderConfig}.
 *
 * @category Documents
 */
export namespace JsoupDocumentReaderConfig {
  /**
   * Java's `JsoupDocumentReaderConfig.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/jsoup/config/JsoupDocumentReaderConfig.Builder.html
   */
  export class Builder {
    private readonly state: JsoupSettings = {
      charset: 'UTF-8',
      selector: 'body',
      separator: '\n',
      allElements: false,
      groupByElement: false,
      includeLinkUrls: false,
      metadataTags: ['description', 'keywords'],
      additionalMetadata: new Map(),
    };

    /** The charset the file is decoded with. */
    charset(charset: string): this {
      this.state.charset = charset;
      return this;
    }

    /** The CSS selector of the elements to read. */
    selector(selector: string): this {
      this.state.selector = selector;
      return this;
    }

    /** The separator between the texts of the selected elements. */
    separator(separator: string): this {
      this.state.separator = separator;
      return this;
    }

    /** Whether to read the whole body into one document. */
    allElements(allElements: boolean): this {
      this.state.allElements = allElements;
      return this;
    }

    /** Whether each selected element becomes a document of its own. */
    groupByElement(groupByElement: boolean): this {
      this.state.groupByElement = groupByElement;
      return this;
    }

    /** Whether the links' absolute URLs go into the `linkUrls` metadata. */
    includeLinkUrls(includeLinkUrls: boolean): this {
      this.state.includeLinkUrls = includeLinkUrls;
      return this;
    }

    /** Adds a `<meta name>` tag to read. */
    metadataTag(metadataTag: string): this {
      this.state.metadataTags.push(metadataTag);
      return this;
    }

    /** Replaces the `<meta name>` tags to read (a copy is kept). */
    metadataTags(metadataTags: readonly string[]): this {
      this.state.metadataTags = [...metadataTags];
      return this;
    }

    /** Adds one entry to the metadata of every document. */
    additionalMetadata(key: string, value: unknown): this;
    /** Replaces the metadata added to every document. */
    additionalMetadata(additionalMetadata: Map<string, unknown> | Record<string, unknown>): this;
    additionalMetadata(...args: unknown[]): this {
      if (args.length >= 2) {
        Assert.notNull(args[0], 'key must not be null');
        Assert.notNull(args[1], 'value must not be null');
        this.state.additionalMetadata.set(args[0] as string, args[1]);
        return this;
      }
      Assert.notNull(args[0], 'additionalMetadata must not be null');
      const metadata = args[0] as Map<string, unknown> | Record<string, unknown>;
      this.state.additionalMetadata = metadata instanceof Map ? metadata : new Map(Object.entries(metadata));
      return this;
    }

    /** The configuration. */
    build(): JsoupDocumentReaderConfig {
      return JsoupDocumentReaderConfig.of(this);
    }

    /** @internal The settings, read by the configuration. */
    settings(): JsoupSettings {
      return { ...this.state };
    }
  }
}
