/* Ported from Spring AI DefaultChatModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { javaDoubleToString } from '../../java/core/lang/javaDoubleToString.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { KeyValue } from '../../java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../java/micrometer/common/KeyValues.js';
import { ToolCallingChatOptions } from '../../model/tool/ToolCallingChatOptions.js';
import { andIfPresent, operationAndModel } from '../../observation/defaults/keyValues.js';
import { Usage } from '../metadata/Usage.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import { ChatModelHighCardinalityKeyNames } from './ChatModelHighCardinalityKeyNames.js';
import { ChatModelLowCardinalityKeyNames } from './ChatModelLowCardinalityKeyNames.js';
import { ChatModelObservationContext } from './ChatModelObservationContext.js';
import { ChatModelObservationConvention } from './ChatModelObservationConvention.js';

/** `["a", "b"]`, Spring's `StringJoiner(", ", "[", "]")` over quoted values. */
const quotedList = (values: Iterable<string>): string => `[${[...values].map((value) => `"${value}"`).join(', ')}]`;

/**
 * The default chat model observation convention: name `gen_ai.client.operation`, contextual
 * name `chat <model>` (or `chat` without a model), the OpenTelemetry gen_ai key values for the
 * request options, the response and the token usage.
 *
 * Each key value comes from a `protected` method, so a subclass can change one of them.
 *
 * @remarks
 * Numbers print as Java does (`String.valueOf`): temperature, penalties and top-p as Java
 * doubles (`1.0`), max tokens and top-k as integers. A prompt without options is read as one
 * with no options set (Java would fail with a `NullPointerException`). Tool names keep
 * insertion order (Java: a `HashSet`'s order).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/DefaultChatModelObservationConvention.html
 * @category Observation
 */
export class DefaultChatModelObservationConvention extends ChatModelObservationConvention {
  /** The observation name: `gen_ai.client.operation`. */
  static readonly DEFAULT_NAME = 'gen_ai.client.operation';

  private static readonly REQUEST_MODEL_NONE = KeyValue.of(
    ChatModelLowCardinalityKeyNames.REQUEST_MODEL,
    KeyValue.NONE_VALUE,
  );

  private static readonly RESPONSE_MODEL_NONE = KeyValue.of(
    ChatModelLowCardinalityKeyNames.RESPONSE_MODEL,
    KeyValue.NONE_VALUE,
  );

  /** {@link DefaultChatModelObservationConvention.DEFAULT_NAME}. */
  override getName(): string {
    return DefaultChatModelObservationConvention.DEFAULT_NAME;
  }

  /** `<operation type> <model>`, or the operation type alone when the options name no model. */
  override getContextualName(context: ChatModelObservationContext): string {
    return operationAndModel(context.getOperationMetadata().operationType(), this.options(context)?.getModel());
  }

  /** Operation type, provider, request model and response model (`none` when unknown). */
  override getLowCardinalityKeyValues(context: ChatModelObservationContext): KeyValues {
    return KeyValues.of(
      this.aiOperationType(context),
      this.aiProvider(context),
      this.requestModel(context),
      this.responseModel(context),
    );
  }

  /** `gen_ai.operation.name`. */
  protected aiOperationType(context: ChatModelObservationContext): KeyValue {
    return KeyValue.of(ChatModelLowCardinalityKeyNames.AI_OPERATION_TYPE, context.getOperationMetadata().operationType());
  }

  /** `gen_ai.system`. */
  protected aiProvider(context: ChatModelObservationContext): KeyValue {
    return KeyValue.of(ChatModelLowCardinalityKeyNames.AI_PROVIDER, context.getOperationMetadata().provider());
  }

  /** `gen_ai.request.model`, or `none`. */
  protected requestModel(context: ChatModelObservationContext): KeyValue {
    const model = this.options(context)?.getModel();
    if (StringUtils.hasText(model)) return KeyValue.of(ChatModelLowCardinalityKeyNames.REQUEST_MODEL, model);
    return DefaultChatModelObservationConvention.REQUEST_MODEL_NONE;
  }

  /** `gen_ai.response.model`, or `none`. */
  protected responseModel(context: ChatModelObservationContext): KeyValue {
    const model = context.getResponse()?.getMetadata()?.getModel();
    if (StringUtils.hasText(model)) return KeyValue.of(ChatModelLowCardinalityKeyNames.RESPONSE_MODEL, model);
    return DefaultChatModelObservationConvention.RESPONSE_MODEL_NONE;
  }

