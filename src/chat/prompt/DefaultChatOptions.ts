/* Ported from Spring AI DefaultChatOptions and DefaultChatOptionsBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JSON_PROPERTY_ORDER } from '../../java/core/lang/jsonProperties.js';
import { unmodifiableListCopy } from '../../java/core/lang/unmodifiable.js';
import type { ChatOptions, ChatOptionsBuilder } from './ChatOptions.js';
import { PortableChatOptionFields } from './options/PortableChatOptionFields.js';
import { PortableChatOptionsBuilderSteps } from './options/PortableChatOptionsBuilderSteps.js';

/**
 * The {@link ChatOptionsBuilder} behind `ChatOptions.builder()`: it fills one
 * {@link DefaultChatOptions} and `build()` returns a copy, so the builder can be reused.
 *
 * @remarks
 * Java's constructor taking the options is `protected` (for subclasses); TypeScript cannot mix
 * constructor visibilities, so here it is the optional argument of the public constructor.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/DefaultChatOptionsBuilder.html
 * @category Prompt
 */
export class DefaultChatOptionsBuilder
  extends PortableChatOptionsBuilderSteps<DefaultChatOptions>
  implements ChatOptionsBuilder
{
  /** A builder over new options, or (for subclasses) over the given ones. */
  constructor(options?: DefaultChatOptions) {
    super(options ?? new DefaultChatOptions());
  }

  /** A copy of the options filled so far. */
  build(): ChatOptions {
    return this.options.copy();
  }
}

/**
 * The plain {@link ChatOptions}, with a setter per option; made by `ChatOptions.builder()`.
 *
 * @remarks
 * `getStopSequences()` returns a read-only copy (Java: an unmodifiable view): changing it throws
 * `UnsupportedOperationException`, as Java's does. As in Java there is
 * no `equals`, so two option objects are equal only when they are the same object.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/DefaultChatOptions.html
 * @category Prompt
 */
export class DefaultChatOptions extends PortableChatOptionFields implements ChatOptions {
  /** @internal Java's field order, in which Jackson writes the properties. */
  static readonly [JSON_PROPERTY_ORDER] = ['model', 'frequencyPenalty', 'maxTokens', 'presencePenalty', 'stopSequences', 'temperature', 'topK', 'topP'];

  /** The stop sequences, as a read-only copy. */
  override getStopSequences(): string[] | undefined {
    const stopSequences = super.getStopSequences();
    return stopSequences === undefined ? undefined : unmodifiableListCopy(stopSequences);
  }

  /** A new `DefaultChatOptions` with the same values and its own stop-sequence array. */
  copy<T extends ChatOptions = ChatOptions>(): T {
    const copy = new DefaultChatOptions();
    this.copyPortableFieldsTo(copy);
    const stopSequences = super.getStopSequences();
    copy.setStopSequences(stopSequences === undefined ? undefined : [...stopSequences]);
    return copy as unknown as T;
  }
}
