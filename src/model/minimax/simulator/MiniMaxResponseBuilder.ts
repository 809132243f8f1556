/* spring-ai-ts, Apache-2.0. Turns a simulator scenario into MiniMax JSON bodies and SSE events. */
import type { MiniMaxBaseResp } from './MiniMaxBaseResp.js';
import type { MiniMaxDialect } from './MiniMaxDialect.js';
import type { MiniMaxIdGenerator } from './MiniMaxIdGenerator.js';
import { MiniMaxRequestInspector as Inspect } from './MiniMaxRequestInspector.js';
import type { MiniMaxResolvedToolCall } from './MiniMaxResolvedToolCall.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';
import { MiniMaxTextSplitter } from './MiniMaxTextSplitter.js';
import { MiniMaxToolCallChunker } from './MiniMaxToolCallChunker.js';

type Json = Record<string, unknown>;

const OK: MiniMaxBaseResp = { status_code: 0, status_msg: '' };
const CHUNK = 'chat.completion.chunk';

/**
 * Builds the wire payloads of one scenario for one request.
 * Pure: no I/O and no clock, so the same inputs give the same bytes.
 *
 * @internal
 */
export class MiniMaxResponseBuilder {
  private readonly id: string;
  private readonly model: string;
  private readonly dialect: MiniMaxDialect;
  private readonly extras: boolean;
  private readonly calls: MiniMaxResolvedToolCall[];
  /** Thinking goes to `reasoning_content`/`reasoning_details`. */
  private readonly split: boolean;
  /** Thinking goes inline as a `<think>` block. */
  private readonly inline: boolean;

  constructor(
    private readonly scenario: MiniMaxScenario,
    private readonly body: unknown,
    endpoint: MiniMaxDialect,
    ids: MiniMaxIdGenerator,
    private readonly created: number,
  ) {
    this.id = ids.responseId();
    const model = Inspect.field(body, 'model');
    this.model = typeof model === 'string' ? model : '';
    this.dialect = scenario.dialect === 'openai' || scenario.dialect === 'v2' ? scenario.dialect : endpoint;
    this.extras = scenario.extras !== false;
    const specs = scenario.toolCalls ?? [];
    const number = specs.length > 0 ? ids.callNumber() : '';
    this.calls = specs.map((spec, position) => ({
      id: spec.id ?? ids.toolCallId(number, position + 1),
      name: spec.name,
      args: typeof spec.arguments === 'string' ? spec.arguments : JSON.stringify(spec.arguments),
      spec,
      position,
    }));
    const mode = scenario.reasoning ?? 'auto';
    const askedSplit = Inspect.field(body, 'reasoning_split') === true;
    const thinks = (scenario.thinking ?? '') !== '';
    this.split = thinks && (mode === 'split' || mode === 'both' || (mode === 'auto' && askedSplit));
    this.inline = thinks && (mode === 'inline' || mode === 'both' || (mode === 'auto' && !askedSplit));
  }

  /** The finish reason this scenario ends with. */
  finishReason(): string {
    return this.scenario.finish ?? (this.calls.length > 0 ? 'tool_calls' : 'stop');
  }

  /** The non-streaming JSON body. */
  completion(): Json {
    return {
      id: this.id,
      object: 'chat.completion',
      created: this.created,
      model: this.model,
      choices: [{ index: 0, finish_reason: this.finishReason(), message: this.message() }],
      usage: this.usage(),
      ...this.sensitive(false),
      base_resp: OK,
    };
  }

  /** The HTTP-200 body of a `base_resp` error (`choices: null`). */
  baseRespBody(baseResp: MiniMaxBaseResp): Json {
    return {
      id: '',
      choices: null,
      created: 0,
      model: '',
      object: '',
      usage: null,
      input_sensitive: false,
      output_sensitive: false,
      base_resp: baseResp,
    };
  }

  /** A stream event without choices that carries a `base_resp` error. */
  baseRespEvent(baseResp: MiniMaxBaseResp, outputSensitive: boolean): Json {
    return { ...this.envelope([], CHUNK, null), ...this.sensitive(outputSensitive), base_resp: baseResp };
  }

