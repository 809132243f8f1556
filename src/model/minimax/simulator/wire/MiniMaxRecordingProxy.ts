/* spring-ai-ts, Apache-2.0. No Spring counterpart: a proxy that records (or replays) a run's exchanges with the model API. */
import { appendFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IllegalStateException } from '../../../../java/core/IllegalStateException.js';
import { listen, shutDown, type ListeningServer } from '../internal/loopbackServer.js';
import { MiniMaxHttp } from '../MiniMaxHttp.js';
import { MiniMaxSimulator } from '../MiniMaxSimulator.js';
import { MiniMaxSimulatorCli } from '../MiniMaxSimulatorCli.js';
import type { MiniMaxSimulatorAddress } from '../MiniMaxSimulatorAddress.js';
import { sseDataPayloads, sseEvent } from './internal/sse.js';
import type { MiniMaxRecordingProxyOptions } from './MiniMaxRecordingProxyOptions.js';
import type { MiniMaxWireExchange } from './MiniMaxWireExchange.js';
import { MiniMaxWireRecording } from './MiniMaxWireRecording.js';

// Hop-by-hop headers (RFC 9110 7.6.1) are not forwarded, nor those the Connection header names.
// Java's HttpClient, which Spring's RestClient uses, offers an HTTP/2 upgrade (`Upgrade: h2c`,
// `HTTP2-Settings`) on every plain-HTTP request; fetch refuses to send such headers.
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'trailer',
  'proxy-connection',
  'proxy-authorization',
  'expect',
]);
const MAX_BODY = 20 * 1024 * 1024;

/**
 * A loopback HTTP server that sits between an application and the model API and writes every
 * exchange (request body, response body or SSE events, status, timing) as a JSON line, without
 * credentials: the `record` and `replay` commands of `spring-ai-ts-simulator`.
 *
 * Point the application's MiniMax base URL at {@link MiniMaxRecordingProxy.start}'s `baseUrl`
 * (`spring.ai.minimax.base-url` in a Spring AI application, `new MiniMaxApi({ baseUrl })` here).
 * The application's API key passes through to the upstream untouched and is never written.
 *
 * @example
 * ```ts
 * const proxy = new MiniMaxRecordingProxy({ replay: MiniMaxWireRecording.read('spring.jsonl'), out: 'ts.jsonl' });
 * const { baseUrl } = await proxy.start();
 * // … run the TypeScript port against baseUrl …
 * await proxy.stop();
 * ```
 * @category Testing
 */
export class MiniMaxRecordingProxy {
  private listening: ListeningServer | undefined;
  private address: MiniMaxSimulatorAddress | undefined;
  private ownSimulator: MiniMaxSimulator | undefined;
  private upstreamBase: string | undefined;
  private readonly recorded: MiniMaxWireExchange[] = [];
  private round = 0;

  constructor(private readonly options: MiniMaxRecordingProxyOptions = {}) {}

  /** Starts listening (and the simulator behind it, when one answers). */
  async start(): Promise<MiniMaxSimulatorAddress> {
    if (this.address) return this.address;
    if (this.options.replay === undefined) this.upstreamBase = await this.resolveUpstream();
    if (this.options.out !== undefined) writeFileSync(this.options.out, '');
    this.listening = await listen(
      (request, response) => {
        this.handle(request, response).catch((error: unknown) => {
          if (!response.headersSent) MiniMaxHttp.sendJson(response, 502, MiniMaxHttp.simulatorError(`proxy: ${(error as Error).message}`));
          else response.destroy();
        });
      },
      { host: this.options.host, port: this.options.port },
    );
    this.address = this.listening.address;
    return this.address;
  }

