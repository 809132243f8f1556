import { AsyncLocalStorage } from 'node:async_hooks';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { inspect } from 'node:util';
import OpenAI from 'openai';
import { ChatCompletionRequest } from '../../../../src/model/minimax/api/ChatCompletionRequest.js';
import { ChatCompletionMessage } from '../../../../src/model/minimax/api/ChatCompletionMessage.js';
import { MiniMaxApi } from '../../../../src/model/minimax/api/MiniMaxApi.js';
import { MiniMaxConnectTimeoutException } from '../../../../src/model/minimax/api/MiniMaxConnectTimeoutException.js';
import { DEFAULT_CONNECT_TIMEOUT } from '../../../../src/model/openai-compatible/connectTimeout.js';
import { MiniMaxChatModel } from '../../../../src/model/minimax/MiniMaxChatModel.js';
import { MiniMaxChatOptions } from '../../../../src/model/minimax/MiniMaxChatOptions.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Duration } from '../../../../src/java/core/time/Duration.js';
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { RetryUtils } from '../../../../src/retry/RetryUtils.js';
import { TransientAiException } from '../../../../src/retry/TransientAiException.js';
import { capturedLogs } from '../../../harness/logs.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';

const API_KEY = 'sk-connect-timeout-secret-0123456789';
const { Role } = ChatCompletionMessage;

// A host that never completes a TCP handshake, on loopback only: a child process listens with a
// backlog of one and then blocks its event loop, so it never accepts; once the accept queue is
// full (filled below), the kernel drops further connection attempts and they hang, as they do
// against an unreachable host.
let holder: ChildProcess;
let port: number;
const fillers: net.Socket[] = [];

