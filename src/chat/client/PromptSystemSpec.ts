/* Ported from Spring AI ChatClient.PromptSystemSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Resource } from '../../java/core/io/Resource.js';

/**
 * Describes the system message of a request: its text (a template with `{name}` placeholders),
 * the template parameters and metadata. Reachable as `ChatClient.PromptSystemSpec`.
 *
 * @remarks
 * Java's `Charset` is a WHATWG encoding label (`'utf-8'`); `Map<String, Object>` parameters also
 * accept plain objects.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.PromptSystemSpec.html
 * @category Chat Client
 */
export interface PromptSystemSpec {
  /** Sets the text; fails with `"text cannot be null or empty"` when it has no text. */
  text(text: string): PromptSystemSpec;
  /** Reads the text from a UTF-8 resource. */
  text(text: Resource): PromptSystemSpec;
  /** Reads the text from a resource in the given charset. */
  text(text: Resource, charset: string): PromptSystemSpec;

  /** Adds template parameters. */
  params(params: Map<string, unknown> | Record<string, unknown>): PromptSystemSpec;

  /** Adds one template parameter. */
  param(key: string, value: unknown): PromptSystemSpec;

  /** Adds metadata of the system message. */
  metadata(metadata: Map<string, unknown> | Record<string, unknown>): PromptSystemSpec;
  /** Adds one metadata entry of the system message. */
  metadata(key: string, value: unknown): PromptSystemSpec;
}