  /** Stops listening, and the simulator it started itself. */
  async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    this.address = undefined;
    if (listening !== undefined) await shutDown(listening);
    await this.ownSimulator?.stop();
    this.ownSimulator = undefined;
  }

  /** The base URL to point the application at; throws `IllegalStateException` before `start()`. */
  getBaseUrl(): string {
    if (!this.address) throw new IllegalStateException('The recording proxy is not started');
    return this.address.baseUrl;
  }

  /** Copies of the exchanges recorded so far, in order. */
  exchanges(): MiniMaxWireExchange[] {
    return structuredClone(this.recorded);
  }

  private async resolveUpstream(): Promise<string> {
    if (this.options.upstream !== undefined) return this.options.upstream.replace(/\/+$/, '');
    if (this.options.simulator !== undefined) return (await this.options.simulator.start()).baseUrl;
    this.ownSimulator = new MiniMaxSimulator({ defaultScenario: MiniMaxSimulatorCli.manualScenario() });
    return (await this.ownSimulator.start()).baseUrl;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const startedAt = new Date();
    const started = performance.now();
    const url = new URL(request.url ?? '/', 'http://proxy');
    const raw = await MiniMaxHttp.readBody(request, MAX_BODY);
    const seq = this.round++;
    const exchange: MiniMaxWireExchange = {
      seq,
      method: request.method ?? 'GET',
      path: url.pathname,
      startedAt: startedAt.toISOString(),
      request: { headers: MiniMaxWireRecording.safeHeaders(request.headers), body: MiniMaxHttp.parseJson(raw, raw) },
      response: { status: 0 },
    };
    try {
      if (this.options.replay !== undefined) this.replay(seq, response, exchange);
      else await this.forward(request, url, raw, response, exchange);
    } finally {
      exchange.durationMs = Math.round((performance.now() - started) * 1000) / 1000;
      this.recorded.push(exchange);
      if (this.options.out !== undefined) appendFileSync(this.options.out, MiniMaxWireRecording.toLine(exchange));
    }
  }

  private replay(seq: number, response: ServerResponse, exchange: MiniMaxWireExchange): void {
    const recorded = this.options.replay?.[seq];
    if (recorded === undefined) {
      const message = `replay: the recording has ${this.options.replay?.length ?? 0} rounds, no round ${seq + 1}`;
      MiniMaxHttp.sendJson(response, 500, MiniMaxHttp.simulatorError(message));
      exchange.response = { status: 500, contentType: 'application/json', body: MiniMaxHttp.simulatorError(message) };
      return;
    }
    const { status, contentType, events, body } = recorded.response;
    if (events !== undefined) {
      response.writeHead(status, { 'content-type': contentType ?? 'text/event-stream', 'cache-control': 'no-cache' });
      for (const payload of events) response.write(sseEvent(payload));
      response.end();
    } else {
      const text = typeof body === 'string' ? body : JSON.stringify(body ?? {});
      response.writeHead(status, { 'content-type': contentType ?? 'application/json' });
      response.end(text);
    }
    exchange.response = structuredClone(recorded.response);
  }

  private async forward(request: IncomingMessage, url: URL, raw: string, response: ServerResponse, exchange: MiniMaxWireExchange): Promise<void> {
    const headers = new Headers();
    const named = new Set(String(request.headers.connection ?? '').toLowerCase().split(',').map((name) => name.trim()));
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name.toLowerCase()) || named.has(name.toLowerCase())) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const abort = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abort.abort();
    });
    const method = request.method ?? 'GET';
    const init: RequestInit = { method, headers, signal: abort.signal };
    if (method !== 'GET' && method !== 'HEAD') init.body = raw;
    const upstream = await fetch(`${this.upstreamBase ?? ''}${url.pathname}${url.search}`, init);
    const contentType = upstream.headers.get('content-type') ?? undefined;
    response.writeHead(upstream.status, contentType === undefined ? {} : { 'content-type': contentType });
    let text = '';
    if (upstream.body !== null) {
      const decoder = new TextDecoder();
      for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        response.write(chunk);
      }
      text += decoder.decode();
    }
    response.end();
    exchange.response = { status: upstream.status };
    if (contentType !== undefined) exchange.response.contentType = contentType;
    if (contentType?.includes('text/event-stream')) exchange.response.events = sseDataPayloads(text);
    else exchange.response.body = MiniMaxHttp.parseJson(text, text);
  }
}