  /** The request options, response id and finish reasons, and token usage that are known. */
  override getHighCardinalityKeyValues(context: ChatModelObservationContext): KeyValues {
    let keyValues = KeyValues.empty();
    keyValues = this.requestFrequencyPenalty(keyValues, context);
    keyValues = this.requestMaxTokens(keyValues, context);
    keyValues = this.requestPresencePenalty(keyValues, context);
    keyValues = this.requestStopSequences(keyValues, context);
    keyValues = this.requestTemperature(keyValues, context);
    keyValues = this.requestTools(keyValues, context);
    keyValues = this.requestTopK(keyValues, context);
    keyValues = this.requestTopP(keyValues, context);
    keyValues = this.responseFinishReasons(keyValues, context);
    keyValues = this.responseId(keyValues, context);
    keyValues = this.usageInputTokens(keyValues, context);
    keyValues = this.usageOutputTokens(keyValues, context);
    keyValues = this.usageTotalTokens(keyValues, context);
    return keyValues;
  }

  /** `gen_ai.request.frequency_penalty` when set. */
  protected requestFrequencyPenalty(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.options(context)?.getFrequencyPenalty();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.REQUEST_FREQUENCY_PENALTY, value, javaDoubleToString);
  }

  /** `gen_ai.request.max_tokens` when set. */
  protected requestMaxTokens(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.options(context)?.getMaxTokens();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.REQUEST_MAX_TOKENS, value);
  }

  /** `gen_ai.request.presence_penalty` when set. */
  protected requestPresencePenalty(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.options(context)?.getPresencePenalty();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.REQUEST_PRESENCE_PENALTY, value, javaDoubleToString);
  }

  /** `gen_ai.request.stop_sequences` as `["a", "b"]` when non-empty. */
  protected requestStopSequences(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const stopSequences = this.options(context)?.getStopSequences();
    if (stopSequences === undefined || stopSequences === null || stopSequences.length === 0) return keyValues;
    return keyValues.and(ChatModelHighCardinalityKeyNames.REQUEST_STOP_SEQUENCES.asString(), quotedList(stopSequences));
  }

  /** `gen_ai.request.temperature` when set. */
  protected requestTemperature(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.options(context)?.getTemperature();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.REQUEST_TEMPERATURE, value, javaDoubleToString);
  }

  /** `spring.ai.model.request.tool.names`: tool names and tool callback names, when the options carry tools. */
  protected requestTools(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const options = this.options(context);
    if (!ToolCallingChatOptions.isInstance(options)) return keyValues;
    const toolNames = new Set<string>(options.getToolNames() ?? []);
    for (const toolCallback of options.getToolCallbacks() ?? []) toolNames.add(toolCallback.getToolDefinition().name());
    if (toolNames.size === 0) return keyValues;
    return keyValues.and(ChatModelHighCardinalityKeyNames.REQUEST_TOOL_NAMES.asString(), quotedList(toolNames));
  }

  /** `gen_ai.request.top_k` when set. */
  protected requestTopK(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.options(context)?.getTopK();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.REQUEST_TOP_K, value);
  }

  /** `gen_ai.request.top_p` when set. */
  protected requestTopP(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.options(context)?.getTopP();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.REQUEST_TOP_P, value, javaDoubleToString);
  }

  /** `gen_ai.response.finish_reasons` as `["stop"]`, from the generations that have one. */
  protected responseFinishReasons(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const results = context.getResponse()?.getResults();
    if (results === undefined || results === null || results.length === 0) return keyValues;
    const finishReasons = results
      .map((generation) => generation.getMetadata().getFinishReason())
      .filter((finishReason): finishReason is string => StringUtils.hasText(finishReason));
    if (finishReasons.length === 0) return keyValues;
    return keyValues.and(ChatModelHighCardinalityKeyNames.RESPONSE_FINISH_REASONS.asString(), quotedList(finishReasons));
  }

  /** `gen_ai.response.id` when the response has one. */
  protected responseId(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const id = context.getResponse()?.getMetadata()?.getId();
    if (!StringUtils.hasText(id)) return keyValues;
    return keyValues.and(ChatModelHighCardinalityKeyNames.RESPONSE_ID.asString(), id);
  }

  /** `gen_ai.usage.input_tokens` when known. */
  protected usageInputTokens(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.usage(context)?.getPromptTokens();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.USAGE_INPUT_TOKENS, value);
  }

  /** `gen_ai.usage.output_tokens` when known. */
  protected usageOutputTokens(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const value = this.usage(context)?.getCompletionTokens();
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.USAGE_OUTPUT_TOKENS, value);
  }

  /** `gen_ai.usage.total_tokens` when known (prompt + completion by default). */
  protected usageTotalTokens(keyValues: KeyValues, context: ChatModelObservationContext): KeyValues {
    const usage = this.usage(context);
    const tokens = usage === undefined || usage === null ? undefined : Usage.getTotalTokens(usage);
    return andIfPresent(keyValues, ChatModelHighCardinalityKeyNames.USAGE_TOTAL_TOKENS, tokens);
  }

  private options(context: ChatModelObservationContext): ChatOptions | undefined {
    return context.getRequest().getOptions();
  }

  private usage(context: ChatModelObservationContext): Usage | undefined {
    return context.getResponse()?.getMetadata()?.getUsage();
  }
}
