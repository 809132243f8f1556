/* spring-ai-ts, Apache-2.0. Internal: building MiniMax requests from prompts (MiniMaxChatModel.createRequest). */
import type { AssistantMessage } from '../../../chat/messages/AssistantMessage.js';
import type { Message } from '../../../chat/messages/Message.js';
import { MessageType } from '../../../chat/messages/MessageType.js';
import type { ToolResponseMessage } from '../../../chat/messages/ToolResponseMessage.js';
import type { ChatOptions } from '../../../chat/prompt/ChatOptions.js';
import { Assert } from '../../../core/Assert.js';
import { IllegalArgumentException } from '../../../core/IllegalArgumentException.js';
import { LoggerFactory } from '../../../logging/LoggerFactory.js';
import type { ToolDefinition } from '../../../tool/definition/ToolDefinition.js';
import { ChatCompletionFunction } from '../api/ChatCompletionFunction.js';
import { ChatCompletionMessage } from '../api/ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../api/ChatCompletionMessageRole.js';
import { ChatCompletionRequest } from '../api/ChatCompletionRequest.js';
import { ChatCompletionToolCall } from '../api/ChatCompletionToolCall.js';
import { FunctionTool } from '../api/FunctionTool.js';
import { FunctionToolFunction } from '../api/FunctionToolFunction.js';
import { MiniMaxChatOptions } from '../MiniMaxChatOptions.js';

const logger = LoggerFactory.getLogger('MiniMaxChatModel');

/** The 15 request fields in Java's order (messages and stream are never taken from options). */
type Fields = unknown[];

/** Metadata keys under which the chat model keeps the reasoning of an assistant message. */
export const REASONING_CONTENT = 'reasoningContent';
export const REASONING_DETAILS = 'reasoningDetails';

function requestFields(request: ChatCompletionRequest): Fields {
  return [
    request.messages(), request.model(), request.frequencyPenalty(), request.maxTokens(), request.n(),
    request.presencePenalty(), request.responseFormat(), request.seed(), request.stop(), request.stream(),
    request.temperature(), request.topP(), request.maskSensitiveInfo(), request.tools(), request.toolChoice(),
  ];
}

function optionFields(options: MiniMaxChatOptions): Fields {
  return [
    undefined, options.getModel(), options.getFrequencyPenalty(), options.getMaxTokens(), options.getN(),
    options.getPresencePenalty(), options.getResponseFormat(), options.getSeed(), options.getStop(), undefined,
    options.getTemperature(), options.getTopP(), options.getMaskSensitiveInfo(), options.getTools(), options.getToolChoice(),
  ];
}

function build(fields: Fields): ChatCompletionRequest {
  return new (ChatCompletionRequest as unknown as new (...args: unknown[]) => ChatCompletionRequest)(...fields);
}

/** Java's `ModelOptionsUtils.merge(source, target)`: the target's fields, overridden by the source's present ones. */
function merge(source: Fields, target: Fields): Fields {
  return target.map((value, index) => (source[index] !== undefined ? source[index] : value));
}

/**
 * Any chat options as `MiniMaxChatOptions`, copying the JSON-visible fields only (Java's
 * `ModelOptionsUtils.copyToTarget`): every request field of MiniMax options, or the portable
 * fields of other options.
 */
export function copyToMiniMaxOptions(source: ChatOptions): MiniMaxChatOptions {
  const target = new MiniMaxChatOptions();
  target.setModel(source.getModel());
  target.setFrequencyPenalty(source.getFrequencyPenalty());
  target.setMaxTokens(source.getMaxTokens());
  target.setPresencePenalty(source.getPresencePenalty());
  const stop = source.getStopSequences();
  target.setStop(stop === undefined || stop === null ? undefined : [...stop]);
  target.setTemperature(source.getTemperature());
  target.setTopP(source.getTopP());
  if (source instanceof MiniMaxChatOptions) {
    target.setN(source.getN());
    target.setResponseFormat(source.getResponseFormat());
    target.setSeed(source.getSeed());
    target.setMaskSensitiveInfo(source.getMaskSensitiveInfo());
    const tools = source.getTools();
    target.setTools(tools === undefined ? undefined : [...tools]);
    target.setToolChoice(source.getToolChoice());
  }
  return target;
}

/** Java's `ModelOptionsUtils.merge(runtime, defaults, MiniMaxChatOptions.class)` over the JSON fields. */
export function mergeOptions(runtime: MiniMaxChatOptions | undefined, defaults: MiniMaxChatOptions): MiniMaxChatOptions {
  const merged = copyToMiniMaxOptions(defaults);
  if (runtime === undefined) return merged;
  const pick = <T>(value: T | undefined, fallback: T | undefined): T | undefined => (value !== undefined ? value : fallback);
  merged.setModel(pick(runtime.getModel(), merged.getModel()));
  merged.setFrequencyPenalty(pick(runtime.getFrequencyPenalty(), merged.getFrequencyPenalty()));
  merged.setMaxTokens(pick(runtime.getMaxTokens(), merged.getMaxTokens()));
  merged.setN(pick(runtime.getN(), merged.getN()));
  merged.setPresencePenalty(pick(runtime.getPresencePenalty(), merged.getPresencePenalty()));
  merged.setResponseFormat(pick(runtime.getResponseFormat(), merged.getResponseFormat()));
  merged.setSeed(pick(runtime.getSeed(), merged.getSeed()));
  merged.setStop(pick(runtime.getStop(), merged.getStop()));
  merged.setTemperature(pick(runtime.getTemperature(), merged.getTemperature()));
  merged.setTopP(pick(runtime.getTopP(), merged.getTopP()));
  merged.setMaskSensitiveInfo(pick(runtime.getMaskSensitiveInfo(), merged.getMaskSensitiveInfo()));
  merged.setTools(pick(runtime.getTools(), merged.getTools()));
  merged.setToolChoice(pick(runtime.getToolChoice(), merged.getToolChoice()));
  return merged;
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
      out.push(new ChatCompletionMessage(message.getText(), ChatCompletionMessageRole.valueOf(type.name())));
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

/** The request for `messages` with the options merged as Spring's `createRequest` does. */
export function createRequest(
  messages: ChatCompletionMessage[],
  stream: boolean,
  promptOptions: ChatOptions | undefined,
  defaultOptions: MiniMaxChatOptions,
  toolDefinitions: (options: MiniMaxChatOptions) => ToolDefinition[],
): ChatCompletionRequest {
  let fields = requestFields(new ChatCompletionRequest(messages, stream));
  const requestOptions =
    promptOptions === undefined || promptOptions === null
      ? undefined
      : promptOptions instanceof MiniMaxChatOptions
        ? promptOptions
        : copyToMiniMaxOptions(promptOptions);
  if (requestOptions !== undefined) {
    fields = merge(optionFields(requestOptions), fields);
    const definitions = toolDefinitions(requestOptions);
    if (definitions.length > 0) {
      const tools = definitions.map((definition) => new FunctionTool(new FunctionToolFunction(definition.description(), definition.name(), definition.inputSchema())));
      fields = merge(optionFields(MiniMaxChatOptions.builder().tools(tools).build()), fields);
    }
    fields = merge(optionFields(copyToMiniMaxOptions(requestOptions)), fields);
  }
  fields = merge(fields, optionFields(defaultOptions));
  return build(fields);
}
