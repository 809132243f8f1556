/* spring-ai-ts, Apache-2.0. A loopback HTTP server that speaks MiniMax's two chat endpoints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IllegalStateException } from '../../../java/core/IllegalStateException.js';
import { listen, shutDown, type ListeningServer } from './internal/loopbackServer.js';
import type { MiniMaxDialect } from './MiniMaxDialect.js';
import { MiniMaxEmbeddings } from './MiniMaxEmbeddings.js';
import { MiniMaxHttp } from './MiniMaxHttp.js';
import { MiniMaxIdGenerator } from './MiniMaxIdGenerator.js';
import type { MiniMaxRecordedRequest } from './MiniMaxRecordedRequest.js';
import { MiniMaxRequestInspector } from './MiniMaxRequestInspector.js';
import { MiniMaxRequestValidator } from './MiniMaxRequestValidator.js';
import { MiniMaxResponseBuilder } from './MiniMaxResponseBuilder.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';
import type { MiniMaxScenarioHttpError } from './MiniMaxScenarioHttpError.js';
import type { MiniMaxScenarioMatch } from './MiniMaxScenarioMatch.js';
import { MiniMaxScenarioPlayer } from './MiniMaxScenarioPlayer.js';
import { MiniMaxScenarioPresets } from './MiniMaxScenarioPresets.js';
import { MiniMaxScenarioQueue } from './MiniMaxScenarioQueue.js';
import { MiniMaxScenarios } from './MiniMaxScenarios.js';
import type { MiniMaxScenarioSource } from './MiniMaxScenarioSource.js';
import type { MiniMaxSimulatorAddress } from './MiniMaxSimulatorAddress.js';
import { MiniMaxSimulatorFault } from './MiniMaxSimulatorFault.js';
import type { MiniMaxSimulatorOptions } from './MiniMaxSimulatorOptions.js';

const ROUTES: Record<string, MiniMaxDialect> = {
  '/v1/chat/completions': 'openai',
  '/v1/text/chatcompletion_v2': 'v2',
};
const CLIENT_GONE = Symbol('client-gone');
const STOPPING = Symbol('stopping');

/**
 * A real HTTP server on `127.0.0.1` that speaks MiniMax's chat endpoints, for
 * offline tests, benchmarks and demos.
 *
 * `POST /v1/chat/completions` answers in the OpenAI-compatible dialect (point the `openai` client's
 * `baseURL` at `openAiBaseUrl`), `POST /v1/text/chatcompletion_v2` in the native one (point a native
 * client at `baseUrl`). Requests are validated as the real API does ({@link MiniMaxRequestValidator})
 * and recorded ({@link MiniMaxSimulator.requests}).
 *
 * Which {@link MiniMaxScenario} answers a request: the `X-Sim-Scenario` header or `?scenario=` query
 * (a name from `scenarios`/{@link MiniMaxSimulator.define}/{@link MiniMaxScenarioPresets}, or a
 * JSON scenario), else the first matching queued scenario ({@link MiniMaxSimulator.enqueue}), else the
 * first matching rule ({@link MiniMaxSimulator.when}), else the default (the echo behaviour of
 * {@link MiniMaxScenarios.echo}).
 *
 * `POST /v1/embeddings` answers with deterministic vectors (1536 numbers, unit length) in which
 * texts that share words are close, so retrieval tests mean something offline.
 *
 * Control routes: `GET /__sim/requests` (the recordings), `POST /__sim/script` (queue a scenario or
 * an array of them), `POST /__sim/reset`, `GET /__sim/scenarios` (the names).
 *
 * @remarks The selection order is sometimes written as "Queue < header < default"; here a
 * per-request header or query wins over the queue, so tests running in parallel against one server
 * never consume each other's queued scenarios. The Anthropic-compatible route is not simulated (404).
 * @example
 * ```ts
 * const simulator = new MiniMaxSimulator();
 * const { openAiBaseUrl } = await simulator.start();
 * simulator.enqueue(MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }), MiniMaxScenarios.text('Sunny.'));
 * const client = new OpenAI({ baseURL: openAiBaseUrl, apiKey: 'test', maxRetries: 0 });
 * // … run the agent …
 * expect(simulator.requests()[1]?.body).toMatchObject({ messages: expect.any(Array) });
 * await simulator.stop();
 * ```
 * @category Testing
 */
