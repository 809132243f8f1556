/* Ported from Spring AI MarkdownDocumentReaderConfig (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';

/**
 * How `MarkdownDocumentReader` splits a Markdown file into documents: whether a horizontal
 * rule starts a new document, whether code blocks and block quotes stay in the surrounding
 * document, and metadata added to every document.
 *
 * @remarks
 * Built with {@link MarkdownDocumentReaderConfig.builder}; `additionalMetadata` is a `Map` (the
 * builder also takes a plain object).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/markdown/config/MarkdownDocumentReaderConfig.html
 * @category Documents
 */
export class MarkdownDocumentReaderConfig {
  /** Whether a horizontal rule ends the current document (default false). */
  readonly horizontalRuleCreateDocument: boolean;
  /** Whether fenced code blocks join the surrounding document (default false: a document of their own). */
  readonly includeCodeBlock: boolean;
  /** Whether block quotes join the surrounding document (default false: a document of their own). */
  readonly includeBlockquote: boolean;
  /** Metadata added to every document. */
  readonly additionalMetadata: Map<string, unknown>;

  /** The configuration the builder holds. */
  constructor(builder: MarkdownDocumentReaderConfig.Builder) {
    const settings = builder.settings();
    this.horizontalRuleCreateDocument = settings.horizontalRuleCreateDocument;
    this.includeCodeBlock = settings.includeCodeBlock;
    this.includeBlockquote = settings.includeBlockquote;
    this.additionalMetadata = settings.additionalMetadata;
  }

  /** The default configuration. */
  static defaultConfig(): MarkdownDocumentReaderConfig {
    return MarkdownDocumentReaderConfig.builder().build();
  }

  /** A new builder with the defaults. */
  static builder(): MarkdownDocumentReaderConfig.Builder {
    return new MarkdownDocumentReaderConfig.Builder();
  }
}

/**
 * Nested types of {@link MarkdownDocumentReaderConfig}.
 *
 * @category Documents
 */
export namespace MarkdownDocumentReaderConfig {
  /**
   * Java's `MarkdownDocumentReaderConfig.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/markdown/config/MarkdownDocumentReaderConfig.Builder.html
   */
  export class Builder {
    private horizontalRuleCreateDocument = false;
    private includeCodeBlock = false;
    private includeBlockquote = false;
    private additionalMetadata = new Map<string, unknown>();

    /** Whether text divided by horizontal rules becomes separate documents. */
    withHorizontalRuleCreateDocument(horizontalRuleCreateDocument: boolean): this {
      this.horizontalRuleCreateDocument = horizontalRuleCreateDocument;
      return this;
    }

    /** Whether code blocks join the surrounding document instead of being documents of their own. */
    withIncludeCodeBlock(includeCodeBlock: boolean): this {
      this.includeCodeBlock = includeCodeBlock;
      return this;
    }

    /** Whether block quotes join the surrounding document instead of being documents of their own. */
    withIncludeBlockquote(includeBlockquote: boolean): this {
      this.includeBlockquote = includeBlockquote;
      return this;
    }

    /** Adds one entry to the metadata of every document. */
    withAdditionalMetadata(key: string, value: unknown): this;
    /** Replaces the metadata added to every document. */
    withAdditionalMetadata(additionalMetadata: Map<string, unknown> | Record<string, unknown>): this;
    withAdditionalMetadata(...args: unknown[]): this {
      if (args.length >= 2) {
        Assert.notNull(args[0], 'key must not be null');
        Assert.notNull(args[1], 'value must not be null');
        this.additionalMetadata.set(args[0] as string, args[1]);
        return this;
      }
      Assert.notNull(args[0], 'additionalMetadata must not be null');
      const metadata = args[0] as Map<string, unknown> | Record<string, unknown>;
      this.additionalMetadata = metadata instanceof Map ? metadata : new Map(Object.entries(metadata));
      return this;
    }

    /** The configuration. */
    build(): MarkdownDocumentReaderConfig {
      return new MarkdownDocumentReaderConfig(this);
    }

    /** @internal The settings, read by the configuration's constructor. */
    settings(): {
      horizontalRuleCreateDocument: boolean;
      includeCodeBlock: boolean;
      includeBlockquote: boolean;
      additionalMetadata: Map<string, unknown>;
    } {
      return {
        horizontalRuleCreateDocument: this.horizontalRuleCreateDocument,
        includeCodeBlock: this.includeCodeBlock,
        includeBlockquote: this.includeBlockquote,
        additionalMetadata: this.additionalMetadata,
      };
    }
  }
}
