/* spring-ai-ts, Apache-2.0. Plays one scenario over an HTTP response: pacing, errors, cuts. */
import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { MiniMaxHttp } from './MiniMaxHttp.js';
import type { MiniMaxResponseBuilder } from './MiniMaxResponseBuilder.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';
import type { MiniMaxScenarioHttpError } from './MiniMaxScenarioHttpError.js';
import type { MiniMaxScenarioInterrupt } from './MiniMaxScenarioInterrupt.js';

/** How a played exchange ended, before the simulator maps aborts to their cause. */
type PlayOutcome = 'completed' | 'error' | 'dropped';

const DEFAULT_BASE_RESP = { status_code: 1027, status_msg: 'output new_sensitive' };
const DEFAULT_ERROR = { message: 'unknown error', type: 'api_error', code: '1000' };

/**
 * Writes one scenario to one `ServerResponse` with its delays, errors and interruptions (minimax.md
 * §7.4, §7.5). Every wait ends early when `signal` aborts (client gone or simulator stopping); the
 * returned promise then rejects with the signal's reason.
 *
 * @internal
 */
export class MiniMaxScenarioPlayer {
  constructor(
    private readonly response: ServerResponse,
    private readonly signal: AbortSignal,
    private readonly requestId: string,
    private readonly errorStyle: 'gateway' | 'openai' = 'gateway',
  ) {}

  /** Plays `scenario`; `stream` is the request's `stream` flag. */
  async play(scenario: MiniMaxScenario, builder: MiniMaxResponseBuilder, stream: boolean): Promise<PlayOutcome> {
    await this.sleep(scenario.firstByteDelayMs);
    if (scenario.httpError) {
      this.sendError(scenario.httpError);
      return 'error';
    }
    return stream ? this.playStream(scenario, builder) : this.playJson(scenario, builder);
  }

  /** Sends an error in the gateway, `base_resp` or OpenAI style (the scenario's, else the simulator's default). */
  sendError(error: MiniMaxScenarioHttpError): void {
    const style = error.style ?? this.errorStyle;
    const body =
      style === 'base_resp'
        ? { base_resp: { status_code: error.code, status_msg: error.message } }
        : style === 'openai'
          ? { error: { message: error.message, type: error.type ?? 'api_error', param: null, code: String(error.code) } }
          : {
            type: 'error',
            error: {
              type: error.type ?? 'api_error',
              message: `${error.message} (${error.code})`,
              http_code: String(error.status),
            },
            request_id: this.requestId,
          };
    const headers: Record<string, string> = {};
    if (error.retryAfter !== undefined) headers['retry-after'] = String(error.retryAfter);
    MiniMaxHttp.sendJson(this.response, error.status, body, headers);
  }

  private async playJson(scenario: MiniMaxScenario, builder: MiniMaxResponseBuilder): Promise<PlayOutcome> {
    await this.sleep(scenario.firstTokenDelayMs);
    const interrupt = scenario.interrupt;
    if (interrupt?.action === 'drop') return this.drop();
    if (interrupt?.action === 'hang') return this.hang(interrupt);
    if (interrupt) {
      MiniMaxHttp.sendJson(this.response, 200, JSON.parse(this.interruptPayload(interrupt, builder)) as unknown);
      return 'error';
    }
    if (scenario.baseResp) {
      MiniMaxHttp.sendJson(this.response, 200, builder.baseRespBody(scenario.baseResp));
      return 'error';
    }
    MiniMaxHttp.sendJson(this.response, 200, builder.completion());
    return 'completed';
  }

  private async playStream(scenario: MiniMaxScenario, builder: MiniMaxResponseBuilder): Promise<PlayOutcome> {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    this.response.flushHeaders();
    await this.sleep(scenario.firstTokenDelayMs);
    const events = scenario.baseResp
      ? [JSON.stringify(builder.baseRespEvent(scenario.baseResp, false))]
      : builder.events();
    const interrupt = scenario.interrupt;
    const cutAt = interrupt ? Math.max(0, interrupt.afterEvents ?? 0) : Number.POSITIVE_INFINITY;
    for (let i = 0; i < events.length && i < cutAt; i++) {
      if (i > 0) await this.sleep(scenario.interChunkDelayMs);
      this.write(`data: ${events[i]}\n\n`);
    }
    if (interrupt) {
      if (cutAt > 0) await this.sleep(scenario.interChunkDelayMs);
      if (interrupt.action === 'drop') return this.drop();
      if (interrupt.action === 'hang') return this.hang(interrupt);
      this.write(`data: ${this.interruptPayload(interrupt, builder)}\n\n`);
      this.response.end();
      return 'error';
    }
    if (scenario.done !== false) this.write('data: [DONE]\n\n');
    this.response.end();
    return scenario.baseResp ? 'error' : 'completed';
  }

  private interruptPayload(interrupt: MiniMaxScenarioInterrupt, builder: MiniMaxResponseBuilder): string {
    if (interrupt.action === 'error-object') return JSON.stringify({ error: { ...DEFAULT_ERROR, ...interrupt.error } });
    return JSON.stringify(builder.baseRespEvent(interrupt.baseResp ?? DEFAULT_BASE_RESP, true));
  }

  private drop(): PlayOutcome {
    this.response.socket?.destroy();
    this.response.destroy();
    return 'dropped';
  }

  /** Sends nothing until the signal aborts (then rejects), optionally writing SSE comments. */
  private async hang(interrupt: MiniMaxScenarioInterrupt): Promise<never> {
    const ping = interrupt.pingEveryMs;
    const pings = ping !== undefined && ping > 0 && this.response.headersSent;
    const timer = pings ? setInterval(() => this.write(': ping\n\n'), ping) : undefined;
    try {
      await new Promise<never>((_, reject) => {
        if (this.signal.aborted) reject(this.signal.reason);
        this.signal.addEventListener('abort', () => reject(this.signal.reason), { once: true });
      });
    } finally {
      if (timer) clearInterval(timer);
    }
    throw this.signal.reason;
  }

  private write(text: string): void {
    if (!this.response.destroyed && !this.response.writableEnded) this.response.write(text);
  }

  private async sleep(ms: number | undefined): Promise<void> {
    if (this.signal.aborted) throw this.signal.reason;
    if (ms === undefined || ms <= 0) return;
    await delay(ms, undefined, { signal: this.signal }).catch(() => {
      throw this.signal.reason;
    });
  }
}
