/* Ported from Spring AI ChatClient (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { ObservationRegistry } from '../../micrometer/observation/ObservationRegistry.js';
import type { ChatModel } from '../model/ChatModel.js';
import type { Prompt } from '../prompt/Prompt.js';
import type { AdvisorObservationConvention } from './advisor/observation/AdvisorObservationConvention.js';
import type { AdvisorSpec as AdvisorSpecType } from './AdvisorSpec.js';
import type { CallResponseSpec as CallResponseSpecType } from './CallResponseSpec.js';
import type { ChatClientBuilder } from './ChatClientBuilder.js';
import type { ChatClientRequestSpec as ChatClientRequestSpecType } from './ChatClientRequestSpec.js';
import { DefaultChatClientBuilder } from './DefaultChatClientBuilder.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import type { PromptSystemSpec as PromptSystemSpecType } from './PromptSystemSpec.js';
import type { PromptUserSpec as PromptUserSpecType } from './PromptUserSpec.js';
import type { StreamResponseSpec as StreamResponseSpecType } from './StreamResponseSpec.js';

/**
 * The fluent client for chat models: build a request, run it through the advisor chain and the
 * model, and read the answer as text, a `ChatResponse` or a stream.
 *
 * @example
 * ```ts
 * const chatClient = ChatClient.builder(chatModel).defaultSystem('You are a poet.').build();
 * const answer = await chatClient.prompt().user('Write about {topic}').call().content();
 * for await (const chunk of chatClient.prompt('Hello').stream().content()) process.stdout.write(chunk);
 * ```
 *
 * @remarks
 * `call()` methods return `Promise`s and `stream()` methods a `Flux`. `call()` and
 * `stream()` take an optional `{ signal }` to abort (an addition). The nested Java interfaces
 * are reachable as types `ChatClient.ChatClientRequestSpec`, `ChatClient.Builder`, … and as
 * top-level exports (`ChatClientRequestSpec`, `ChatClientBuilder`, …).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.html
 * @category Chat Client
 */
export interface ChatClient {
  /** A new request starting from the client's defaults. */
  prompt(): ChatClientRequestSpecType;
  /** A new request whose messages include a user message with `content`. */
  prompt(content: string): ChatClientRequestSpecType;
  /** A new request with the prompt's messages and, when set, its options. */
  prompt(prompt: Prompt): ChatClientRequestSpecType;

  /** A builder pre-filled with this client's defaults. */
  mutate(): ChatClientBuilder;
}

function create(
  chatModel: ChatModel,
  observationRegistry?: ObservationRegistry,
  chatClientObservationConvention?: ChatClientObservationConvention,
  advisorObservationConvention?: AdvisorObservationConvention,
): ChatClient;
function create(chatModel: ChatModel, ...rest: unknown[]): ChatClient {
  Assert.notNull(chatModel, 'chatModel cannot be null');
  const observationRegistry = rest.length > 0 ? rest[0] : ObservationRegistry.NOOP;
  Assert.notNull(observationRegistry, 'observationRegistry cannot be null');
  return builder(
    chatModel,
    observationRegistry as ObservationRegistry,
    rest[1] as ChatClientObservationConvention | undefined,
    rest[2] as AdvisorObservationConvention | undefined,
  ).build();
}

function builder(
  chatModel: ChatModel,
  observationRegistry?: ObservationRegistry,
  chatClientObservationConvention?: ChatClientObservationConvention,
  advisorObservationConvention?: AdvisorObservationConvention,
): ChatClientBuilder;
function builder(chatModel: ChatModel, ...rest: unknown[]): ChatClientBuilder {
  Assert.notNull(chatModel, 'chatModel cannot be null');
  const observationRegistry = rest.length > 0 ? rest[0] : ObservationRegistry.NOOP;
  Assert.notNull(observationRegistry, 'observationRegistry cannot be null');
  return new DefaultChatClientBuilder(
    chatModel,
    observationRegistry as ObservationRegistry,
    rest[1] as ChatClientObservationConvention | undefined,
    rest[2] as AdvisorObservationConvention | undefined,
  );
}

/**
 * Companion of {@link ChatClient}: the static factories `create` and `builder`.
 *
 * @category Chat Client
 */
export const ChatClient = {
  /**
   * A client with no defaults. The registry defaults to `ObservationRegistry.NOOP`; passing
   * `null`/`undefined` explicitly fails with `"observationRegistry cannot be null"`.
   */
  create,
  /** A builder for a client with defaults; the registry defaults to `ObservationRegistry.NOOP`. */
  builder,
  /** True when `value` has the `prompt()` and `mutate()` methods of a client. */
  isInstance(value: unknown): value is ChatClient {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ChatClient).prompt === 'function' &&
      typeof (value as ChatClient).mutate === 'function'
    );
  },
} as const;

/**
 * Type-level view of the nested Java interfaces of {@link ChatClient}.
 *
 * @category Chat Client
 */
export declare namespace ChatClient {
  /** Java's `ChatClient.PromptUserSpec`. */
  type PromptUserSpec = PromptUserSpecType;
  /** Java's `ChatClient.PromptSystemSpec`. */
  type PromptSystemSpec = PromptSystemSpecType;
  /** Java's `ChatClient.AdvisorSpec`. */
  type AdvisorSpec = AdvisorSpecType;
  /** Java's `ChatClient.CallResponseSpec`. */
  type CallResponseSpec = CallResponseSpecType;
  /** Java's `ChatClient.StreamResponseSpec`. */
  type StreamResponseSpec = StreamResponseSpecType;
  /** Java's `ChatClient.ChatClientRequestSpec`. */
  type ChatClientRequestSpec = ChatClientRequestSpecType;
  /** Java's `ChatClient.Builder`. */
  type Builder = ChatClientBuilder;
}
