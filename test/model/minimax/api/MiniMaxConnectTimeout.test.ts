import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { inspect } from 'node:util';
import { ChatCompletionRequest } from '../../../../src/model/minimax/api/ChatCompletionRequest.js';
import { ChatCompletionMessage } from '../../../../src/model/minimax/api/ChatCompletionMessage.js';
import { MiniMaxApi } from '../../../../src/model/minimax/api/MiniMaxApi.js';
import { MiniMaxConnectTimeoutException } from '../../../../src/model/minimax/api/MiniMaxConnectTimeoutException.js';
import { DEFAULT_CONNECT_TIMEOUT } from '../../../../src/model/minimax/api/internal/connectTimeout.js';
import { MiniMaxChatModel } from '../../../../src/model/minimax/MiniMaxChatModel.js';
import { MiniMaxChatOptions } from '../../../../src/model/minimax/MiniMaxChatOptions.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Duration } from '../../../../src/core/time/Duration.js';
import { IllegalArgumentException } from '../../../../src/core/IllegalArgumentException.js';
import { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { RetryUtils } from '../../../../src/retry/RetryUtils.js';
import { TransientAiException } from '../../../../src/retry/TransientAiException.js';
import { capturedLogs } from '../../../harness/logs.js';

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
  });

  test('streams and Duration values use the same timeout', async () => {
    const api = new MiniMaxApi({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, connectTimeout: Duration.ofMillis(200) });
    const error = await api.chatCompletionStream(request(true)).collectList().catch((failure: unknown) => failure);
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

  test('the timeout is 10 s unless configured, and must be positive', () => {
    expect(DEFAULT_CONNECT_TIMEOUT).toBe(10_000);
    expect(() => new MiniMaxApi({ apiKey: API_KEY, connectTimeout: 0 })).toThrow(
      new IllegalArgumentException('connectTimeout must be positive'),
    );
  });
});
