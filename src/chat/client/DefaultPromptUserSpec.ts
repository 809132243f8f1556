/* Ported from Spring AI DefaultChatClient.DefaultPromptUserSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Media } from '../../content/Media.js';
import { Assert } from '../../java/core/Assert.js';
import { Resource } from '../../java/core/io/Resource.js';
import { MimeType } from '../../java/core/util/MimeType.js';
import { PromptMessageSpec } from './internal/PromptMessageSpec.js';
import type { PromptUserSpec } from './PromptUserSpec.js';

/**
 * The {@link PromptUserSpec} handed to `user(u => …)` and `defaultUser(u => …)`.
 * Reachable as `DefaultChatClient.DefaultPromptUserSpec`.
 *
 * @remarks
 * Java's protected accessors `text()`, `params()`, `media()` and `metadata()` are the no-argument
 * forms of the fluent methods of the same name (JavaScript has one method per name).
 * `media(mimeType, null)` cannot tell a `URL` from a `Resource` and fails with
 * `"url cannot be null"`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultPromptUserSpec.html
 * @category Chat Client
 */
export class DefaultPromptUserSpec extends PromptMessageSpec implements PromptUserSpec {
  private readonly mediaList: Media[] = [];

  /** The media attachments (Java's protected accessor). */
  media(): Media[];
  /** Adds media attachments. */
  media(...media: Media[]): this;
  /** Adds a media attachment from a URL or a resource. */
  media(mimeType: MimeType, urlOrResource: URL | Resource): this;
  media(...args: unknown[]): this | Media[] {
    if (args.length === 0) return this.mediaList;
    const [first, second] = args;
    if (
      args.length === 2 &&
      (first instanceof MimeType || second instanceof URL || Resource.isInstance(second))
    ) {
      Assert.notNull(first, 'mimeType cannot be null');
      if (Resource.isInstance(second)) {
        this.mediaList.push(Media.builder().mimeType(first as MimeType).data(second).build());
      } else {
        Assert.notNull(second, 'url cannot be null');
        this.mediaList.push(Media.builder().mimeType(first as MimeType).data(second as URL).build());
      }
      return this;
    }
    if (args.length === 1) Assert.notNull(first, 'media cannot be null');
    Assert.noNullElements(args, 'media cannot contain null elements');
    this.mediaList.push(...(args as Media[]));
    return this;
  }
}
