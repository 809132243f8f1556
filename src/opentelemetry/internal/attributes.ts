/* spring-ai-ts, Apache-2.0. Internal: span attributes of an observation, in Spring's or the GenAI naming. */
import type { Attributes, AttributeValue } from '@opentelemetry/api';
import { ChatModelObservationContext } from '../../chat/observation/ChatModelObservationContext.js';
import { KeyValue } from '../../java/micrometer/common/KeyValue.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import { ToolCallingObservationContext } from '../../tool/observation/ToolCallingObservationContext.js';
import { addStoreAttributes, isReplacedStoreKey, storeOperationName, storeSpanName } from './storeAttributes.js';

/** Attribute names that could carry a credential; never exported, whatever put them on a context. */
const CREDENTIAL_KEY = /(^|[._-])(authorization|api[_-]?key|apikey|password|secret|x-api-key)($|[._-])/i;

/** True when an attribute with this key must not leave the process. */
export function isCredentialKey(key: string): boolean {
  return keyKind(key) === KeyKind.CREDENTIAL;
}

/** What a key value's key is to the bridge: exported, Micrometer's `error` key value (the span's error, not an attribute), or a credential. */
export const KeyKind = { EXPORTED: 0, ERROR: 1, CREDENTIAL: 2 } as const;
export type KeyKind = (typeof KeyKind)[keyof typeof KeyKind];

// Every hop sees the same few keys: classify each once (bounded, as keys may be generated).
const KEY_KINDS = new Map<string, KeyKind>();
const MAX_CACHED_KEYS = 1024;

/** The kind of `key`, remembered. */
export function keyKind(key: string): KeyKind {
  let kind = KEY_KINDS.get(key);
  if (kind === undefined) {
    kind = key.toLowerCase() === 'error' ? KeyKind.ERROR : CREDENTIAL_KEY.test(key) ? KeyKind.CREDENTIAL : KeyKind.EXPORTED;
    if (KEY_KINDS.size >= MAX_CACHED_KEYS) KEY_KINDS.clear();
    KEY_KINDS.set(key, kind);
  }
  return kind;
}

/** Where Spring's attributes go: a span (`setAttribute`), written to one key value at a time. */
export interface AttributeSink {
  setAttribute(key: string, value: string): unknown;
}

/**
 * Writes every low and high cardinality key value to `sink` as a string attribute, as Micrometer
 * Tracing tags a span (low first, so high cardinality wins on equal keys), and returns the value
 * of an `error` key value if there is one, for the caller to turn into the span's error. No
 * intermediate object or list: this runs once per observed hop.
 */
export function writeSpringAttributes(context: ObservationContext, sink: AttributeSink): string | undefined {
  const error = writeKeyValues(sink, context.getLowCardinalityKeyValues(), undefined);
  return writeKeyValues(sink, context.getHighCardinalityKeyValues(), error);
}

function writeKeyValues(sink: AttributeSink, keyValues: Iterable<KeyValue>, error: string | undefined): string | undefined {
  for (const keyValue of keyValues) {
    const key = keyValue.getKey();
    const kind = keyKind(key);
    if (kind === KeyKind.EXPORTED) sink.setAttribute(key, keyValue.getValue());
    else if (kind === KeyKind.ERROR) error = keyValue.getValue();
  }
  return error;
}

const set = (attributes: Attributes, key: string, value: AttributeValue | undefined | null): void => {
  if (value === undefined || value === null) return;
  if (Array.isArray(value) && value.length === 0) return;
  attributes[key] = value;
};

/** The `gen_ai.operation.name` of the current GenAI conventions for this context. */
export function genAiOperationName(context: ObservationContext): string | undefined {
  if (context instanceof ToolCallingObservationContext) return 'execute_tool';
  if (context instanceof ChatModelObservationContext) return context.getOperationMetadata().operationType();
  return storeOperationName(context);
}

/**
 * Span name in the GenAI conventions: `chat {model}`, `execute_tool {tool}`, `embeddings {model}`,
 * `retrieval {data source}`, `{db.operation.name} {collection}`, else the contextual name.
 */
