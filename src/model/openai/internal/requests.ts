/* spring-ai-ts, Apache-2.0. Internal: OpenAiChatModel's request prompt and request (buildRequestPrompt, createRequest). */
import type { AssistantMessage } from '../../../chat/messages/AssistantMessage.js';
import type { Message } from '../../../chat/messages/Message.js';
import { MessageType } from '../../../chat/messages/MessageType.js';
import type { ToolResponseMessage } from '../../../chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../chat/messages/UserMessage.js';
import type { ChatOptions } from '../../../chat/prompt/ChatOptions.js';
import type { Media } from '../../../content/Media.js';
import { Assert } from '../../../java/core/Assert.js';
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';
import type { MimeType } from '../../../java/core/util/MimeType.js';
import { MimeTypeUtils } from '../../../java/core/util/MimeTypeUtils.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import { ToolCallingChatOptions } from '../../tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../tool/ToolCallingManager.js';
import { AudioOutput } from '../api/AudioOutput.js';
import { ChatCompletionFunction } from '../api/ChatCompletionFunction.js';
import { ChatCompletionMessage } from '../api/ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../api/ChatCompletionMessageRole.js';
import { ChatCompletionRequest } from '../api/ChatCompletionRequest.js';
import { FunctionTool } from '../api/FunctionTool.js';
import { FunctionToolFunction } from '../api/FunctionToolFunction.js';
import { ImageUrl } from '../api/ImageUrl.js';
import { InputAudio } from '../api/InputAudio.js';
import { InputAudioFormat } from '../api/InputAudioFormat.js';
import { InputFile } from '../api/InputFile.js';
import { MediaContent } from '../api/MediaContent.js';
import { OutputModality } from '../api/OutputModality.js';
import { ToolCall } from '../api/ToolCall.js';
import { OpenAiChatOptions } from '../OpenAiChatOptions.js';
import { OPEN_AI_CHAT_OPTIONS_JSON } from './chatOptionsJson.js';

const logger = LoggerFactory.getLogger('OpenAiChatModel');

type Bean = Record<string, ((value?: unknown) => unknown) | undefined>;
const getter = (property: string): string => `get${property.charAt(0).toUpperCase()}${property.slice(1)}`;
const setter = (property: string): string => `set${property.charAt(0).toUpperCase()}${property.slice(1)}`;
const PROPERTIES = OPEN_AI_CHAT_OPTIONS_JSON.properties.map((spec) => ({ property: spec.property, get: getter(spec.property), set: setter(spec.property) }));

/** Java's `ModelOptionsUtils.merge(runtime, defaults, OpenAiChatOptions.class)`: each request field of `runtime` when present, else the default's. */
function mergeRequestFields(runtime: OpenAiChatOptions | undefined, defaults: OpenAiChatOptions): OpenAiChatOptions {
  const merged = new OpenAiChatOptions() as unknown as Bean;
  const source = runtime as unknown as Bean | undefined;
  const fallback = defaults as unknown as Bean;
  for (const { get, set } of PROPERTIES) {
    const value = source?.[get]?.call(source) ?? fallback[get]?.call(fallback);
    if (value !== undefined) merged[set]?.call(merged, value);
  }
  return merged as unknown as OpenAiChatOptions;
}

/**
 * Java's `ModelOptionsUtils.copyToTarget(options, ChatOptions|ToolCallingChatOptions, OpenAiChatOptions)`:
 * OpenAI options as they are; others through their portable getters (and tool-calling ones).
 */
function copyToOpenAiOptions(options: ChatOptions): OpenAiChatOptions {
  if (options instanceof OpenAiChatOptions) return options;
  const copy = new OpenAiChatOptions();
  copy.setModel(options.getModel());
  copy.setFrequencyPenalty(options.getFrequencyPenalty());
  copy.setMaxTokens(options.getMaxTokens());
  copy.setPresencePenalty(options.getPresencePenalty());
  const stop = options.getStopSequences();
  copy.setStopSequences(stop === undefined || stop === null ? undefined : [...stop]);
  copy.setTemperature(options.getTemperature());
  copy.setTopP(options.getTopP());
  if (ToolCallingChatOptions.isInstance(options)) {
    copy.setToolCallbacks([...options.getToolCallbacks()]);
    copy.setToolNames(new Set(options.getToolNames()));
    copy.setInternalToolExecutionEnabled(options.getInternalToolExecutionEnabled());
    const context = options.getToolContext();
    copy.setToolContext(context === undefined || context === null ? undefined : new Map(context));
  }
  return copy;
}

