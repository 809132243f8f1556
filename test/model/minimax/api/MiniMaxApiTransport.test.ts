// spring-ai-ts own tests: how MiniMaxApi sends through the `openai` client (its buildRequest and
// fetchWithTimeout) and what each transport failure becomes, against real loopback servers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import OpenAI from 'openai';
import { AbortedException } from '../../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../../src/java/core/AbortSignalContext.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';
import { ChatCompletionMessage, ChatCompletionRequest, MiniMaxApi, MiniMaxApiException } from '../../../../src/model/minimax/index.js';
import { TransientAiException } from '../../../../src/retry/TransientAiException.js';

const KEY = 'sk-transport-secret-0123456789';
const request = (stream = false): ChatCompletionRequest =>
  new ChatCompletionRequest([new ChatCompletionMessage('hi', ChatCompletionMessage.Role.USER)], 'MiniMax-M2.7', 0.7, stream);

/** A loopback server that answers through `handler` and records what it received. */
async function server(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const received: Array<{ url: string | undefined; headers: http.IncomingHttpHeaders; body: string }> = [];
  const sockets = new Set<import('node:net').Socket>();
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body });
      handler(req, res);
    });
  });
  srv.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => srv.close(resolve));
    },
  };
}

const causes = (error: unknown): Array<{ name?: unknown; code?: unknown; message?: unknown }> => {
  const out: Array<{ name?: unknown; code?: unknown; message?: unknown; cause?: unknown }> = [];
  for (let cause = (error as { cause?: unknown }).cause; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    out.push(cause as (typeof out)[number]);
  }
  return out;
};

