/* Ported from Spring AI DefaultChatClientObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../../java/core/StringUtils.js';
import { ChatMemory } from '../../memory/ChatMemory.js';
import { KeyValue } from '../../../java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../../java/micrometer/common/KeyValues.js';
import { ToolCallingChatOptions } from '../../../model/tool/ToolCallingChatOptions.js';
import { ObservabilityHelper } from '../../../observation/ObservabilityHelper.js';
import { AiObservationAttributes } from '../../../observation/conventions/AiObservationAttributes.js';
import { SpringAiKind } from '../../../observation/conventions/SpringAiKind.js';
import { ChatClientHighCardinalityKeyNames } from './ChatClientHighCardinalityKeyNames.js';
import { ChatClientLowCardinalityKeyNames } from './ChatClientLowCardinalityKeyNames.js';
import type { ChatClientObservationContext } from './ChatClientObservationContext.js';
import { ChatClientObservationConvention } from './ChatClientObservationConvention.js';

/**
 * The default convention of the chat-client observation: name `spring.ai.chat.client`,
 * contextual name `spring_ai chat_client`, low cardinality `gen_ai.operation.name`,
 * `gen_ai.system`, `spring.ai.kind`, `spring.ai.chat.client.stream`; high cardinality advisor
 * names, conversation id and tool names.
 *
 * @remarks
 * As in 1.1.8, the tool names are the options' tool names plus the names of the options' tool
 * callbacks, sorted.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/DefaultChatClientObservationConvention.html
 * @category Observation
 */
export class DefaultChatClientObservationConvention extends ChatClientObservationConvention {
  /** `spring.ai.chat.client`. */
  static readonly DEFAULT_NAME = 'spring.ai.chat.client';

  private readonly name: string;

  /** @param name - the observation name (default {@link DefaultChatClientObservationConvention.DEFAULT_NAME}) */
  constructor(name: string = DefaultChatClientObservationConvention.DEFAULT_NAME) {
    super();
    this.name = name;
  }

  /** The observation name. */
  override getName(): string {
    return this.name;
  }

  /** `<provider> chat_client`, i.e. `spring_ai chat_client`. */
  override getContextualName(context: ChatClientObservationContext): string | undefined {
    return `${context.getOperationMetadata().provider()} ${SpringAiKind.CHAT_CLIENT.value()}`;
  }

  /** Operation type, provider, kind and stream flag. */
  override getLowCardinalityKeyValues(context: ChatClientObservationContext): KeyValues {
    return KeyValues.of(this.aiOperationType(context), this.aiProvider(context), this.springAiKind(), this.stream(context));
  }

  /** `gen_ai.operation.name`. */
  protected aiOperationType(context: ChatClientObservationContext): KeyValue {
    return KeyValue.of(AiObservationAttributes.AI_OPERATION_TYPE.value(), context.getOperationMetadata().operationType());
  }

  /** `gen_ai.system`. */
  protected aiProvider(context: ChatClientObservationContext): KeyValue {
    return KeyValue.of(AiObservationAttributes.AI_PROVIDER.value(), context.getOperationMetadata().provider());
  }

  /** `spring.ai.kind=chat_client`. */
  protected springAiKind(): KeyValue {
    return KeyValue.of(ChatClientLowCardinalityKeyNames.SPRING_AI_KIND, SpringAiKind.CHAT_CLIENT.value());
  }

  /** `spring.ai.chat.client.stream=true|false`. */
  protected stream(context: ChatClientObservationContext): KeyValue {
    return KeyValue.of(ChatClientLowCardinalityKeyNames.STREAM, String(context.isStream()));
  }

  /** Advisor names, conversation id and tool names, when present. */
  override getHighCardinalityKeyValues(context: ChatClientObservationContext): KeyValues {
    let keyValues = KeyValues.empty();
    keyValues = this.advisors(keyValues, context);
    keyValues = this.conversationId(keyValues, context);
    keyValues = this.tools(keyValues, context);
    return keyValues;
  }

  /** Adds `spring.ai.chat.client.advisors`. */
  protected advisors(keyValues: KeyValues, context: ChatClientObservationContext): KeyValues {
    const advisors = context.getAdvisors();
    if (advisors === undefined || advisors.length === 0) return keyValues;
    const advisorNames = advisors.map((advisor) => advisor.getName());
    return keyValues.and(
      ChatClientHighCardinalityKeyNames.CHAT_CLIENT_ADVISORS.asString(),
      ObservabilityHelper.concatenateStrings(advisorNames),
    );
  }

  /** Adds `spring.ai.chat.client.conversation.id` from the request context. */
  protected conversationId(keyValues: KeyValues, context: ChatClientObservationContext): KeyValues {
    const requestContext = context.getRequest().context();
    if (requestContext.size === 0) return keyValues;
    const conversationId = requestContext.get(ChatMemory.CONVERSATION_ID);
    if (typeof conversationId !== 'string' || !StringUtils.hasText(conversationId)) return keyValues;
    return keyValues.and(ChatClientHighCardinalityKeyNames.CHAT_CLIENT_CONVERSATION_ID.asString(), conversationId);
  }

  /** Adds `spring.ai.chat.client.tool.names` from tool-calling options. */
  protected tools(keyValues: KeyValues, context: ChatClientObservationContext): KeyValues {
    const options = context.getRequest().prompt().getOptions();
    if (options === undefined || options === null) return keyValues;
    if (!ToolCallingChatOptions.isInstance(options)) return keyValues;
    const toolNames = [...(options.getToolNames() ?? [])];
    const toolCallbacks = options.getToolCallbacks() ?? [];
    if (toolNames.length === 0 && toolCallbacks.length === 0) return keyValues;
    for (const toolCallback of toolCallbacks) toolNames.push(toolCallback.getToolDefinition().name());
    return keyValues.and(
      ChatClientHighCardinalityKeyNames.CHAT_CLIENT_TOOL_NAMES.asString(),
      ObservabilityHelper.concatenateStrings(toolNames.sort()),
    );
  }
}
