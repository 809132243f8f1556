/* spring-ai-ts, Apache-2.0. Internal: building MiniMax requests from prompts (MiniMaxChatModel.createRequest). */
import type { AssistantMessage } from '../../../chat/messages/AssistantMessage.js';
import type { Message } from '../../../chat/messages/Message.js';
import { MessageType } from '../../../chat/messages/MessageType.js';
import type { ToolResponseMessage } from '../../../chat/messages/ToolResponseMessage.js';
import type { ChatOptions } from '../../../chat/prompt/ChatOptions.js';
import { Assert } from '../../../java/core/Assert.js';
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import type { ToolDefinition } from '../../../tool/definition/ToolDefinition.js';
import type { ToolCallingManager } from '../../tool/ToolCallingManager.js';
import { ChatCompletionFunction } from '../api/ChatCompletionFunction.js';
import { ChatCompletionMessage } from '../api/ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../api/ChatCompletionMessageRole.js';
import { ChatCompletionRequest } from '../api/ChatCompletionRequest.js';
import type { ChatCompletionRequestFields } from '../api/internal/ChatCompletionRequestFields.js';
import { ChatCompletionToolCall } from '../api/ChatCompletionToolCall.js';
import { FunctionTool } from '../api/FunctionTool.js';
import { FunctionToolFunction } from '../api/FunctionToolFunction.js';
import { MiniMaxChatOptions } from '../MiniMaxChatOptions.js';

const logger = LoggerFactory.getLogger('MiniMaxChatModel');

/** Metadata keys under which the chat model keeps the reasoning of an assistant message. */
export const REASONING_CONTENT = 'reasoningContent';
export const REASONING_DETAILS = 'reasoningDetails';

/** The request fields chat options can set (messages and stream never come from options). */
type OptionFields = Omit<ChatCompletionRequestFields, 'messages' | 'stream'>;

/** The request fields of `options` (all absent for none); `tools` stands in for absent `tools`. */
function optionFields(options: MiniMaxChatOptions | undefined, tools?: FunctionTool[]): OptionFields {
  return {
    model: options?.getModel(),
    frequencyPenalty: options?.getFrequencyPenalty(),
    maxTokens: options?.getMaxTokens(),
    n: options?.getN(),
    presencePenalty: options?.getPresencePenalty(),
    responseFormat: options?.getResponseFormat(),
    seed: options?.getSeed(),
    stop: options?.getStop(),
    temperature: options?.getTemperature(),
    topP: options?.getTopP(),
    maskSensitiveInfo: options?.getMaskSensitiveInfo(),
    tools: options?.getTools() ?? tools,
    toolChoice: options?.getToolChoice(),
  };
}

/**
 * Java's `ModelOptionsUtils.merge(source, target)` over the request fields: each field of
 * `primary` that is present, else the one of `fallback`. The only merge of the MiniMax model.
 */
function mergeFields(primary: OptionFields, fallback: OptionFields): OptionFields {
  // Field by field, each named: one object of one shape, no keyed access (a spread, an entries
  // walk or a loop over the key list cost more, twice per request).
  return {
    model: primary.model !== undefined ? primary.model : fallback.model,
    frequencyPenalty: primary.frequencyPenalty !== undefined ? primary.frequencyPenalty : fallback.frequencyPenalty,
    maxTokens: primary.maxTokens !== undefined ? primary.maxTokens : fallback.maxTokens,
    n: primary.n !== undefined ? primary.n : fallback.n,
    presencePenalty: primary.presencePenalty !== undefined ? primary.presencePenalty : fallback.presencePenalty,
    responseFormat: primary.responseFormat !== undefined ? primary.responseFormat : fallback.responseFormat,
    seed: primary.seed !== undefined ? primary.seed : fallback.seed,
    stop: primary.stop !== undefined ? primary.stop : fallback.stop,
    temperature: primary.temperature !== undefined ? primary.temperature : fallback.temperature,
    topP: primary.topP !== undefined ? primary.topP : fallback.topP,
    maskSensitiveInfo: primary.maskSensitiveInfo !== undefined ? primary.maskSensitiveInfo : fallback.maskSensitiveInfo,
    tools: primary.tools !== undefined ? primary.tools : fallback.tools,
    toolChoice: primary.toolChoice !== undefined ? primary.toolChoice : fallback.toolChoice,
  };
}

/** New `MiniMaxChatOptions` with these request fields (arrays copied) and no tool-calling options. */
function optionsFrom(fields: OptionFields): MiniMaxChatOptions {
  return MiniMaxChatOptions.builder()
    .model(fields.model)
    .frequencyPenalty(fields.frequencyPenalty)
    .maxTokens(fields.maxTokens)
    .N(fields.n)
    .presencePenalty(fields.presencePenalty)
    .responseFormat(fields.responseFormat)
    .seed(fields.seed)
    .stop(fields.stop === undefined ? undefined : [...fields.stop])
    .temperature(fields.temperature)
    .topP(fields.topP)
    .maskSensitiveInfo(fields.maskSensitiveInfo)
    .tools(fields.tools === undefined ? undefined : [...fields.tools])
    .toolChoice(fields.toolChoice as string | undefined)
    .build();
}

/**
 * Any chat options as `MiniMaxChatOptions`, copying the JSON-visible fields only (Java's
 * `ModelOptionsUtils.copyToTarget`): every request field of MiniMax options, or the portable
 * fields of other options.
 */