beforeAll(async () => {
  holder = spawn(
    process.execPath,
    [
      '-e',
      `const s = require('node:net').createServer();
       s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
         process.stdout.write(s.address().port + '\\n');
         setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0), 50);
       });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  port = await new Promise<number>((resolve) => holder.stdout?.once('data', (data) => resolve(Number(String(data).trim()))));
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (let i = 0; i < 4; i++) {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    fillers.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
});

afterAll(() => {
  for (const socket of fillers) socket.destroy();
  holder.kill('SIGKILL');
});

const request = (stream = false): ChatCompletionRequest =>
  new ChatCompletionRequest([new ChatCompletionMessage('hi', Role.USER)], 'MiniMax-M2.7', 0.7, stream);

describe('MiniMaxApi connect timeout (spring-ai-ts)', () => {
  test('a host that never accepts fails fast with a typed, transient error naming the host, never the key', async () => {
    const api = new MiniMaxApi({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, connectTimeout: 300 });
    const started = Date.now();
    const error = await api.chatCompletionEntity(request()).catch((failure: unknown) => failure);
    const elapsed = Date.now() - started;

    expect(error).toBeInstanceOf(MiniMaxConnectTimeoutException);
    expect(error).toBeInstanceOf(TransientAiException);
    const timeout = error as MiniMaxConnectTimeoutException;
    expect(timeout.message).toBe(`Could not connect to MiniMax at 127.0.0.1:${port} within 300 ms (connect timeout)`);
    expect(timeout.getHost()).toBe(`127.0.0.1:${port}`);
    expect(timeout.getTimeoutMillis()).toBe(300);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(8000);
    expect(inspect(timeout, { depth: 10 })).not.toContain(API_KEY);
    // The cause is the fetch's own failure (undici's connect timeout), not a wrapper of ours.
    // (Errors of Node's fetch come from another realm than the test's: no instanceof here.)
    const causes: Array<{ name?: unknown; code?: unknown; message?: unknown; cause?: unknown }> = [];
    for (let cause = timeout.cause as (typeof causes)[number] | undefined; typeof cause === 'object' && cause !== null; cause = cause.cause as (typeof causes)[number] | undefined) {
      causes.push(cause);
    }
    expect(causes.some((cause) => cause.code === 'UND_ERR_CONNECT_TIMEOUT' || String(cause.message).startsWith('ConnectTimeoutError:'))).toBe(true);
    expect(causes.map((cause) => cause.name)).not.toContain('ConnectFailure');
  });

  test('streams and Duration values use the same timeout', async () => {
    const api = new MiniMaxApi({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, connectTimeout: Duration.ofMillis(200) });
    const error = await api.chatCompletionStream(request(true)).collectList().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(MiniMaxConnectTimeoutException);
    expect((error as Error).message).toBe(`Could not connect to MiniMax at 127.0.0.1:${port} within 200 ms (connect timeout)`);
  });

  test('a given client gets the connect timeout when one is asked for', async () => {
    const client = new OpenAI({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: API_KEY });
    const api = new MiniMaxApi({ client, connectTimeout: 200 });
    const error = await api.chatCompletionEntity(request()).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(MiniMaxConnectTimeoutException);
    expect((error as Error).message).toBe(`Could not connect to MiniMax at 127.0.0.1:${port} within 200 ms (connect timeout)`);
  });

  test('the chat model retries it and each retry log line names the cause', async () => {
    const api = new MiniMaxApi({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, connectTimeout: 100 });
    const model = new MiniMaxChatModel(
      api,
      MiniMaxChatOptions.builder().model('MiniMax-M2.7').build(),
      ToolCallingManager.builder().build(),
      RetryUtils.SHORT_RETRY_TEMPLATE,
    );
    await expect(model.call(new Prompt('hi'))).rejects.toBeInstanceOf(MiniMaxConnectTimeoutException);
    const retries = capturedLogs.take('Retry error');
    expect(retries.length).toBeGreaterThanOrEqual(9);
    for (const entry of retries) {
      expect(entry.line).toContain(`MiniMaxConnectTimeoutException: Could not connect to MiniMax at 127.0.0.1:${port} within 100 ms`);
      expect(entry.line).not.toContain(API_KEY);
    }
  }, 90_000);

  test('concurrent requests each report only their own connect failure', async () => {
    const simulator = new MiniMaxSimulator({ apiKeys: [API_KEY] });
    const { baseUrl } = await simulator.start();
    try {
      simulator.enqueue(MiniMaxScenarios.text('reached', { chunks: 2 }));
      const blocked = new MiniMaxApi({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, connectTimeout: 200 });
      const reachable = new MiniMaxApi({ baseUrl, apiKey: API_KEY, connectTimeout: 200 });
      const [failed, answered] = await Promise.allSettled([blocked.chatCompletionEntity(request()), reachable.chatCompletionStream(request(true)).collectList()]);
      expect(failed.status === 'rejected' && failed.reason).toBeInstanceOf(MiniMaxConnectTimeoutException);
      expect(answered.status).toBe('fulfilled');
      const text = answered.status === 'fulfilled' ? answered.value.map((chunk) => chunk.choices()?.[0]?.delta()?.content() ?? '').join('') : '';
      expect(text).toBe('reached');
    } finally {
      await simulator.stop();
    }
  });

  test('the fetch sees a plain RequestInit, and the model needs no AsyncLocalStorage for it', async () => {
    // An AsyncLocalStorage in use turns on promise hooks for the whole process: the connect-timeout
    // bookkeeping rides on the request instead, so the API client and a model stream run without one.
    const simulator = new MiniMaxSimulator({ apiKeys: [API_KEY] });
    const { baseUrl } = await simulator.start();
    const inits: RequestInit[] = [];
    const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = jest.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const api = new MiniMaxApi({
        baseUrl,
        apiKey: API_KEY,
        completionsPath: 'openai',
        fetch: (input, init) => {
          if (init !== undefined) inits.push(init);
          return globalThis.fetch(input, init);
        },
      });
      const model = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2.7').build());
      simulator.enqueue(MiniMaxScenarios.text('streamed answer', { chunks: 3 }));
      simulator.enqueue(MiniMaxScenarios.text('blocking answer'));
      const parts = await model.stream(new Prompt('hi')).collectList();
      const answer = await model.call(new Prompt('hi'));
      expect(parts.map((part) => part.getResult()?.getOutput().getText() ?? '').join('')).toBe('streamed answer');
      expect(answer.getResult()?.getOutput().getText()).toBe('blocking answer');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
      expect(inits).toHaveLength(2);
      for (const init of inits) expect(Object.getOwnPropertySymbols(init)).toEqual([]);
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
      await simulator.stop();
    }
  });

  test('the timeout is 10 s unless configured, and must be positive', () => {
    expect(DEFAULT_CONNECT_TIMEOUT).toBe(10_000);
    expect(() => new MiniMaxApi({ apiKey: API_KEY, connectTimeout: 0 })).toThrow(
      new IllegalArgumentException('connectTimeout must be positive'),
    );
  });
});
