/* Ported from Spring AI ChatClient.PromptUserSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Media } from '../../content/Media.js';
import type { Resource } from '../../java/core/io/Resource.js';
import type { MimeType } from '../../java/core/util/MimeType.js';

/**
 * Describes the user message of a request: its text (a template with `{name}` placeholders),
 * the template parameters, media and metadata. Reachable as `ChatClient.PromptUserSpec`.
 *
 * @remarks
 * Java's `Charset` is a WHATWG encoding label (`'utf-8'`), Java's `URL` a `URL` (or a URL
 * string), and `Map<String, Object>` parameters also accept plain objects.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.PromptUserSpec.html
 * @category Chat Client
 */
export interface PromptUserSpec {
  /** Sets the text; fails with `"text cannot be null or empty"` when it has no text. */
  text(text: string): PromptUserSpec;
  /** Reads the text from a UTF-8 resource. */
  text(text: Resource): PromptUserSpec;
  /** Reads the text from a resource in the given charset. */
  text(text: Resource, charset: string): PromptUserSpec;

  /** Adds template parameters. */
  params(params: Map<string, unknown> | Record<string, unknown>): PromptUserSpec;

  /** Adds one template parameter. */
  param(key: string, value: unknown): PromptUserSpec;

  /** Adds media attachments. */
  media(...media: Media[]): PromptUserSpec;
  /** Adds a media attachment from a URL or a resource. */
  media(mimeType: MimeType, urlOrResource: URL | Resource): PromptUserSpec;

  /** Adds metadata of the user message. */
  metadata(metadata: Map<string, unknown> | Record<string, unknown>): PromptUserSpec;
  /** Adds one metadata entry of the user message. */
  metadata(key: string, value: unknown): PromptUserSpec;
}