function mergeExtraBody(runtime: Map<string, unknown> | undefined, defaults: Map<string, unknown> | undefined): Map<string, unknown> | undefined {
  if (runtime === undefined && defaults === undefined) return undefined;
  const merged = new Map<string, unknown>([...(defaults ?? []), ...(runtime ?? [])]);
  return merged.size === 0 ? undefined : merged;
}

/** The request options of `OpenAiChatModel.buildRequestPrompt`: runtime options over the defaults, tool options and headers merged explicitly. */
export function requestOptions(promptOptions: ChatOptions | undefined, defaults: OpenAiChatOptions): OpenAiChatOptions {
  const runtime = promptOptions === undefined || promptOptions === null ? undefined : copyToOpenAiOptions(promptOptions);
  const options = mergeRequestFields(runtime, defaults);
  if (runtime !== undefined) {
    if (runtime.getTopK() !== undefined) logger.warn('The topK option is not supported by OpenAI chat models. Ignoring.');
    options.setHttpHeaders(new Map([...(defaults.getHttpHeaders() ?? []), ...(runtime.getHttpHeaders() ?? [])]));
    options.setInternalToolExecutionEnabled(runtime.getInternalToolExecutionEnabled() ?? defaults.getInternalToolExecutionEnabled());
    options.setToolNames(ToolCallingChatOptions.mergeToolNames(runtime.getToolNames(), defaults.getToolNames()));
    options.setToolCallbacks(ToolCallingChatOptions.mergeToolCallbacks(runtime.getToolCallbacks(), defaults.getToolCallbacks()));
    options.setToolContext(ToolCallingChatOptions.mergeToolContext(runtime.getToolContext() ?? new Map(), defaults.getToolContext() ?? new Map()));
    options.setExtraBody(mergeExtraBody(runtime.getExtraBody(), defaults.getExtraBody()));
  } else {
    options.setHttpHeaders(defaults.getHttpHeaders());
    options.setInternalToolExecutionEnabled(defaults.getInternalToolExecutionEnabled());
    options.setToolNames(defaults.getToolNames());
    options.setToolCallbacks(defaults.getToolCallbacks());
    options.setToolContext(defaults.getToolContext());
    options.setExtraBody(defaults.getExtraBody());
  }
  ToolCallingChatOptions.validateToolCallbacks(options.getToolCallbacks());
  return options;
}

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const simpleName = (value: unknown): string => (value === null || value === undefined ? 'null' : ((value as object).constructor?.name ?? typeof value));

function fromAudioData(data: unknown): string {
  if (data instanceof Uint8Array) return base64(data);
  throw new IllegalArgumentException(`Unsupported audio data type: ${simpleName(data)}`);
}

function fromMediaData(mimeType: MimeType, data: unknown): string {
  if (data instanceof Uint8Array) return `data:${mimeType.toString()};base64,${base64(data)}`;
  if (typeof data === 'string') return data;
  if (data instanceof URL) return data.toString();
  throw new IllegalArgumentException(`Unsupported media data type: ${simpleName(data)}`);
}

function mediaContent(media: Media): MediaContent {
  const mimeType = media.getMimeType();
  if (MimeTypeUtils.parseMimeType('audio/mp3').equals(mimeType)) return new MediaContent(new InputAudio(fromAudioData(media.getData()), InputAudioFormat.MP3));
  if (MimeTypeUtils.parseMimeType('audio/wav').equals(mimeType)) return new MediaContent(new InputAudio(fromAudioData(media.getData()), InputAudioFormat.WAV));
  if (MimeTypeUtils.parseMimeType('application/pdf').equals(mimeType)) return new MediaContent(new InputFile(media.getName(), fromMediaData(mimeType, media.getData())));
  return new MediaContent(new ImageUrl(fromMediaData(mimeType, media.getData())));
}

