// spring-ai-ts own tests: the HTTP side every OpenAI-compatible provider shares.
import { inspect } from 'node:util';
import { AbortedException } from '../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../src/java/core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { OpenAiCompatibleClient, type OpenAiCompatibleClientOptions } from '../../../src/model/openai-compatible/OpenAiCompatibleClient.js';
import { sse, TestAssembler, type TestChunk, TestHttpError, testProvider, TestStreamError } from './testProvider.js';

const KEY = 'sk-test-0123456789abcdef';

interface Sent {
  url: string;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch answers with `respond` and records what was sent. */
function clientWith(respond: (init: RequestInit) => Response | Promise<Response>, options: Partial<OpenAiCompatibleClientOptions> = {}) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers), body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return respond(init ?? {});
  }) as typeof globalThis.fetch;
  const client = new OpenAiCompatibleClient({ apiKey: KEY, baseURL: 'http://acme.test/v1', fetch, connectTimeout: 1000, ...options }, testProvider);
  return { client, sent };
}

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function drain(iterator: AsyncIterator<TestChunk>): Promise<TestChunk[]> {
  const chunks: TestChunk[] = [];
  for (;;) {
    const result = await iterator.next();
    if (result.done === true) return chunks;
    chunks.push(result.value);
  }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('OpenAiCompatibleClient (spring-ai-ts)', () => {
  test('postJson posts the body as JSON to the path, with the key as bearer token, and parses the answer', async () => {
    const { client, sent } = clientWith(() => json({ ok: true }));
    const { json: answer, response } = await client.postJson('/chat/completions', { model: 'm' });
    expect(answer).toEqual({ ok: true });
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://acme.test/v1/chat/completions');
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(sent[0]?.body).toEqual({ model: 'm' });
  });

  test('an HTTP error becomes the provider error with status and body, the key masked', async () => {
    const { client } = clientWith(() => json({ error: { message: `bad key ${KEY}` } }, 401));
    const error = await rejection(client.postJson('/chat/completions', {}));
    expect(error).toBeInstanceOf(TestHttpError);
    expect((error as TestHttpError).status).toBe(401);
    expect((error as TestHttpError).message).toContain('bad key');
    expect((error as TestHttpError).message).not.toContain(KEY);
    expect(inspect(error)).not.toContain(KEY);
  });

  test("the caller's abort rejects with AbortedException naming the provider", async () => {
    const controller = new AbortController();
    const { client } = clientWith(
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = AbortSignalContext.run(controller.signal, () => client.postJson('/chat/completions', {}));
    controller.abort();
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(AbortedException);
    expect((error as Error).message).toBe('The Acme request was aborted');
  });

  test('stream yields the assembler chunks of the SSE body, usage last', async () => {
    const body = sse({ content: 'Hi' }) + sse({ content: '!' }, 'stop', { usage: { total_tokens: 7 } }) + 'data: [DONE]\n\n';
    const { client, sent } = clientWith(() => new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    const chunks = await drain(client.stream('/chat/completions', { stream: true }, new TestAssembler()));
    expect(chunks).toEqual([{ text: 'Hi', id: 'c1' }, { text: '!', finish: 'stop' }, { usage: 7 }]);
    expect(sent[0]?.body).toEqual({ stream: true });
  });

  test('a stream silent past its first-token timeout fails with the provider stream error', async () => {
    // As fetch does, the body fails when the request's signal aborts.
    const silent = (signal: AbortSignal | null | undefined) =>
      new ReadableStream<Uint8Array>({ start: (controller) => signal?.addEventListener('abort', () => controller.error(signal.reason)) });
    const { client } = clientWith((init) => new Response(silent(init.signal)), { streamFirstTokenTimeout: 30 });
    const error = await rejection(drain(client.stream('/chat/completions', {}, new TestAssembler())));
    expect(error).toBeInstanceOf(TestStreamError);
    expect((error as TestStreamError).reason).toBe('first-token-timeout');
    expect((error as Error).message).toBe('No Acme stream event within 30 ms (first-token timeout)');
  });

  test('a stream cut before its finish reason fails as truncated', async () => {
    const { client } = clientWith(() => new Response(sse({ content: 'Hi' })));
    const error = await rejection(drain(client.stream('/chat/completions', {}, new TestAssembler())));
    expect(error).toBeInstanceOf(TestStreamError);
    expect((error as TestStreamError).reason).toBe('truncated');
  });

  test('without a client a key is required; util.inspect never shows it', () => {
    expect(() => new OpenAiCompatibleClient({ baseURL: 'http://acme.test/v1' }, testProvider)).toThrow(IllegalArgumentException);
    expect(() => new OpenAiCompatibleClient({ baseURL: 'http://acme.test/v1' }, testProvider)).toThrow('Acme API key must be set');
    expect(() => new OpenAiCompatibleClient({ apiKey: KEY, baseURL: 'http://acme.test/v1', connectTimeout: 0 }, testProvider)).toThrow(
      'connectTimeout must be positive',
    );
    const { client } = clientWith(() => json({}));
    expect(inspect(client)).toBe("OpenAiCompatibleClient { baseURL: 'http://acme.test/v1' }");
  });
});