export class MiniMaxSimulator {
  private listening: ListeningServer | undefined;
  private address: MiniMaxSimulatorAddress | undefined;
  private starting: Promise<MiniMaxSimulatorAddress> | undefined;
  private readonly exchanges = new Map<Promise<void>, AbortController>();
  private readonly recordings: MiniMaxRecordedRequest[] = [];
  private readonly scripted = new MiniMaxScenarioQueue();
  private readonly named = new Map<string, MiniMaxScenarioSource>();
  private readonly validator: MiniMaxRequestValidator;
  private readonly ids: MiniMaxIdGenerator;
  private defaultScenario: MiniMaxScenarioSource;
  private nextSeq = 0;

  constructor(private readonly options: MiniMaxSimulatorOptions = {}) {
    this.validator = new MiniMaxRequestValidator(options.apiKeys, options.strict ?? false, options.api === 'openai' ? 'openai' : 'minimax');
    this.ids = new MiniMaxIdGenerator(options.seed ?? 1);
    this.defaultScenario = options.defaultScenario ?? MiniMaxScenarios.echo();
    for (const [name, source] of Object.entries(options.scenarios ?? {})) this.named.set(name, source);
  }

  /** Starts listening (port 0 by default: an ephemeral port); resolves with the addresses. */
  start(): Promise<MiniMaxSimulatorAddress> {
    if (this.address) return Promise.resolve(this.address);
    this.starting ??= this.listen().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async listen(): Promise<MiniMaxSimulatorAddress> {
    this.listening = await listen((request, response) => this.track(request, response), {
      host: this.options.host,
      port: this.options.port,
      noDelay: true,
    });
    this.address = this.listening.address;
    return this.address;
  }

  /** Stops: ends every running exchange (hung streams included), closes every socket, then the server. */
  async stop(): Promise<void> {
    const listening = this.listening;
    if (!listening) return;
    this.listening = undefined;
    this.address = undefined;
    for (const controller of this.exchanges.values()) controller.abort(STOPPING);
    const closed = shutDown(listening);
    await Promise.allSettled([...this.exchanges.keys()]);
    await closed;
  }

  /** Same as {@link MiniMaxSimulator.stop}, for `await using`. */
  async [Symbol.asyncDispose](): Promise<void> {
    await this.stop();
  }

  /** The native base URL; throws `IllegalStateException` before `start()`. */
  getBaseUrl(): string {
    if (!this.address) throw new IllegalStateException('The MiniMax simulator is not started');
    return this.address.baseUrl;
  }

  /** Queues scenarios; each answers the next request (FIFO), e.g. a tool call then the final text. */
  enqueue(...scenarios: MiniMaxScenarioSource[]): this {
    for (const scenario of scenarios) this.scripted.enqueue(scenario);
    return this;
  }

  /** Queues scenarios that only requests satisfying `match` consume (in order). */
  enqueueFor(match: MiniMaxScenarioMatch, ...scenarios: MiniMaxScenarioSource[]): this {
    for (const scenario of scenarios) this.scripted.enqueue(scenario, match);
    return this;
  }

  /** A standing rule: answers every request satisfying `match` (at most `times` of them). */
  when(match: MiniMaxScenarioMatch, scenario: MiniMaxScenarioSource, times = Number.POSITIVE_INFINITY): this {
    this.scripted.addRule(match, scenario, times);
    return this;
  }

  /** Names a scenario for the `X-Sim-Scenario` header; overrides a preset of the same name. */
  define(name: string, scenario: MiniMaxScenarioSource): this {
    this.named.set(name, scenario);
    return this;
  }

  /** Replaces what answers when nothing else applies. */
  setDefaultScenario(scenario: MiniMaxScenarioSource): this {
    this.defaultScenario = scenario;
    return this;
  }

  /** How many queued scenarios have not been consumed yet. */
  pendingScenarios(): number {
    return this.scripted.size();
  }

  /** Copies of the recorded requests (control routes excluded), oldest first. */
  requests(): MiniMaxRecordedRequest[] {
    return structuredClone(this.recordings);
  }

  /** A copy of the last recorded request, or `undefined`. */
  lastRequest(): MiniMaxRecordedRequest | undefined {
    return this.requests().at(-1);
  }

  /** Clears the queue, the rules and the recordings (named scenarios and the default stay). */
  reset(): void {
    this.scripted.clear();
    this.recordings.length = 0;
    this.nextSeq = 0;
  }

  /** Resolves once no exchange is running (e.g. after a client abort reached the server). */
  async waitForIdle(): Promise<void> {
    while (this.exchanges.size > 0) await Promise.allSettled([...this.exchanges.keys()]);
  }

  private track(request: IncomingMessage, response: ServerResponse): void {
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort(CLIENT_GONE);
    });
    const exchange: Promise<void> = this.handle(request, response, controller.signal)
      .catch(() => {
        if (!response.headersSent) response.destroy();
      })
      .finally(() => this.exchanges.delete(exchange));
    this.exchanges.set(exchange, controller);
  }

  private async handle(request: IncomingMessage, response: ServerResponse, signal: AbortSignal): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const limit = this.options.maxBodyBytes ?? 10 * 1024 * 1024;
    const raw = await MiniMaxHttp.readBody(request, limit).catch(() => undefined);
    if (url.pathname.startsWith('/__sim/')) return this.control(request.method ?? 'GET', url.pathname, raw, response);
    const dialect = ROUTES[url.pathname];
    const record: MiniMaxRecordedRequest = {
      seq: this.nextSeq++,
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: MiniMaxHttp.redact(request.headers),
      body: MiniMaxHttp.parseJson(raw ?? '', raw ?? ''),
      receivedAt: Date.now(),
    };
    if (dialect) record.dialect = dialect;
    this.recordings.push(record);
    const cap = this.options.maxRecordedRequests ?? 10_000;
    if (this.recordings.length > cap) this.recordings.splice(0, this.recordings.length - cap);
    const player = new MiniMaxScenarioPlayer(response, signal, this.ids.responseId(), this.options.api === 'openai' ? 'openai' : 'gateway');
    const finish = (outcome: NonNullable<MiniMaxRecordedRequest['outcome']>): void => {
      record.outcome = outcome;
      record.status = response.statusCode;
    };
    if (raw === undefined) return finish(fault(response, new MiniMaxSimulatorFault(413, 'request body too large')));
    if (url.pathname === '/v1/embeddings' && record.method === 'POST') {
      const denied = this.validator.checkAuth(request.headers.authorization);
      if (denied) {
        player.sendError(denied);
        return finish('rejected');
      }
      const { status, json } = MiniMaxEmbeddings.respond(record.body);
      MiniMaxHttp.sendJson(response, status, json);
      return finish('completed');
    }
    if (!dialect) return finish(fault(response, new MiniMaxSimulatorFault(404, `no route for ${url.pathname}`)));
    if (record.method !== 'POST') {
      return finish(fault(response, new MiniMaxSimulatorFault(405, 'only POST is allowed')));
    }
    const invalid = this.validator.validate(request.headers.authorization, raw);
    if (invalid) {
      player.sendError(invalid);
      return finish('rejected');
    }
    let scenario: MiniMaxScenario;
    const chosen = (MiniMaxHttp.header(request.headers['x-sim-scenario']) ?? url.searchParams.get('scenario'))?.trim();
    try {
      scenario = this.select(record, chosen);
    } catch (error) {
      return finish(fault(response, error));
    }
    if (scenario.httpError?.echoRequestHeaders === true) scenario = echoHeaders(scenario, request);
    const byName = chosen !== undefined && !chosen.startsWith('{');
    record.scenario = byName ? chosen : scenario.name ?? '(unnamed)';
    const clock = this.options.created ?? 1776839993;
    const created = typeof clock === 'function' ? clock() : clock;
    const builder = new MiniMaxResponseBuilder(scenario, record.body, dialect, this.ids, created);
    try {
      finish(await player.play(scenario, builder, MiniMaxRequestInspector.isStream(record.body)));
    } catch (error) {
      if (!signal.aborted) throw error;
      finish(signal.reason === STOPPING ? 'stopped' : 'client-aborted');
    }
  }

  private select(record: MiniMaxRecordedRequest, chosen: string | undefined): MiniMaxScenario {
    const source = chosen !== undefined ? this.resolve(chosen) : this.scripted.take(record) ?? this.defaultScenario;
    return typeof source === 'function' ? source(structuredClone(record)) : source;
  }

  private resolve(chosen: string): MiniMaxScenarioSource {
    if (chosen.startsWith('{')) {
      const parsed = MiniMaxHttp.parseJson(chosen, undefined);
      if (typeof parsed !== 'object' || parsed === null) {
        throw new MiniMaxSimulatorFault(400, 'X-Sim-Scenario is not valid JSON');
      }
      return parsed as MiniMaxScenario;
    }
    const source = this.named.get(chosen) ?? MiniMaxScenarioPresets.get(chosen);
    if (source === undefined) throw new MiniMaxSimulatorFault(400, `unknown scenario: ${chosen}`);
    return source;
  }

  private control(method: string, path: string, raw: string | undefined, response: ServerResponse): void {
    const send = (status: number, body: unknown): void => MiniMaxHttp.sendJson(response, status, body);
    if (method === 'GET' && path === '/__sim/requests') return send(200, this.recordings);
    if (method === 'GET' && path === '/__sim/scenarios') {
      return send(200, { presets: MiniMaxScenarioPresets.names(), named: [...this.named.keys()] });
    }
    if (method === 'POST' && path === '/__sim/reset') {
      this.reset();
      return send(200, { ok: true });
    }
    if (method === 'POST' && path === '/__sim/script') {
      const parsed = MiniMaxHttp.parseJson(raw ?? '', undefined);
      const list = Array.isArray(parsed) ? parsed : [parsed];
      if (list.some((s) => typeof s !== 'object' || s === null || Array.isArray(s))) {
        return send(400, MiniMaxHttp.simulatorError('expected a scenario object or an array of them'));
      }
      this.enqueue(...(list as MiniMaxScenario[]));
      return send(200, { queued: list.length, pending: this.pendingScenarios() });
    }
    return send(404, MiniMaxHttp.simulatorError(`no control route ${method} ${path}`));
  }
}

function fault(response: ServerResponse, error: unknown): 'rejected' | 'error' {
  const known = error instanceof MiniMaxSimulatorFault;
  const message = error instanceof Error ? error.message : String(error);
  MiniMaxHttp.sendJson(response, known ? error.status : 500, MiniMaxHttp.simulatorError(message));
  return known ? 'rejected' : 'error';
}

/** A careless server's error: the request headers, credentials included, appended to the message. */
function echoHeaders(scenario: MiniMaxScenario, request: IncomingMessage): MiniMaxScenario {
  const httpError = scenario.httpError as MiniMaxScenarioHttpError;
  return { ...scenario, httpError: { ...httpError, message: `${httpError.message}; request headers: ${JSON.stringify(request.headers)}` } };
}