function assistantMessage(message: AssistantMessage): ChatCompletionMessage {
  const calls = message.getToolCalls();
  const toolCalls = calls.length === 0 ? undefined : calls.map((call) => new ToolCall(call.id(), call.type(), new ChatCompletionFunction(call.name(), call.arguments())));
  const media = message.getMedia();
  let audioOutput: AudioOutput | undefined;
  if (media.length > 0) {
    Assert.isTrue(media.length === 1, 'Only one media content is supported for assistant messages');
    audioOutput = new AudioOutput((media[0] as Media).getId(), undefined, undefined, undefined);
  }
  return new ChatCompletionMessage(message.getText(), ChatCompletionMessageRole.ASSISTANT, undefined, undefined, toolCalls, undefined, audioOutput, undefined, undefined);
}

/** The OpenAI messages for the prompt's messages (Spring's mapping). */
export function toMessages(messages: readonly Message[]): ChatCompletionMessage[] {
  const out: ChatCompletionMessage[] = [];
  for (const message of messages) {
    const type = message.getMessageType();
    if (type === MessageType.USER || type === MessageType.SYSTEM) {
      let content: unknown = message.getText();
      if (message instanceof UserMessage && message.getMedia().length > 0) {
        content = [new MediaContent(message.getText() as string), ...message.getMedia().map(mediaContent)];
      }
      out.push(new ChatCompletionMessage(content, type === MessageType.USER ? ChatCompletionMessageRole.USER : ChatCompletionMessageRole.SYSTEM));
    } else if (type === MessageType.ASSISTANT) {
      out.push(assistantMessage(message as AssistantMessage));
    } else if (type === MessageType.TOOL) {
      const responses = (message as ToolResponseMessage).getResponses();
      for (const response of responses) Assert.isTrue(response.id() !== undefined && response.id() !== null, 'ToolResponseMessage must have an id');
      for (const response of responses) {
        out.push(new ChatCompletionMessage(response.responseData(), ChatCompletionMessageRole.TOOL, response.name(), response.id(), undefined, undefined, undefined, undefined, undefined));
      }
    } else {
      throw new IllegalArgumentException(`Unsupported message type: ${String(type)}`);
    }
  }
  return out;
}

/**
 * The request of `OpenAiChatModel.createRequest`: the messages, the options' request fields, the
 * resolved tool definitions as `tools` (over any `tools` of the options), and no stream options
 * unless streaming.
 */
export function createRequest(messages: ChatCompletionMessage[], stream: boolean, options: OpenAiChatOptions, toolCallingManager: ToolCallingManager): ChatCompletionRequest {
  const definitions = toolCallingManager.resolveToolDefinitions(options);
  const tools =
    definitions.length > 0
      ? definitions.map((definition) => new FunctionTool(new FunctionToolFunction(definition.description(), definition.name(), definition.inputSchema())))
      : options.getTools();
  const modalities = options.getOutputModalities()?.map((value) => OutputModality.fromValue(value) ?? value) as OutputModality[] | undefined;
  let streamOptions = options.getStreamOptions();
  if (streamOptions !== undefined && !stream) {
    logger.warn('Removing streamOptions from the request as it is not a streaming request!');
    streamOptions = undefined;
  }
  return new ChatCompletionRequest(
    messages,
    options.getModel(),
    options.getStore(),
    options.getMetadata(),
    options.getFrequencyPenalty(),
    options.getLogitBias(),
    options.getLogprobs(),
    options.getTopLogprobs(),
    options.getMaxTokens(),
    options.getMaxCompletionTokens(),
    options.getN(),
    modalities,
    options.getOutputAudio(),
    options.getPresencePenalty(),
    options.getResponseFormat(),
    options.getSeed(),
    options.getServiceTier(),
    options.getStop(),
    stream,
    streamOptions,
    options.getTemperature(),
    options.getTopP(),
    tools,
    options.getToolChoice(),
    options.getParallelToolCalls(),
    options.getUser(),
    options.getReasoningEffort(),
    options.getWebSearchOptions(),
    options.getVerbosity(),
    options.getPromptCacheKey(),
    options.getSafetyIdentifier(),
    options.getExtraBody(),
  );
}