export function copyToMiniMaxOptions(source: ChatOptions): MiniMaxChatOptions {
  if (source instanceof MiniMaxChatOptions) return optionsFrom(optionFields(source));
  const stop = source.getStopSequences();
  return MiniMaxChatOptions.builder()
    .model(source.getModel())
    .frequencyPenalty(source.getFrequencyPenalty())
    .maxTokens(source.getMaxTokens())
    .presencePenalty(source.getPresencePenalty())
    .stop(stop === undefined || stop === null ? undefined : [...stop])
    .temperature(source.getTemperature())
    .topP(source.getTopP())
    .build();
}

/**
 * Java's `ModelOptionsUtils.merge(copyToTarget(runtime), defaults, MiniMaxChatOptions.class)`: the
 * JSON fields of `runtime` (copied first when they are not MiniMax options) over the defaults'.
 */
export function mergeOptions(runtime: ChatOptions | undefined, defaults: MiniMaxChatOptions): MiniMaxChatOptions {
  const options = runtime === undefined || runtime instanceof MiniMaxChatOptions ? runtime : copyToMiniMaxOptions(runtime);
  return optionsFrom(mergeFields(optionFields(options), optionFields(defaults)));
}

/**
 * Tool-call arguments safe to send back: MiniMax rejects the whole request (2013) when an
 * echoed `arguments` string is not JSON, so broken arguments become `{}`.
 */
export function safeArguments(args: string | undefined, id: string | undefined): string {
  if (args === undefined || args === null || args.trim() === '') return '{}';
  try {
    JSON.parse(args);
    return args;
  } catch {
    logger.warn(`Tool call ${id ?? ''} has arguments that are not valid JSON; sending {} in the history instead`);
    return '{}';
  }
}

function assistantMessage(message: AssistantMessage): ChatCompletionMessage {
  const calls = message.getToolCalls();
  const toolCalls =
    calls.length === 0
      ? undefined
      : calls.map(
          (call) => new ChatCompletionToolCall(call.id(), call.type(), new ChatCompletionFunction(call.name(), safeArguments(call.arguments(), call.id()))),
        );
  const metadata = message.getMetadata();
  const details = metadata.get(REASONING_DETAILS) as Array<Record<string, unknown>> | undefined;
  const reasoning = metadata.get(REASONING_CONTENT);
  let content = message.getText();
  // MiniMax wants the thinking of a tool round echoed: as `reasoning_details` when it sent them,
  // otherwise inline, as the `<think>` block it came in.
  if (details === undefined && typeof reasoning === 'string' && reasoning !== '') {
    content = `<think>${reasoning}</think>\n\n${content ?? ''}`;
  }
  return new ChatCompletionMessage(content, ChatCompletionMessageRole.ASSISTANT, undefined, undefined, toolCalls, undefined, details);
}

/** The MiniMax messages for the prompt's messages (Spring's mapping). */
export function toMessages(messages: readonly Message[]): ChatCompletionMessage[] {
  const out: ChatCompletionMessage[] = [];
  for (const message of messages) {
    const type = message.getMessageType();
    if (type === MessageType.USER || type === MessageType.SYSTEM) {
      out.push(new ChatCompletionMessage(message.getText(), type === MessageType.USER ? ChatCompletionMessageRole.USER : ChatCompletionMessageRole.SYSTEM));
    } else if (type === MessageType.ASSISTANT) {
      out.push(assistantMessage(message as AssistantMessage));
    } else if (type === MessageType.TOOL) {
      const responses = (message as ToolResponseMessage).getResponses();
      for (const response of responses) Assert.isTrue(response.id() !== undefined && response.id() !== null, 'ToolResponseMessage must have an id');
      for (const response of responses) {
        out.push(new ChatCompletionMessage(response.responseData(), ChatCompletionMessageRole.TOOL, response.name(), response.id(), undefined));
      }
    } else {
      throw new IllegalArgumentException(`Unsupported message type: ${String(type)}`);
    }
  }
  return out;
}

/**
 * The request for `messages`: the prompt's options (as `MiniMaxChatOptions`), their tool
 * definitions as `tools` where the options give no `tools`, and the defaults for every field still
 * absent, merged once (Spring merges four times with the same outcome).
 */
export function createRequest(
  messages: ChatCompletionMessage[],
  stream: boolean,
  promptOptions: ChatOptions | undefined,
  defaultOptions: MiniMaxChatOptions,
  toolCallingManager: ToolCallingManager,
): ChatCompletionRequest {
  const requestOptions =
    promptOptions === undefined || promptOptions === null
      ? undefined
      : promptOptions instanceof MiniMaxChatOptions
        ? promptOptions
        : copyToMiniMaxOptions(promptOptions);
  let definedTools: FunctionTool[] | undefined;
  if (requestOptions !== undefined) {
    const definitions = toolCallingManager.resolveToolDefinitions(requestOptions);
    if (definitions.length > 0) {
      definedTools = definitions.map((definition) => new FunctionTool(new FunctionToolFunction(definition.description(), definition.name(), definition.inputSchema())));
    }
  }
  const f = mergeFields(optionFields(requestOptions, definedTools), optionFields(defaultOptions));
  return new ChatCompletionRequest(
    messages, f.model, f.frequencyPenalty, f.maxTokens, f.n, f.presencePenalty, f.responseFormat, f.seed, f.stop, stream,
    f.temperature, f.topP, f.maskSensitiveInfo, f.tools, f.toolChoice,
  );
}
