/* spring-ai-ts, Apache-2.0. Turns a simulator scenario into MiniMax JSON bodies and SSE events. */
import type { MiniMaxBaseResp } from './MiniMaxBaseResp.js';
import type { MiniMaxDialect } from './MiniMaxDialect.js';
import type { MiniMaxIdGenerator } from './MiniMaxIdGenerator.js';
import { MiniMaxRequestInspector } from './MiniMaxRequestInspector.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';
import type { MiniMaxScenarioToolCall } from './MiniMaxScenarioToolCall.js';

type Json = Record<string, unknown>;
interface Call {
  id: string;
  name: string;
  args: string;
  spec: MiniMaxScenarioToolCall;
  position: number;
}

/**
 * Builds the wire payloads of one scenario for one request (minimax.md §3, §4, §7.3, §7.4).
 * Pure: no I/O and no clock, so the same inputs give the same bytes.
 *
 * @internal
 */
export class MiniMaxResponseBuilder {
  private readonly id: string;
  private readonly model: string;
  private readonly dialect: MiniMaxDialect;
  private readonly extras: boolean;
  private readonly calls: Call[];
  private readonly split: boolean;
  private readonly inline: boolean;

  constructor(
    private readonly scenario: MiniMaxScenario,
    private readonly body: unknown,
    endpoint: MiniMaxDialect,
    ids: MiniMaxIdGenerator,
    private readonly created: number,
  ) {
    this.id = ids.responseId();
    const model = MiniMaxRequestInspector.field(body, 'model');
    this.model = typeof model === 'string' ? model : '';
    this.dialect = scenario.dialect === 'openai' || scenario.dialect === 'v2' ? scenario.dialect : endpoint;
    this.extras = scenario.extras !== false;
    const number = (scenario.toolCalls ?? []).length > 0 ? ids.callNumber() : '';
    this.calls = (scenario.toolCalls ?? []).map((spec, position) => ({
      id: spec.id ?? ids.toolCallId(number, position + 1),
      name: spec.name,
      args: typeof spec.arguments === 'string' ? spec.arguments : JSON.stringify(spec.arguments),
      spec,
      position,
    }));
    const mode = scenario.reasoning ?? 'auto';
    const askedSplit = MiniMaxRequestInspector.field(body, 'reasoning_split') === true;
    const hasThinking = (scenario.thinking ?? '') !== '';
    this.split = hasThinking && (mode === 'split' || mode === 'both' || (mode === 'auto' && askedSplit));
    this.inline = hasThinking && (mode === 'inline' || mode === 'both' || (mode === 'auto' && !askedSplit));
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
      base_resp: { status_code: 0, status_msg: '' },
    };
  }

  /** The HTTP-200 body of a `base_resp` error (`choices: null`). */
  baseRespBody(baseResp: MiniMaxBaseResp): Json {
    return {
      id: '', choices: null, created: 0, model: '', object: '', usage: null,
      input_sensitive: false, output_sensitive: false, base_resp: baseResp,
    };
  }

  /** A stream event with no choices carrying a `base_resp` error. */
  baseRespEvent(baseResp: MiniMaxBaseResp, outputSensitive: boolean): Json {
    return { ...this.envelope([], 'chat.completion.chunk', null), ...this.sensitive(outputSensitive), base_resp: baseResp };
  }

  /** The `data:` payloads of the stream, without `[DONE]`. */
  events(): string[] {
    if (this.scenario.events) {
      return this.scenario.events.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)));
    }
    const choices = [...this.contentChoices(), ...this.toolChoices()];
    if (choices.length === 0) choices.push({ index: 0, delta: this.delta({ content: '' }, true) });
    const finish = this.finishReason();
    const last = choices[choices.length - 1] as Json;
    if (this.scenario.separateFinishChunk) choices.push({ index: 0, finish_reason: finish, delta: {} });
    else choices[choices.length - 1] = { finish_reason: finish, ...last };
    for (let i = 0; i < (this.scenario.afterFinish ?? 0); i++) {
      choices.push({ index: 0, delta: this.delta({ content: '' }, true) });
    }
    const everyChunk = this.scenario.usage === 'every-chunk' ? { total_tokens: 0, total_characters: 0 } : null;
    const events: Json[] = choices.map((choice) => ({
      ...this.envelope([choice], 'chat.completion.chunk', this.dialect === 'openai' || everyChunk ? everyChunk : undefined),
      ...this.sensitive(false),
    }));
    const summary = this.scenario.summary ?? this.dialect === 'v2';
    const usageMode = this.scenario.usage ?? 'auto';
    const asked = MiniMaxRequestInspector.field(MiniMaxRequestInspector.field(this.body, 'stream_options'), 'include_usage') === true;
    if (usageMode === 'always' || (!summary && asked && usageMode !== 'never')) {
      events.push({ ...this.envelope([], 'chat.completion.chunk', this.usage()), base_resp: { status_code: 0, status_msg: '' } });
    }
    if (summary) {
      events.push({
        ...this.envelope([{ finish_reason: finish, index: 0, message: this.message() }], 'chat.completion', usageMode === 'never' ? undefined : this.usage()),
        ...this.sensitive(false),
        base_resp: { status_code: 0, status_msg: '' },
      });
    }
    return events.map((e) => JSON.stringify(e));
  }

  private envelope(choices: unknown[], object: string, usage: unknown): Json {
    const event: Json = { id: this.id, choices, created: this.created, model: this.model, object };
    if (usage !== undefined) event['usage'] = usage;
    return event;
  }

  private sensitive(output: boolean): Json {
    return this.extras
      ? { input_sensitive: false, output_sensitive: output, input_sensitive_type: 0, output_sensitive_type: 0, output_sensitive_int: 0 }
      : {};
  }

  private delta(fields: Json, later: boolean): Json {
    const role = later && this.scenario.emptyRole ? { role: '', reasoning_content: '' } : { role: 'assistant' };
    const names = this.extras ? { name: 'MiniMax AI', audio_content: '' } : {};
    return { ...fields, ...role, ...names };
  }

  private contentChoices(): Json[] {
    const choices: Json[] = [];
    if (this.split) {
      let soFar = '';
      for (const piece of this.pieces(this.scenario.thinking ?? '', undefined)) {
        soFar += piece;
        const text = this.scenario.reasoningDetails === 'cumulative' ? soFar : piece;
        choices.push({
          index: 0,
          delta: this.delta({ content: '', reasoning_content: piece, reasoning_details: [this.reasoningDetail(text)] }, choices.length > 0),
        });
      }
    }
    for (const piece of this.pieces(this.inlineContent(), this.scenario.chunks)) {
      choices.push({ index: 0, delta: this.delta({ content: piece }, choices.length > 0) });
    }
    return choices;
  }

  private toolChoices(): Json[] {
    const choices: Json[] = [];
    let singles: Json[] = [];
    const flush = (): void => {
      if (singles.length > 0) choices.push({ index: 0, delta: this.delta({ tool_calls: singles }, true) });
      singles = [];
    };
    for (const call of this.calls) {
      const split = call.spec.split ?? 'single';
      if (split === 'single') {
        singles.push(withIndex({ id: call.id, type: 'function', function: { name: call.name, arguments: call.args } }, this.indexOf(call)));
        if (this.scenario.separateToolCallChunks) flush();
        continue;
      }
      flush();
      const cut = this.pieces(call.args, Math.max(1, call.spec.fragments ?? 3));
      const fragments = cut.length > 0 ? cut : [''];
      const index = this.indexOf(call);
      const fragmentsOf = (n: number): Json[] => {
        const text = fragments[n] ?? '';
        if (split === 'openai') return [withIndex({ function: { arguments: text } }, index)];
        if (split === 'legacy') return [{ id: call.id, type: 'function', function: { name: call.name, arguments: text } }];
        return [{ id: '', function: { arguments: text } }];
      };
      const first = split === 'openai'
        ? [withIndex({ id: call.id, type: 'function', function: { name: call.name, arguments: '' } }, index)]
        : split === 'empty-id' ? [{ id: call.id, type: 'function', function: { name: call.name } }] : undefined;
      if (first) choices.push({ index: 0, delta: this.delta({ tool_calls: first }, true) });
      for (let n = 0; n < fragments.length; n++) {
        choices.push({ index: 0, delta: this.delta({ tool_calls: fragmentsOf(n) }, true) });
      }
    }
    flush();
    return choices;
  }

  private indexOf(call: Call): number | null {
    return call.spec.index === undefined ? call.position : call.spec.index;
  }

  private inlineContent(): string {
    const think = this.inline ? `<think>\n${this.scenario.thinking}\n</think>\n\n` : '';
    return think + (this.scenario.text ?? '');
  }

  private message(): Json {
    const message: Json = { role: 'assistant' };
    if (this.extras) Object.assign(message, { name: 'MiniMax AI', audio_content: '' });
    message['content'] = Array.isArray(this.scenario.chunks) ? this.scenario.chunks.join('') : this.inlineContent();
    if (this.split) {
      message['reasoning_content'] = this.scenario.thinking;
      message['reasoning_details'] = [this.reasoningDetail(this.scenario.thinking ?? '')];
    }
    if (this.calls.length > 0) {
      message['tool_calls'] = this.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } }));
    }
    return message;
  }

  private reasoningDetail(text: string): Json {
    return { type: 'reasoning.text', id: 'reasoning-text-1', format: 'MiniMax-response-v1', index: 0, text };
  }

  private usage(): Json {
    const tokens = this.scenario.tokens ?? {};
    const estimate = (chars: number): number => Math.ceil(chars / 4);
    const prompt = tokens.prompt ?? estimate(JSON.stringify(MiniMaxRequestInspector.messages(this.body)).length);
    const reasoning = tokens.reasoning ?? estimate((this.scenario.thinking ?? '').length);
    const output = (this.scenario.text ?? '').length + this.calls.reduce((n, c) => n + c.name.length + c.args.length, 0);
    const completion = tokens.completion ?? estimate(output) + reasoning;
    return {
      total_tokens: prompt + completion,
      total_characters: 0,
      prompt_tokens: prompt,
      completion_tokens: completion,
      completion_tokens_details: { reasoning_tokens: reasoning },
    };
  }

  /** Cuts text into `chunks` near-equal pieces, the given pieces, or `chunkSize`-character pieces. */
  private pieces(text: string, chunks: number | string[] | undefined): string[] {
    if (Array.isArray(chunks)) return chunks;
    const chars = Array.from(text);
    if (chars.length === 0) return [];
    if (typeof chunks === 'number' && chunks > 0) {
      const count = Math.min(Math.floor(chunks), chars.length);
      const result: string[] = [];
      for (let i = 0; i < count; i++) {
        result.push(chars.slice(Math.floor((i * chars.length) / count), Math.floor(((i + 1) * chars.length) / count)).join(''));
      }
      return result;
    }
    const size = Math.max(1, Math.floor(this.scenario.chunkSize ?? 16));
    const result: string[] = [];
    for (let i = 0; i < chars.length; i += size) result.push(chars.slice(i, i + size).join(''));
    return result;
  }
}

function withIndex(call: Json, index: number | null): Json {
  return index === null ? call : { index, ...call };
}
