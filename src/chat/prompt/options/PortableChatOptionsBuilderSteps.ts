/* spring-ai-ts, Apache-2.0. The builder steps of the eight portable chat options, written once. */
import { CommonChatOptionsBuilderSteps } from './CommonChatOptionsBuilderSteps.js';
import type { PortableChatOptionFields } from './PortableChatOptionFields.js';

/**
 * The builder steps for the eight {@link PortableChatOptionFields}: the common six, the stop
 * sequences and top-K. Extended by `DefaultChatOptionsBuilder` and
 * `DefaultToolCallingChatOptionsBuilder`; not exported from the package entry points.
 */
export abstract class PortableChatOptionsBuilderSteps<
  O extends PortableChatOptionFields,
> extends CommonChatOptionsBuilderSteps<O> {
  /** Sets the stop sequences. */
  stopSequences(stopSequences: string[] | undefined): this {
    this.options.setStopSequences(stopSequences);
    return this;
  }

  /** Sets top-K sampling. */
  topK(topK: number | undefined): this {
    this.options.setTopK(topK);
    return this;
  }
}