  /** The `data:` payloads of the stream, without `[DONE]`. */
  events(): string[] {
    if (this.scenario.events) {
      return this.scenario.events.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)));
    }
    const choices = this.choices();
    const everyChunk = this.scenario.usage === 'every-chunk' ? { total_tokens: 0, total_characters: 0 } : null;
    // The OpenAI dialect sends `usage: null` on content chunks; v2 leaves the key out.
    const chunkUsage = this.dialect === 'openai' || everyChunk ? everyChunk : undefined;
    const events: Json[] = choices.map((choice) => ({
      ...this.envelope([choice], CHUNK, chunkUsage),
      ...this.sensitive(false),
    }));
    const summary = this.scenario.summary ?? this.dialect === 'v2';
    const usage = this.scenario.usage ?? 'auto';
    const asked = Inspect.field(Inspect.field(this.body, 'stream_options'), 'include_usage') === true;
    if (usage === 'always' || (!summary && asked && usage !== 'never')) {
      events.push({ ...this.envelope([], CHUNK, this.usage()), base_resp: OK });
    }
    if (summary) {
      const choice = { finish_reason: this.finishReason(), index: 0, message: this.message() };
      events.push({
        ...this.envelope([choice], 'chat.completion', usage === 'never' ? undefined : this.usage()),
        ...this.sensitive(false),
        base_resp: OK,
      });
    }
    return events.map((e) => JSON.stringify(e));
  }

  /** The choice of every content/tool chunk, the finish placed as the scenario asks. */
  private choices(): Json[] {
    const deltas = [
      ...this.contentDeltas(),
      ...MiniMaxToolCallChunker.chunk(this.calls, this.scenario.separateToolCallChunks === true).map((calls) => ({
        tool_calls: calls,
      })),
    ];
    if (deltas.length === 0) deltas.push({ content: '' });
    const choices: Json[] = deltas.map((fields, n) => ({ index: 0, delta: this.delta(fields, n > 0) }));
    const finish = this.finishReason();
    if (this.scenario.separateFinishChunk) {
      choices.push({ index: 0, finish_reason: finish, delta: {} });
    } else {
      // The real service puts finish_reason first, on the last content/tool chunk (§4.2).
      choices[choices.length - 1] = { finish_reason: finish, ...choices[choices.length - 1] };
    }
    for (let i = 0; i < (this.scenario.afterFinish ?? 0); i++) {
      choices.push({ index: 0, delta: this.delta({ content: '' }, true) });
    }
    return choices;
  }

  private contentDeltas(): Json[] {
    const deltas: Json[] = [];
    if (this.split) {
      let soFar = '';
      for (const piece of MiniMaxTextSplitter.bySize(this.scenario.thinking ?? '', this.chunkSize())) {
        soFar += piece;
        const text = this.scenario.reasoningDetails === 'cumulative' ? soFar : piece;
        deltas.push({ content: '', reasoning_content: piece, reasoning_details: [this.reasoningDetail(text)] });
      }
    }
    for (const piece of this.contentPieces()) deltas.push({ content: piece });
    return deltas;
  }

  private contentPieces(): string[] {
    const chunks = this.scenario.chunks;
    if (Array.isArray(chunks)) return chunks;
    if (typeof chunks === 'number' && chunks > 0) return MiniMaxTextSplitter.intoParts(this.content(), chunks);
    return MiniMaxTextSplitter.bySize(this.content(), this.chunkSize());
  }

  private chunkSize(): number {
    return this.scenario.chunkSize ?? 16;
  }

  private envelope(choices: unknown[], object: string, usage: unknown): Json {
    const event: Json = { id: this.id, choices, created: this.created, model: this.model, object };
    if (usage !== undefined) event['usage'] = usage;
    return event;
  }

  private sensitive(output: boolean): Json {
    if (!this.extras) return {};
    return {
      input_sensitive: false,
      output_sensitive: output,
      input_sensitive_type: 0,
      output_sensitive_type: 0,
      output_sensitive_int: 0,
    };
  }

  private delta(fields: Json, later: boolean): Json {
    const role = later && this.scenario.emptyRole ? { role: '', reasoning_content: '' } : { role: 'assistant' };
    const names = this.extras ? { name: 'MiniMax AI', audio_content: '' } : {};
    return { ...fields, ...role, ...names };
  }

  /** The whole content: the inline `<think>` block (if any) and the text, or the explicit chunks. */
  private content(): string {
    if (Array.isArray(this.scenario.chunks)) return this.scenario.chunks.join('');
    const think = this.inline ? `<think>\n${this.scenario.thinking}\n</think>\n\n` : '';
    return think + (this.scenario.text ?? '');
  }

  private message(): Json {
    const message: Json = { role: 'assistant' };
    if (this.extras) Object.assign(message, { name: 'MiniMax AI', audio_content: '' });
    message['content'] = this.content();
    if (this.split) {
      message['reasoning_content'] = this.scenario.thinking;
      message['reasoning_details'] = [this.reasoningDetail(this.scenario.thinking ?? '')];
    }
    if (this.calls.length > 0) message['tool_calls'] = this.calls.map((call) => MiniMaxToolCallChunker.whole(call));
    return message;
  }

  private reasoningDetail(text: string): Json {
    return { type: 'reasoning.text', id: 'reasoning-text-1', format: 'MiniMax-response-v1', index: 0, text };
  }

  /** Usage from `tokens`, else a characters/4 estimate (§7.3). */
  private usage(): Json {
    const tokens = this.scenario.tokens ?? {};
    const estimate = (chars: number): number => Math.ceil(chars / 4);
    const prompt = tokens.prompt ?? estimate(JSON.stringify(Inspect.messages(this.body)).length);
    const reasoning = tokens.reasoning ?? estimate((this.scenario.thinking ?? '').length);
    const toolChars = this.calls.reduce((n, call) => n + call.name.length + call.args.length, 0);
    const completion = tokens.completion ?? estimate((this.scenario.text ?? '').length + toolChars) + reasoning;
    return {
      total_tokens: prompt + completion,
      total_characters: 0,
      prompt_tokens: prompt,
      completion_tokens: completion,
      completion_tokens_details: { reasoning_tokens: reasoning },
    };
  }
}
