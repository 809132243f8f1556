/* Ported from Spring AI ChatClient (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { ChatModel } from '../model/ChatModel.js';
import type { Prompt } from '../prompt/Prompt.js';
import type { AdvisorObservationConvention } from './advisor/observation/AdvisorObservationConvention.js';
import type { AdvisorSpec, AdvisorSpec as AdvisorSpecType } from './AdvisorSpec.js';
import type { CallResponseSpec as CallResponseSpecType } from './CallResponseSpec.js';
import type { ChatClientRequestSpec as ChatClientRequestSpecType } from './ChatClientRequestSpec.js';
import { DefaultChatClientBuilder } from './DefaultChatClientBuilder.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import type { PromptSystemSpec, PromptSystemSpec as PromptSystemSpecType } from './PromptSystemSpec.js';
import type { PromptUserSpec, PromptUserSpec as PromptUserSpecType } from './PromptUserSpec.js';
import type { StreamResponseSpec as StreamResponseSpecType } from './StreamResponseSpec.js';
import type { Resource } from '../../java/core/io/Resource.js';
import type { TemplateRenderer } from '../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../tool/ToolCallbackProvider.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import type { Advisor } from './advisor/api/Advisor.js';

/**
 * Builds a {@link ChatClient} with defaults that every request starts from. Reachable as
 * `ChatClient.Builder`.
 *
 * @remarks
 * Java varargs and `List` overloads both exist; a `Consumer` is a function; Java's `Charset` is
 * an encoding label (`'utf-8'`, the default).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.Builder.html
 * @category Chat Client
 */
export interface ChatClientBuilder {
  /** Adds default advisors. */
  defaultAdvisors(...advisors: Advisor[]): ChatClientBuilder;
  /** Configures default advisors and advisor parameters through an {@link AdvisorSpec}. */
  defaultAdvisors(advisorSpecConsumer: (advisorSpec: AdvisorSpec) => void): ChatClientBuilder;
  /** Adds the default advisors of a list. */
  defaultAdvisors(advisors: Advisor[]): ChatClientBuilder;

  /** Sets the default chat options (copied by every request). */
  defaultOptions(chatOptions: ChatOptions): ChatClientBuilder;

  /** Sets the default user text. */
  defaultUser(text: string): ChatClientBuilder;
  /** Reads the default user text from a UTF-8 resource. */
  defaultUser(text: Resource): ChatClientBuilder;
  /** Reads the default user text from a resource in the given charset. */
  defaultUser(text: Resource, charset: string): ChatClientBuilder;
  /** Configures the default user message through a {@link PromptUserSpec}. */
  defaultUser(userSpecConsumer: (userSpec: PromptUserSpec) => void): ChatClientBuilder;

  /** Sets the default system text. */
  defaultSystem(text: string): ChatClientBuilder;
  /** Reads the default system text from a UTF-8 resource. */
  defaultSystem(text: Resource): ChatClientBuilder;
  /** Reads the default system text from a resource in the given charset. */
  defaultSystem(text: Resource, charset: string): ChatClientBuilder;
  /** Configures the default system message through a {@link PromptSystemSpec}. */
  defaultSystem(systemSpecConsumer: (systemSpec: PromptSystemSpec) => void): ChatClientBuilder;

  /** Sets the default template renderer. */
  defaultTemplateRenderer(
    templateRenderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string),
  ): ChatClientBuilder;

  /** Adds default tool names. */
  defaultToolNames(...toolNames: string[]): ChatClientBuilder;

  /** Adds the `@Tool` methods of the given objects as default tools. */
  defaultTools(...toolObjects: object[]): ChatClientBuilder;

  /** Adds default tool callbacks. */
  defaultToolCallbacks(...toolCallbacks: ToolCallback[]): ChatClientBuilder;
  /** Adds the default tool callbacks of a list. */
  defaultToolCallbacks(toolCallbacks: ToolCallback[]): ChatClientBuilder;
  /** Adds default tool callback providers, resolved when a request runs. */
  defaultToolCallbacks(...toolCallbackProviders: ToolCallbackProvider[]): ChatClientBuilder;

  /** Adds default tool context entries. */
  defaultToolContext(toolContext: Map<string, unknown> | Record<string, unknown>): ChatClientBuilder;

  /** A new builder with the same defaults. */
  clone(): ChatClientBuilder;

  /** Creates the client. */
  build(): ChatClient;
}

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

function create(chatModel: ChatModel): ChatClient;
function create(
  chatModel: ChatModel,
  observationRegistry: ObservationRegistry,
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

function builder(chatModel: ChatModel): ChatClientBuilder;
function builder(
  chatModel: ChatModel,
  observationRegistry: ObservationRegistry,
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
  /**
   * Java's `ChatClient.Builder` as a value: its tsyringe token. Spring Boot provides the builder
   * as a prototype bean; `registerSpringAiDefaults` does the same under this token, so
   * `@Autowired ChatClient.Builder builder` becomes `@inject(ChatClient.Builder.TOKEN) builder: ChatClient.Builder`
   * and each injection gets a new builder.
   */
  Builder: {
    /** The tsyringe token of the auto-configured `ChatClient.Builder` (a new builder per resolution). */
    TOKEN: Symbol.for('spring-ai.ChatClient.Builder'),
  },
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
