/* Ported from Spring AI BaseAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../../java/core/Assert.js';
import { IllegalStateException } from '../../../../java/core/IllegalStateException.js';
import { Flux } from '../../../../java/reactor/Flux.js';
import type { Scheduler } from '../../../../java/reactor/Scheduler.js';
import { Schedulers } from '../../../../java/reactor/Schedulers.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { AdvisorUtils } from '../AdvisorUtils.js';
import { Advisor } from './Advisor.js';
import type { AdvisorChain } from './AdvisorChain.js';
import type { CallAdvisor } from './CallAdvisor.js';
import type { CallAdvisorChain } from './CallAdvisorChain.js';
import type { StreamAdvisor } from './StreamAdvisor.js';
import type { StreamAdvisorChain } from './StreamAdvisorChain.js';

/**
 * An advisor written as two hooks: `before` changes the request on its way to the model and
 * `after` changes the response on its way back; the class runs them for calls and streams.
 *
 * On a stream, `after` runs only on the chunks that carry a finish reason
 * ({@link AdvisorUtils.onFinishReason}), and any failure of the stream arrives as
 * `IllegalStateException("Stream processing failed")` with the original error as its cause.
 *
 * @example
 * ```ts
 * import { BaseAdvisor, ChatClient, type ChatClientRequest, type ChatClientResponse, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Marks every request, for calls and streams alike; `after` leaves the response as it is.
 * class MarkerAdvisor extends BaseAdvisor {
 *   getOrder(): number {
 *     return 0;
 *   }
 *
 *   before(request: ChatClientRequest): ChatClientRequest {
 *     return request.mutate().context('marker', true).build();
 *   }
 *
 *   after(response: ChatClientResponse): ChatClientResponse {
 *     return response;
 *   }
 * }
 *
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new MarkerAdvisor()).build();
 * console.log(await chatClient.prompt('Tell me a joke').call().content());
 * ```
 *
 * @remarks
 * Java's `BaseAdvisor` is an interface with default methods; here it is an abstract class, so a
 * translated `implements BaseAdvisor` becomes `extends BaseAdvisor` (porting rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)).
 * `before` and `after` may return a value or a `Promise`; both are awaited. `getName()` is the
 * class's `constructor.name` (Java's simple class name). The scheduler is accepted and changes
 * nothing: JavaScript has one thread.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/BaseAdvisor.html
 * @category Advisors
 */
export abstract class BaseAdvisor implements CallAdvisor, StreamAdvisor {
  /** The scheduler `before` runs on by default (`Schedulers.boundedElastic()`). */
  static readonly DEFAULT_SCHEDULER: Scheduler = Schedulers.boundedElastic();

  /** `Integer.MIN_VALUE`: the highest priority. */
  static readonly HIGHEST_PRECEDENCE: number = Advisor.HIGHEST_PRECEDENCE;

  /** `Integer.MAX_VALUE`: the lowest priority. */
  static readonly LOWEST_PRECEDENCE: number = Advisor.LOWEST_PRECEDENCE;

  /** Default order of the chat memory advisors: `HIGHEST_PRECEDENCE + 1000`. */
  static readonly DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER: number = Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER;

  /** The advisor's position in the chain; lower runs earlier for the request. */
  abstract getOrder(): number;

  /** Processes the request before it goes down the chain. */
  abstract before(
    chatClientRequest: ChatClientRequest,
    advisorChain: AdvisorChain,
  ): ChatClientRequest | Promise<ChatClientRequest>;

  /** Processes the response on its way back up the chain. */
  abstract after(
    chatClientResponse: ChatClientResponse,
    advisorChain: AdvisorChain,
  ): ChatClientResponse | Promise<ChatClientResponse>;

  /**
   * Runs `before`, the rest of the chain, then `after`.
   * @throws IllegalArgumentException (as a rejection) `"chatClientRequest cannot be null"`,
   *   `"callAdvisorChain cannot be null"`
   */
  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    Assert.notNull(chatClientRequest, 'chatClientRequest cannot be null');
    Assert.notNull(callAdvisorChain, 'callAdvisorChain cannot be null');
    const processedChatClientRequest = await this.before(chatClientRequest, callAdvisorChain);
    const chatClientResponse = await callAdvisorChain.nextCall(processedChatClientRequest);
    return this.after(chatClientResponse, callAdvisorChain);
  }

  /**
   * Runs `before` when the stream is consumed, streams the rest of the chain, and runs `after`
   * on every chunk that carries a finish reason.
   * @throws IllegalArgumentException `"chatClientRequest cannot be null"`,
   *   `"streamAdvisorChain cannot be null"`, `"scheduler cannot be null"`
   */
  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    Assert.notNull(chatClientRequest, 'chatClientRequest cannot be null');
    Assert.notNull(streamAdvisorChain, 'streamAdvisorChain cannot be null');
    Assert.notNull(this.getScheduler(), 'scheduler cannot be null');

    const onFinishReason = AdvisorUtils.onFinishReason();
    return Flux.defer(async () => streamAdvisorChain.nextStream(await this.before(chatClientRequest, streamAdvisorChain)))
      .concatMap((response) =>
        onFinishReason(response) ? Promise.resolve(this.after(response, streamAdvisorChain)) : Flux.just(response),
      )
      .onErrorResume((error) => Flux.error(new IllegalStateException('Stream processing failed', error)));
  }

  /** The class name, as Java's `getClass().getSimpleName()`. */
  getName(): string {
    return this.constructor.name;
  }

  /** The scheduler `before` runs on; {@link BaseAdvisor.DEFAULT_SCHEDULER} unless overridden. */
  getScheduler(): Scheduler {
    return BaseAdvisor.DEFAULT_SCHEDULER;
  }
}