export function genAiSpanName(context: ObservationContext): string {
  if (context instanceof ToolCallingObservationContext) return `execute_tool ${context.getToolDefinition().name()}`;
  if (context instanceof ChatModelObservationContext) {
    const model = context.getRequest().getOptions()?.getModel();
    const operation = context.getOperationMetadata().operationType();
    return model !== undefined && model !== null && model.trim().length > 0 ? `${operation} ${model}` : operation;
  }
  const storeName = storeSpanName(context);
  if (storeName !== undefined) return storeName;
  const contextualName = context.getContextualName();
  return contextualName !== undefined && contextualName.trim().length > 0 ? contextualName : (context.getName() ?? '');
}

/**
 * Attributes in the current OpenTelemetry GenAI conventions: Spring's key values renamed where the
 * conventions have a name of their own (`gen_ai.system` → `gen_ai.provider.name`), typed values
 * for the chat model request, response and usage, `gen_ai.tool.*` for tool calls.
 */
export function genAiAttributes(context: ObservationContext, includeToolContent: boolean): Attributes {
  const attributes: Attributes = {};
  for (const keyValue of context.getAllKeyValues()) {
    const key = keyValue.getKey();
    if (keyKind(key) !== KeyKind.EXPORTED || keyValue.getValue() === KeyValue.NONE_VALUE) continue;
    if (key === 'gen_ai.system') attributes['gen_ai.provider.name'] = keyValue.getValue();
    else if (!key.startsWith('gen_ai.') && !isReplacedStoreKey(context, key)) attributes[key] = keyValue.getValue();
  }
  const operationName = genAiOperationName(context);
  if (operationName !== undefined) attributes['gen_ai.operation.name'] = operationName;
  else {
    const springOperation = context.getLowCardinalityKeyValue('gen_ai.operation.name');
    if (springOperation !== undefined) attributes['gen_ai.operation.name'] = springOperation.getValue();
  }
  if (context instanceof ChatModelObservationContext) addChatModel(attributes, context);
  if (context instanceof ToolCallingObservationContext) addToolCall(attributes, context, includeToolContent);
  addStoreAttributes(attributes, context);
  return attributes;
}

function addChatModel(attributes: Attributes, context: ChatModelObservationContext): void {
  attributes['gen_ai.provider.name'] = context.getOperationMetadata().provider();
  const options = context.getRequest().getOptions();
  set(attributes, 'gen_ai.request.model', options?.getModel());
  set(attributes, 'gen_ai.request.temperature', options?.getTemperature());
  set(attributes, 'gen_ai.request.max_tokens', options?.getMaxTokens());
  set(attributes, 'gen_ai.request.top_p', options?.getTopP());
  set(attributes, 'gen_ai.request.top_k', options?.getTopK());
  set(attributes, 'gen_ai.request.frequency_penalty', options?.getFrequencyPenalty());
  set(attributes, 'gen_ai.request.presence_penalty', options?.getPresencePenalty());
  set(attributes, 'gen_ai.request.stop_sequences', options?.getStopSequences());
  const response = context.getResponse();
  const metadata = response?.getMetadata();
  set(attributes, 'gen_ai.response.model', metadata?.getModel() || undefined);
  set(attributes, 'gen_ai.response.id', metadata?.getId() || undefined);
  const finishReasons = (response?.getResults() ?? [])
    .map((generation) => generation.getMetadata().getFinishReason())
    .filter((reason): reason is string => typeof reason === 'string' && reason.length > 0)
    .map((reason) => reason.toLowerCase());
  set(attributes, 'gen_ai.response.finish_reasons', finishReasons);
  const usage = metadata?.getUsage();
  if (usage !== undefined && usage !== null) {
    set(attributes, 'gen_ai.usage.input_tokens', usage.getPromptTokens());
    set(attributes, 'gen_ai.usage.output_tokens', usage.getCompletionTokens());
  }
}

function addToolCall(attributes: Attributes, context: ToolCallingObservationContext, includeContent: boolean): void {
  const definition = context.getToolDefinition();
  attributes['gen_ai.tool.name'] = definition.name();
  set(attributes, 'gen_ai.tool.description', definition.description() || undefined);
  attributes['gen_ai.tool.type'] = 'function';
  if (includeContent) {
    set(attributes, 'gen_ai.tool.call.arguments', context.getToolCallArguments());
    set(attributes, 'gen_ai.tool.call.result', context.getToolCallResult());
  }
}
