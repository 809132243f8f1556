/* Ported from Spring AI DefaultContentFormatter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { javaToString } from '../java/core/lang/JavaObjects.js';
import type { ContentFormatter } from './ContentFormatter.js';
import type { Document } from './Document.js';
import { MetadataMode } from './MetadataMode.js';

const CONTENT = '{content}';
const METADATA_STRING = '{metadata_string}';
const VALUE = '{value}';
const KEY = '{key}';

/**
 * The default {@link ContentFormatter}: one `key: value` line per metadata entry, a blank
 * line, then the text. Keys can be excluded for `EMBED` and for `INFERENCE`.
 *
 * @remarks
 * Metadata lines follow the document's metadata insertion order (Java follows `HashMap` order).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DefaultContentFormatter.html
 * @category Documents
 */
export class DefaultContentFormatter implements ContentFormatter {
  private readonly metadataTemplate: string;
  private readonly metadataSeparator: string;
  private readonly textTemplate: string;
  private readonly excludedInferenceMetadataKeys: string[];
  private readonly excludedEmbedMetadataKeys: string[];

  private constructor(builder: DefaultContentFormatter.Builder) {
    const values = builder.values();
    this.metadataTemplate = values.metadataTemplate;
    this.metadataSeparator = values.metadataSeparator;
    this.textTemplate = values.textTemplate;
    this.excludedInferenceMetadataKeys = values.excludedInferenceMetadataKeys;
    this.excludedEmbedMetadataKeys = values.excludedEmbedMetadataKeys;
  }

  /** A new builder with the default templates. */
  static builder(): DefaultContentFormatter.Builder {
    return new DefaultContentFormatter.Builder();
  }

  /** A formatter with the default templates and no excluded keys. */
  static defaultConfig(): DefaultContentFormatter {
    return DefaultContentFormatter.builder().build();
  }

  /** @internal Called by the builder. */
  static fromBuilder(builder: DefaultContentFormatter.Builder): DefaultContentFormatter {
    return new DefaultContentFormatter(builder);
  }

  /** Formats the document with the metadata `metadataMode` selects. */
  format(document: Document, metadataMode: MetadataMode): string {
    const metadata = this.metadataFilter(document.getMetadata(), metadataMode);
    const metadataText = [...metadata]
      .map(([key, value]) => this.metadataTemplate.replaceAll(KEY, key).replaceAll(VALUE, javaToString(value)))
      .join(this.metadataSeparator);
    return this.textTemplate.replaceAll(METADATA_STRING, metadataText).replaceAll(CONTENT, String(document.getText()));
  }

  private metadataFilter(metadata: Map<string, unknown>, mode: MetadataMode): Map<string, unknown> {
    if (mode === MetadataMode.ALL) return metadata;
    if (mode === MetadataMode.NONE) return new Map();
    const excluded =
      mode === MetadataMode.INFERENCE
        ? this.excludedInferenceMetadataKeys
        : mode === MetadataMode.EMBED
          ? this.excludedEmbedMetadataKeys
          : [];
    return new Map([...metadata].filter(([key]) => !excluded.includes(key)));
  }

  /** The metadata line template, with `{key}` and `{value}`. */
  getMetadataTemplate(): string {
    return this.metadataTemplate;
  }

  /** The separator between metadata lines. */
  getMetadataSeparator(): string {
    return this.metadataSeparator;
  }

  /** The text template, with `{metadata_string}` and `{content}`. */
  getTextTemplate(): string {
    return this.textTemplate;
  }

  /** The keys left out for `INFERENCE` (a copy). */
  getExcludedInferenceMetadataKeys(): string[] {
    return [...this.excludedInferenceMetadataKeys];
  }

  /** The keys left out for `EMBED` (a copy). */
  getExcludedEmbedMetadataKeys(): string[] {
    return [...this.excludedEmbedMetadataKeys];
  }
}

/**
 * Nested types of {@link DefaultContentFormatter}.
 *
 * @category Documents
 */
export namespace DefaultContentFormatter {
  /**
   * Java's `DefaultContentFormatter.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DefaultContentFormatter.Builder.html
   */
  export class Builder {
    private metadataTemplate = `${KEY}: ${VALUE}`;
    private metadataSeparator = '\n';
    private textTemplate = `${METADATA_STRING}\n\n${CONTENT}`;
    private excludedInferenceMetadataKeys: string[] = [];
    private excludedEmbedMetadataKeys: string[] = [];

    /** Copies every setting of `fromFormatter`. */
    from(fromFormatter: DefaultContentFormatter): this {
      return this.withExcludedEmbedMetadataKeys(fromFormatter.getExcludedEmbedMetadataKeys())
        .withExcludedInferenceMetadataKeys(fromFormatter.getExcludedInferenceMetadataKeys())
        .withMetadataSeparator(fromFormatter.getMetadataSeparator())
        .withMetadataTemplate(fromFormatter.getMetadataTemplate())
        .withTextTemplate(fromFormatter.getTextTemplate());
    }

    /** The metadata line template (`{key}`, `{value}`). */
    withMetadataTemplate(metadataTemplate: string): this {
      Assert.hasText(metadataTemplate, 'Metadata Template must not be empty');
      this.metadataTemplate = metadataTemplate;
      return this;
    }

    /** The separator between metadata lines. */
    withMetadataSeparator(metadataSeparator: string): this {
      Assert.notNull(metadataSeparator, 'Metadata separator must not be empty');
      this.metadataSeparator = metadataSeparator;
      return this;
    }

    /** The text template (`{metadata_string}`, `{content}`). */
    withTextTemplate(textTemplate: string): this {
      Assert.hasText(textTemplate, "Document's text template must not be empty");
      this.textTemplate = textTemplate;
      return this;
    }

    /** Keys left out for `INFERENCE`: a list replaces, varargs add. */
    withExcludedInferenceMetadataKeys(...keys: string[] | [string[]]): this {
      Assert.notNull(keys[0] === undefined && keys.length === 1 ? undefined : keys, 'Excluded inference metadata keys must not be null');
      if (Array.isArray(keys[0])) this.excludedInferenceMetadataKeys = [...keys[0]];
      else this.excludedInferenceMetadataKeys.push(...(keys as string[]));
      return this;
    }

    /** Keys left out for `EMBED`: a list replaces, varargs add. */
    withExcludedEmbedMetadataKeys(...keys: string[] | [string[]]): this {
      Assert.notNull(keys[0] === undefined && keys.length === 1 ? undefined : keys, 'Excluded Embed metadata keys must not be null');
      if (Array.isArray(keys[0])) this.excludedEmbedMetadataKeys = [...keys[0]];
      else this.excludedEmbedMetadataKeys.push(...(keys as string[]));
      return this;
    }

    /** The formatter. */
    build(): DefaultContentFormatter {
      return DefaultContentFormatter.fromBuilder(this);
    }

    /** @internal The settings, read by the formatter's constructor. */
    values(): {
      metadataTemplate: string;
      metadataSeparator: string;
      textTemplate: string;
      excludedInferenceMetadataKeys: string[];
      excludedEmbedMetadataKeys: string[];
    } {
      return {
        metadataTemplate: this.metadataTemplate,
        metadataSeparator: this.metadataSeparator,
        textTemplate: this.textTemplate,
        excludedInferenceMetadataKeys: [...this.excludedInferenceMetadataKeys],
        excludedEmbedMetadataKeys: [...this.excludedEmbedMetadataKeys],
      };
    }
  }
}