describe('MiniMaxApi transport (spring-ai-ts)', () => {
  test('the request carries the client-built URL, auth, platform headers, default headers and JSON body', async () => {
    const srv = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'c1', object: 'chat.completion', created: 1, model: 'M', choices: [{ index: 0, message: { role: 'assistant', content: 'hello' }, finish_reason: 'stop' }] }));
    });
    try {
      const api = new MiniMaxApi({ baseUrl: srv.baseUrl, apiKey: KEY, completionsPath: 'openai', defaultHeaders: { 'x-team': 'blue' } });
      const entity = await api.chatCompletionEntity(request());
      expect(entity.getBody()?.choices()?.[0]?.message()?.content()).toBe('hello');
      const [sent] = srv.received;
      expect(sent?.url).toBe('/v1/chat/completions');
      expect(sent?.headers['authorization']).toBe(`Bearer ${KEY}`);
      expect(sent?.headers['content-type']).toBe('application/json');
      expect(sent?.headers['x-team']).toBe('blue');
      expect(sent?.headers['x-stainless-retry-count']).toBe('0');
      expect(sent?.headers['user-agent']).toMatch(/^OpenAI\/JS /);
      expect(JSON.parse(sent?.body ?? '')).toMatchObject({ model: 'MiniMax-M2.7', temperature: 0.7, messages: [{ role: 'user', content: 'hi' }] });
    } finally {
      await srv.close();
    }
  });

  test('an own client reuses the head it built per path: each request keeps its own body and signal', async () => {
    const srv = await server((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/v1/embeddings') {
        res.end(JSON.stringify({ vectors: [[0.5]], model: 'embo-01', total_tokens: 1, base_resp: { status_code: 0, status_msg: 'success' } }));
        return;
      }
      res.end(JSON.stringify({ id: 'c1', object: 'chat.completion', created: 1, model: 'M', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }] }));
    });
    try {
      const api = new MiniMaxApi({ baseUrl: srv.baseUrl, apiKey: KEY, completionsPath: 'openai', defaultHeaders: { 'x-team': 'blue' } });
      const ask = (text: string): ChatCompletionRequest =>
        new ChatCompletionRequest([new ChatCompletionMessage(text, ChatCompletionMessage.Role.USER)], 'MiniMax-M2.7', 0.7, false);
      // The first requests to a path run concurrently with the building of its head.
      await Promise.all(['one', 'two', 'three'].map((text) => api.chatCompletionEntity(ask(text))));
      await api.embeddings(new MiniMaxApi.EmbeddingRequest(['a text'], 'embo-01', 'query'));
      const aborted = new AbortController();
      aborted.abort();
      await expect(AbortSignalContext.run(aborted.signal, () => api.chatCompletionEntity(ask('never')))).rejects.toBeInstanceOf(AbortedException);
      await api.chatCompletionEntity(ask('four'));
      const chats = srv.received.filter((sent) => sent.url === '/v1/chat/completions');
      expect(chats.map((sent) => JSON.parse(sent.body).messages[0].content).sort()).toEqual(['four', 'one', 'three', 'two']);
      const [embedding] = srv.received.filter((sent) => sent.url === '/v1/embeddings');
      expect(JSON.parse(embedding?.body ?? '')).toMatchObject({ texts: ['a text'], model: 'embo-01', type: 'query' });
      for (const sent of srv.received) {
        expect(sent.headers['authorization']).toBe(`Bearer ${KEY}`);
        expect(sent.headers['content-type']).toBe('application/json');
        expect(sent.headers['x-team']).toBe('blue');
        expect(sent.headers['content-length']).toBe(String(Buffer.byteLength(sent.body)));
      }
      expect(srv.received).toHaveLength(5);
      // The reused heads hold the Authorization header: the client's inspection never shows them.
      expect(inspect(api, { depth: 10 })).not.toContain(KEY);
      expect(inspect(api, { depth: 10, showHidden: true })).not.toContain(KEY);
    } finally {
      await srv.close();
    }
  });

  test('a given client sends through its own fetch', async () => {
    const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
    const { baseUrl } = await simulator.start();
    const urls: string[] = [];
    try {
      const client = new OpenAI({
        baseURL: `${baseUrl}/v1`,
        apiKey: KEY,
        fetch: (input, init) => {
          urls.push(String(input));
          return globalThis.fetch(input, init);
        },
      });
      const api = new MiniMaxApi({ client, completionsPath: 'openai' });
      simulator.enqueue(MiniMaxScenarios.text('via the client', { chunks: 2 }));
      const chunks = await api.chatCompletionStream(request(true)).collectList();
      expect(chunks.map((chunk) => chunk.choices()?.[0]?.delta()?.content() ?? '').join('')).toBe('via the client');
      expect(urls).toEqual([`${baseUrl}/v1/chat/completions`]);
    } finally {
      await simulator.stop();
    }
  });

  test("a given client's hooks run and an apiKey function gives each request a fresh key", async () => {
    const srv = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'c1', object: 'chat.completion', created: 1, model: 'M', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }] }));
    });
    try {
      let issued = 0;
      const prepared: string[] = [];
      class HookedClient extends OpenAI {
        protected override async prepareRequest(request: RequestInit, { url }: { url: string }): Promise<void> {
          prepared.push(url);
          (request.headers as Headers).set('x-prepared', 'yes');
        }
      }
      const client = new HookedClient({ baseURL: `${srv.baseUrl}/v1`, apiKey: async () => `token-${++issued}` });
      const api = new MiniMaxApi({ client, completionsPath: 'openai' });
      await api.chatCompletionEntity(request());
      await api.chatCompletionEntity(request());
      expect(srv.received.map((sent) => sent.headers['authorization'])).toEqual(['Bearer token-1', 'Bearer token-2']);
      expect(srv.received.map((sent) => sent.headers['x-prepared'])).toEqual(['yes', 'yes']);
      expect(prepared).toEqual([`${srv.baseUrl}/v1/chat/completions`, `${srv.baseUrl}/v1/chat/completions`]);
    } finally {
      await srv.close();
    }
  });

  test('a refused connection is a transient connection failure with the fetch error as cause, never the key', async () => {
    const srv = await server(() => undefined);
    const { baseUrl } = srv;
    await srv.close(); // nothing listens there now
    const api = new MiniMaxApi({ baseUrl, apiKey: KEY });
    for (const run of [() => api.chatCompletionEntity(request()), () => api.chatCompletionStream(request(true)).collectList()]) {
      const error = await run().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(TransientAiException);
      expect((error as Error).message).toBe('MiniMax connection failed: Connection error.');
      expect(causes(error).some((cause) => cause.code === 'ECONNREFUSED')).toBe(true);
      expect(inspect(error, { depth: 10 })).not.toContain(KEY);
    }
  });

  test('a server that never answers runs into the response timeout', async () => {
    const srv = await server(() => undefined); // reads the request, never responds
    try {
      const api = new MiniMaxApi({ baseUrl: srv.baseUrl, apiKey: KEY, timeout: 150 });
      const started = Date.now();
      const error = await api.chatCompletionStream(request(true)).collectList().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(TransientAiException);
      expect((error as Error).message).toBe('MiniMax connection failed: Request timed out.');
      expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    } finally {
      await srv.close();
    }
  });

  test('a caller abort while the response is awaited is an abort, not the response timeout, and leaves no listener', async () => {
    const srv = await server(() => undefined); // reads the request, never responds
    try {
      const api = new MiniMaxApi({ baseUrl: srv.baseUrl, apiKey: KEY, timeout: 60_000 });
      for (const reason of [undefined, new Error('caller gave up')]) {
        const controller = new AbortController();
        const added: string[] = [];
        const add = controller.signal.addEventListener.bind(controller.signal);
        controller.signal.addEventListener = ((...args: Parameters<AbortSignal['addEventListener']>) => {
          added.push(args[0]);
          add(...args);
        }) as typeof controller.signal.addEventListener;
        const pending = AbortSignalContext.run(controller.signal, () => api.chatCompletionStream(request(true)).collectList()).catch((failure: unknown) => failure);
        while (srv.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        srv.received.length = 0;
        controller.abort(reason);
        const error = await pending;
        expect(error).toBeInstanceOf(AbortedException);
        // One listener of the request's own, on the caller's signal only.
        expect(added).toEqual(['abort']);
      }
    } finally {
      await srv.close();
    }
  });

  test('a caller signal aborted before the send sends nothing', async () => {
    const srv = await server((_req, res) => res.end('{}'));
    try {
      const api = new MiniMaxApi({ baseUrl: srv.baseUrl, apiKey: KEY });
      const controller = new AbortController();
      controller.abort(new Error('caller gave up'));
      const error = await AbortSignalContext.run(controller.signal, () => api.chatCompletionEntity(request())).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(AbortedException);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(srv.received).toHaveLength(0);
    } finally {
      await srv.close();
    }
  });

  test('an HTTP error keeps its status and body, whatever the body', async () => {
    const srv = await server((_req, res) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('plain text trouble');
    });
    try {
      const api = new MiniMaxApi({ baseUrl: srv.baseUrl, apiKey: KEY });
      const error = await api.chatCompletionEntity(request()).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(MiniMaxApiException);
      expect((error as Error).message).toBe('400 - plain text trouble');
    } finally {
      await srv.close();
    }
  });
});
