/* spring-ai-ts, Apache-2.0. Internal: OpenAI response JSON → the API records (Jackson's reading, unknown fields ignored). */
import { Annotation } from '../Annotation.js';
import { AudioOutput } from '../AudioOutput.js';
import { ChatCompletion } from '../ChatCompletion.js';
import { ChatCompletionChunk } from '../ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from '../ChatCompletionFinishReason.js';
import { ChatCompletionFunction } from '../ChatCompletionFunction.js';
import { ChatCompletionMessage } from '../ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../ChatCompletionMessageRole.js';
import { Choice } from '../Choice.js';
import { ChunkChoice } from '../ChunkChoice.js';
import { CompletionTokenDetails } from '../CompletionTokenDetails.js';
import { Embedding } from '../Embedding.js';
import { EmbeddingList } from '../EmbeddingList.js';
import { LogProbs } from '../LogProbs.js';
import { LogProbsContent } from '../LogProbsContent.js';
import { PromptTokensDetails } from '../PromptTokensDetails.js';
import { TopLogProbs } from '../TopLogProbs.js';
import { ToolCall } from '../ToolCall.js';
import { UrlCitation } from '../UrlCitation.js';
import { Usage } from '../Usage.js';
import { IOException } from '../../../../java/core/IOException.js';

type Json = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const obj = (value: unknown): Json | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);
function list<T>(value: unknown, read: (item: unknown) => T): T[] | undefined {
  return Array.isArray(value) ? value.map(read) : undefined;
}

function toolCall(value: unknown): ToolCall {
  const json = obj(value) ?? {};
  const fn = obj(json['function']);
  return new ToolCall(num(json['index']), str(json['id']), str(json['type']), fn === undefined ? undefined : new ChatCompletionFunction(str(fn['name']), str(fn['arguments'])));
}

function annotation(value: unknown): Annotation {
  const json = obj(value) ?? {};
  const citation = obj(json['url_citation']);
  return new Annotation(
    str(json['type']),
    citation === undefined ? undefined : new UrlCitation(num(citation['end_index']), num(citation['start_index']), str(citation['title']), str(citation['url'])),
  );
}

/** A message or delta. */
export function readMessage(value: unknown): ChatCompletionMessage | undefined {
  const json = obj(value);
  if (json === undefined) return undefined;
  const audio = obj(json['audio']);
  // Jackson's ACCEPT_SINGLE_VALUE_AS_ARRAY on tool_calls.
  const calls = json['tool_calls'];
  const toolCalls = Array.isArray(calls) ? calls.map(toolCall) : obj(calls) !== undefined ? [toolCall(calls)] : undefined;
  return new ChatCompletionMessage(
    json['content'] ?? undefined,
    ChatCompletionMessageRole.fromValue(json['role']),
    str(json['name']),
    str(json['tool_call_id']),
    toolCalls,
    str(json['refusal']),
    audio === undefined ? undefined : new AudioOutput(str(audio['id']), str(audio['data']), num(audio['expires_at']), str(audio['transcript'])),
    list(json['annotations'], annotation),
    str(json['reasoning_content']),
  );
}

function topLogProbs(value: unknown): TopLogProbs {
  const json = obj(value) ?? {};
  return new TopLogProbs(str(json['token']), num(json['logprob']), json['bytes'] as number[] | undefined);
}

function logProbsContent(value: unknown): LogProbsContent {
  const json = obj(value) ?? {};
  return new LogProbsContent(str(json['token']), num(json['logprob']), json['bytes'] as number[] | undefined, list(json['top_logprobs'], topLogProbs));
}

function logProbs(value: unknown): LogProbs | undefined {
  const json = obj(value);
  return json === undefined ? undefined : new LogProbs(list(json['content'], logProbsContent), list(json['refusal'], logProbsContent));
}

/** A `usage` object. */
export function readUsage(value: unknown): Usage | undefined {
  const json = obj(value);
  if (json === undefined) return undefined;
  const prompt = obj(json['prompt_tokens_details']);
  const completion = obj(json['completion_tokens_details']);
  return new Usage(
    num(json['completion_tokens']),
    num(json['prompt_tokens']),
    num(json['total_tokens']),
    prompt === undefined ? undefined : new PromptTokensDetails(num(prompt['audio_tokens']), num(prompt['cached_tokens'])),
    completion === undefined
      ? undefined
      : new CompletionTokenDetails(num(completion['reasoning_tokens']), num(completion['accepted_prediction_tokens']), num(completion['audio_tokens']), num(completion['rejected_prediction_tokens'])),
  );
}

/**
 * A finish reason: the constant with that JSON value; a value Jackson would not know (`null` too)
 * is absent.
 */
function finishReason(value: unknown): ChatCompletionFinishReason | undefined {
  return ChatCompletionFinishReason.fromValue(value);
}

/** A chat completion response body. */
export function readCompletion(json: Json): ChatCompletion {
  const choices = list(json['choices'], (value) => {
    const choice = obj(value) ?? {};
    return new Choice(finishReason(choice['finish_reason']), num(choice['index']), readMessage(choice['message']), logProbs(choice['logprobs']));
  });
  return new ChatCompletion(str(json['id']), choices, num(json['created']), str(json['model']), str(json['service_tier']), str(json['system_fingerprint']), str(json['object']), readUsage(json['usage']));
}

/** A stream chunk. */
export function readChunk(json: Json): ChatCompletionChunk {
  const choices = list(json['choices'], (value) => {
    const choice = obj(value) ?? {};
    return new ChunkChoice(finishReason(choice['finish_reason']), num(choice['index']), readMessage(choice['delta']), logProbs(choice['logprobs']));
  });
  return new ChatCompletionChunk(str(json['id']), choices, num(json['created']), str(json['model']), str(json['service_tier']), str(json['system_fingerprint']), str(json['object']), readUsage(json['usage']));
}

/**
 * An embedding vector (`OpenAiEmbeddingDeserializer`): a number array, or the base64 of
 * little-endian float32s (`encoding_format: base64`).
 *
 * @throws IOException `"Illegal embedding: <json type>"` for anything else
 */
export function readVector(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value as number[];
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'base64');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const vector: number[] = [];
    for (let offset = 0; offset + 4 <= bytes.byteLength; offset += 4) vector.push(view.getFloat32(offset, true));
    return vector;
  }
  throw new IOException(`Illegal embedding: ${typeof value}`);
}

/** An embeddings response body. */
export function readEmbeddingList(json: Json): EmbeddingList {
  const data = list(json['data'], (value) => {
    const item = obj(value) ?? {};
    return new Embedding(num(item['index']), readVector(item['embedding']), str(item['object']));
  });
  return new EmbeddingList(str(json['object']), data, str(json['model']), readUsage(json['usage']));
}
