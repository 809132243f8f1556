// spring-ai-ts fault suite, cause 2: a server that echoes the API key or the Authorization header
// in an error must not put it into the exception's message, stack, util.inspect or a log line;
// `console.log` of the API client, the chat model or a chat client must not show it either.
import { inspect } from 'node:util';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { MiniMaxSimulator, type MiniMaxScenario } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxApiException, MiniMaxChatModel, MiniMaxChatOptions } from '../../src/model/minimax/index.js';
import { RetryTemplate } from '../../src/java/retry/RetryTemplate.js';
import { TransientAiException } from '../../src/retry/TransientAiException.js';
import { capturedLogs } from '../harness/logs.js';
import { guardEachTest } from './processGuards.js';

const KEY = 'mm-secret-4f9a2c81d7e6b5a3';
const leaks = (value: unknown): boolean => {
  const text = value instanceof Error ? `${value.message}\n${value.stack}\n${inspect(value, { depth: Infinity })}` : inspect(value, { depth: Infinity });
  return text.includes(KEY) || text.includes(KEY.slice(4));
};

const echoes: Record<string, MiniMaxScenario> = {
  'HTTP 401 echoing the key': { httpError: { status: 401, code: 1004, message: `login fail: invalid key ${KEY}`, type: 'authorized_error' } },
  'HTTP 500 echoing the request headers': {
    httpError: { status: 500, code: 1000, message: `unknown error, request headers {"authorization":"Bearer ${KEY}","x-api-key":"${KEY}"}` },
  },
  'HTTP 502 echoing the headers it received (simulator echoRequestHeaders)': {
    httpError: { status: 502, code: 1000, message: 'bad gateway', echoRequestHeaders: true },
  },
  'HTTP 200 base_resp 1004 echoing the key': { baseResp: { status_code: 1004, status_msg: `authorization failed for Bearer ${KEY}` } },
  'HTTP 400 base_resp body echoing the header': {
    httpError: { status: 400, code: 2013, message: `invalid params, Authorization: Bearer ${KEY}`, style: 'base_resp' },
  },
};
const streamOnly: Record<string, MiniMaxScenario> = {
  'a stream error event echoing the key': { events: [{ error: { type: 'authorized_error', message: `bad api_key=${KEY}`, http_code: '401' } }] },
};

describe('API key redaction (fault suite, cause 2)', () => {
  guardEachTest();
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let api: MiniMaxApi;
  let model: MiniMaxChatModel;
  beforeAll(async () => {
    const { baseUrl } = await simulator.start();
    api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' });
    const retry = RetryTemplate.builder().maxAttempts(1).retryOn(TransientAiException).build();
    model = MiniMaxChatModel.builder().miniMaxApi(api).defaultOptions(MiniMaxChatOptions.builder().model('MiniMax-M2.7').build()).retryTemplate(retry).build();
  });
  afterAll(() => simulator.stop());
  afterEach(() => {
    for (const entry of capturedLogs.take()) expect(entry.line).not.toContain(KEY);
  });

  describe.each(Object.entries(echoes))('%s', (_name, scenario) => {
    test('call: the error names the failure without the key', async () => {
      simulator.enqueue(scenario);
      const error = await model.call(new Prompt('hi')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).toContain('[REDACTED]');
      expect(leaks(error)).toBe(false);
    });

    test('stream: the error names the failure without the key', async () => {
      simulator.enqueue(scenario);
      const error = await model.stream(new Prompt('hi')).collectList().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(leaks(error)).toBe(false);
    });
  });

  describe.each(Object.entries(streamOnly))('%s', (_name, scenario) => {
    test('stream: the error names the failure without the key', async () => {
      simulator.enqueue(scenario);
      const error = await model.stream(new Prompt('hi')).collectList().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MiniMaxApiException);
      expect((error as Error).message).toContain('[REDACTED]');
      expect(leaks(error)).toBe(false);
    });
  });

  test('util.inspect of the API client, the chat model and a chat client hides the key', () => {
    const client = ChatClient.builder(model).build();
    expect(leaks(api)).toBe(false);
    expect(leaks(model)).toBe(false);
    expect(leaks(client)).toBe(false);
    expect(inspect(api)).toContain('MiniMaxApi');
  });

  test('an API client built around a caller-provided openai client hides its key too', async () => {
    const { default: OpenAI } = await import('openai');
    const wrapped = new MiniMaxApi({ client: new OpenAI({ apiKey: KEY, baseURL: `${simulator.getBaseUrl()}/v1` }), completionsPath: 'openai' });
    expect(leaks(wrapped)).toBe(false);
  });
});

describe('MiniMaxSimulator echoRequestHeaders (fault-suite support)', () => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());

  test('the error body carries the received Authorization header verbatim', async () => {
    simulator.enqueue({ httpError: { status: 500, code: 1000, message: 'boom', echoRequestHeaders: true } });
    const response = await fetch(`${simulator.getBaseUrl()}/v1/text/chatcompletion_v2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'MiniMax-M2.7', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain(`Bearer ${KEY}`);
    expect(body).toContain('boom; request headers: ');
    expect(JSON.stringify(simulator.requests())).not.toContain(KEY);
  });
});
