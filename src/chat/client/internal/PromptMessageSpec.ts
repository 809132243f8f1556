/* spring-ai-ts, Apache-2.0. Internal: what DefaultPromptSystemSpec and DefaultPromptUserSpec share (text, params, metadata). */
import { Assert } from '../../../java/core/Assert.js';
import { Resource } from '../../../java/core/io/Resource.js';
import { keysOf, putAll, valuesOf } from '../../../java/core/lang/maps.js';

/**
 * The text, template parameters and metadata of a prompt message spec, with Spring's checks; the
 * no-argument forms are Java's protected accessors. The user spec adds media.
 */
export abstract class PromptMessageSpec {
  private readonly paramsMap = new Map<string, unknown>();
  private readonly metadataMap = new Map<string, unknown>();
  private textValue: string | undefined;

  /** The text set so far, if any (Java's protected accessor). */
  text(): string | undefined;
  /** Sets the text; fails with `"text cannot be null or empty"` when it has no text. */
  text(text: string): this;
  /** Reads the text from a UTF-8 resource. */
  text(text: Resource): this;
  /** Reads the text from a resource in the given charset. */
  text(text: Resource, charset: string): this;
  text(...args: unknown[]): this | string | undefined {
    if (args.length === 0) return this.textValue;
    const [text, charset] = args;
    if (args.length >= 2 || Resource.isInstance(text)) {
      Assert.notNull(text, 'text cannot be null');
      if (args.length >= 2) Assert.notNull(charset, 'charset cannot be null');
      return this.text((text as Resource).getContentAsString((charset as string | undefined) ?? 'utf-8'));
    }
    Assert.hasText(text as string, 'text cannot be null or empty');
    this.textValue = text as string;
    return this;
  }

  /** The template parameters (Java's protected accessor). */
  params(): Map<string, unknown>;
  /** Adds template parameters. */
  params(params: Map<string, unknown> | Record<string, unknown>): this;
  params(...args: unknown[]): this | Map<string, unknown> {
    if (args.length === 0) return this.paramsMap;
    const params = args[0] as Map<string, unknown> | Record<string, unknown>;
    Assert.notNull(params, 'params cannot be null');
    Assert.noNullElements(keysOf(params), 'param keys cannot contain null elements');
    Assert.noNullElements(valuesOf(params), 'param values cannot contain null elements');
    putAll(this.paramsMap, params);
    return this;
  }

  /** Adds one template parameter. */
  param(key: string, value: unknown): this {
    Assert.hasText(key, 'key cannot be null or empty');
    Assert.notNull(value, 'value cannot be null');
    this.paramsMap.set(key, value);
    return this;
  }

  /** The metadata (Java's protected accessor). */
  metadata(): Map<string, unknown>;
  /** Adds metadata of the message. */
  metadata(metadata: Map<string, unknown> | Record<string, unknown>): this;
  /** Adds one metadata entry of the message. */
  metadata(key: string, value: unknown): this;
  metadata(...args: unknown[]): this | Map<string, unknown> {
    if (args.length === 0) return this.metadataMap;
    if (args.length >= 2 || typeof args[0] === 'string') {
      const [key, value] = args as [string, unknown];
      Assert.hasText(key, 'metadata key cannot be null or empty');
      Assert.notNull(value, 'metadata value cannot be null');
      this.metadataMap.set(key, value);
      return this;
    }
    const metadata = args[0] as Map<string, unknown> | Record<string, unknown>;
    Assert.notNull(metadata, 'metadata cannot be null');
    Assert.noNullElements(keysOf(metadata), 'metadata keys cannot contain null elements');
    Assert.noNullElements(valuesOf(metadata), 'metadata values cannot contain null elements');
    putAll(this.metadataMap, metadata);
    return this;
  }
}
