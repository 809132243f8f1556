// spring-ai-ts own tests: MiniMaxApi against the MiniMax simulator through the real `openai` client.
import OpenAI from 'openai';
import { AbortedException } from '../../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../../src/java/core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { MiniMaxScenarios, MiniMaxSimulator, type MiniMaxScenario } from '../../../../src/model/minimax/simulator/index.js';
import {
  ChatCompletionChunk,
  ChatCompletionMessage,
  ChatCompletionRequest,
  MiniMaxApi,
  MiniMaxApiError,
  MiniMaxApiException,
  MiniMaxStreamException,
  MiniMaxTransientApiException,
} from '../../../../src/model/minimax/index.js';
import { NonTransientAiException } from '../../../../src/retry/NonTransientAiException.js';
import { TransientAiException } from '../../../../src/retry/TransientAiException.js';

const KEY = 'sk-test-key-1234';
const user = (text = 'Hello') => [new ChatCompletionMessage(text, ChatCompletionMessage.Role.USER)];
const callRequest = (text?: string) => new ChatCompletionRequest(user(text), 'MiniMax-M2.7', 0.7);
const streamRequest = (text?: string) => new ChatCompletionRequest(user(text), 'MiniMax-M2.7', 0.7, true);

interface Collected {
  chunks: ChatCompletionChunk[];
  text: string;
  reasoning: string;
  calls: Array<{ id: string | undefined; name: string | undefined; arguments: string | undefined }>;
  finish: string | undefined;
}

async function collect(api: MiniMaxApi, scenario: MiniMaxScenario, simulator: MiniMaxSimulator): Promise<Collected> {
  simulator.enqueue(scenario);
  const chunks = await api.chatCompletionStream(streamRequest()).collectList();
  const result: Collected = { chunks, text: '', reasoning: '', calls: [], finish: undefined };
  for (const chunk of chunks) {
    const choice = chunk.choices()?.[0];
    const delta = choice?.delta();
    result.text += delta?.content() ?? '';
    result.reasoning += delta?.reasoningContent() ?? '';
    for (const call of delta?.toolCalls() ?? []) {
      result.calls.push({ id: call.id(), name: call.function()?.name(), arguments: call.function()?.arguments() });
    }
    if (choice?.finishReason() !== undefined) result.finish = choice.finishReason()?.getValue();
  }
  return result;
}

describe('MiniMaxApi (spring-ai-ts, against the simulator)', () => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let v2: MiniMaxApi;
  let openAi: MiniMaxApi;
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = (await simulator.start()).baseUrl;
    v2 = new MiniMaxApi(baseUrl, KEY);
    openAi = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' });
  });
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());

  describe('call', () => {
    test('returns the completion with usage; a leading <think> block becomes reasoningContent', async () => {
      simulator.enqueue(MiniMaxScenarios.text('Sunny.', { thinking: 'Easy one.' }));
      const entity = await v2.chatCompletionEntity(callRequest());
      expect(entity.getStatusCode()).toBe(200);
      const message = entity.getBody()?.choices()?.[0]?.message();
      expect(message?.content()).toBe('Sunny.');
      expect(message?.reasoningContent()?.trim()).toBe('Easy one.');
      expect(entity.getBody()?.usage()?.totalTokens()).toBeGreaterThan(0);
      expect(entity.getBody()?.choices()?.[0]?.finishReason()?.name()).toBe('STOP');
      expect(simulator.lastRequest()?.path).toBe('/v1/text/chatcompletion_v2');
      expect(simulator.lastRequest()?.headers['authorization']).toBe('Bearer ***1234');
    });

    test('uses the OpenAI-compatible path when asked', async () => {
      simulator.enqueue(MiniMaxScenarios.text('Hi.'));
      await openAi.chatCompletionEntity(callRequest());
      expect(simulator.lastRequest()?.path).toBe('/v1/chat/completions');
    });

    test('base_resp error inside an HTTP 200: non-transient with code and message', async () => {
      simulator.enqueue(MiniMaxScenarios.baseResp(1008));
      const error = await v2.chatCompletionEntity(callRequest()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MiniMaxApiException);
      expect(error).toBeInstanceOf(NonTransientAiException);
      expect((error as MiniMaxApiException).getCode()).toBe(1008);
      expect((error as MiniMaxApiException).getStatusCode()).toBe(200);
      expect((error as MiniMaxApiException).getStatusMessage()).toBe('insufficient balance');
    });

    test('base_resp rate limit inside an HTTP 200: transient', async () => {
      simulator.enqueue(MiniMaxScenarios.baseResp(1002));
      const error = await v2.chatCompletionEntity(callRequest()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MiniMaxTransientApiException);
      expect(error).toBeInstanceOf(TransientAiException);
      expect((error as MiniMaxTransientApiException).getCode()).toBe(1002);
    });

    test('gateway HTTP errors keep Spring message and classes; the code comes from the message suffix', async () => {
      simulator.enqueue(MiniMaxScenarios.httpError('auth'));
      const auth = (await v2.chatCompletionEntity(callRequest()).catch((e: unknown) => e)) as MiniMaxApiException;
      expect(auth).toBeInstanceOf(NonTransientAiException);
      expect(auth.getMessage()).toMatch(/^401 - \{"type":"error","error":\{"type":"authorized_error","message":"login fail/);
      expect(auth.getCode()).toBe(1004);
      expect(auth.getStatusCode()).toBe(401);

      simulator.enqueue(MiniMaxScenarios.httpError('rate-limit'));
      const rateLimit = (await v2.chatCompletionEntity(callRequest()).catch((e: unknown) => e)) as MiniMaxApiException;
      expect(rateLimit).toBeInstanceOf(NonTransientAiException); // Spring: every 4xx, 429 included
      expect(rateLimit.getCode()).toBe(1002);
      expect(rateLimit.getRetryAfter()?.toMillis()).toBe(1000);

      simulator.enqueue(MiniMaxScenarios.httpError('system-error'));
      const server = (await v2.chatCompletionEntity(callRequest()).catch((e: unknown) => e)) as MiniMaxTransientApiException;
      expect(server).toBeInstanceOf(TransientAiException);
      expect(server.getCode()).toBe(1033);
      expect(server.getCause()).toBeInstanceOf(OpenAI.APIError);
    });

    test('an HTTP error with a base_resp body keeps its code', async () => {
      simulator.enqueue(MiniMaxScenarios.httpError({ status: 500, code: 1000, message: 'unknown error', style: 'base_resp' }));
      const error = (await v2.chatCompletionEntity(callRequest()).catch((e: unknown) => e)) as MiniMaxTransientApiException;
      expect(error).toBeInstanceOf(MiniMaxTransientApiException);
      expect(error.getCode()).toBe(1000);
      expect(error.getMessage()).toBe('500 - {"base_resp":{"status_code":1000,"status_msg":"unknown error"}}');
    });

    test("errorMapping 'minimax' classifies by MiniMax code: 429/1002 transient, 429/1008 not", async () => {
      const api = new MiniMaxApi({ baseUrl, apiKey: KEY, errorMapping: 'minimax' });
      simulator.enqueue(MiniMaxScenarios.httpError('rate-limit'), MiniMaxScenarios.httpError('insufficient-balance'));
      await expect(api.chatCompletionEntity(callRequest())).rejects.toBeInstanceOf(MiniMaxTransientApiException);
      await expect(api.chatCompletionEntity(callRequest())).rejects.toBeInstanceOf(MiniMaxApiException);
    });

    test('a custom ResponseErrorHandler decides what HTTP errors become', async () => {
      const handleError = jest.fn(async (response: { status: number; text(): Promise<string> }) => {
        throw new IllegalArgumentException(`custom ${response.status} ${(await response.text()).length > 0}`);
      });
      const api = new MiniMaxApi({ baseUrl, apiKey: KEY, responseErrorHandler: { hasError: () => true, handleError } });
      simulator.enqueue(MiniMaxScenarios.httpError('bad-request'));
      await expect(api.chatCompletionEntity(callRequest())).rejects.toThrow('custom 400 true');
    });

    test('argument checks reject with Spring messages', async () => {
      await expect(v2.chatCompletionEntity(undefined as unknown as ChatCompletionRequest)).rejects.toThrow(
        new IllegalArgumentException('The request body can not be null.'),
      );
      await expect(v2.chatCompletionEntity(streamRequest())).rejects.toThrow(
        new IllegalArgumentException('Request must set the stream property to false.'),
      );
      expect(() => v2.chatCompletionStream(callRequest())).toThrow(
        new IllegalArgumentException('Request must set the stream property to true.'),
      );
    });

    test('an abort of the caller signal cancels the HTTP request', async () => {
      simulator.enqueue(MiniMaxScenarios.text('late', { firstByteDelayMs: 10_000 }));
      const controller = new AbortController();
      const pending = AbortSignalContext.run(controller.signal, () => v2.chatCompletionEntity(callRequest()));
      while (simulator.requests().length === 0) await new Promise((resolve) => setImmediate(resolve));
      controller.abort();
      await expect(pending).rejects.toBeInstanceOf(AbortedException);
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
    });

    test('a given OpenAI client is used, with its retries turned off', async () => {
      const fetchSpy = jest.fn((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
      const client = new OpenAI({ baseURL: `${baseUrl}/v1`, apiKey: KEY, maxRetries: 5, fetch: fetchSpy });
      const api = new MiniMaxApi({ client });
      simulator.enqueue(MiniMaxScenarios.httpError('service-unavailable'));
      await expect(api.chatCompletionEntity(callRequest())).rejects.toBeInstanceOf(TransientAiException);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(simulator.requests()).toHaveLength(1);
    });
  });

  describe('stream', () => {
    test('text deltas arrive one by one and the usage comes last, in a chunk without choices', async () => {
      const result = await collect(openAi, MiniMaxScenarios.text('Hello there, agent.', { chunks: 4 }), simulator);
      expect(result.text).toBe('Hello there, agent.');
      expect(result.chunks.length).toBe(5);
      expect(result.finish).toBe('stop');
      const last = result.chunks.at(-1) as ChatCompletionChunk;
      expect(last.choices()).toEqual([]);
      expect(last.usage()?.totalTokens()).toBeGreaterThan(0);
      expect(simulator.lastRequest()?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    });

    test('the v2 summary event gives usage and does not duplicate the text', async () => {
      const result = await collect(v2, MiniMaxScenarios.text('One two three.', { chunks: 3 }), simulator);
      expect(result.text).toBe('One two three.');
      expect(result.chunks.at(-1)?.usage()?.totalTokens()).toBeGreaterThan(0);
    });

    test('a forced summary on the OpenAI endpoint (M3 style) is not duplicated either', async () => {
      const result = await collect(openAi, MiniMaxScenarios.text('Only once.', { chunks: 2, summary: true }), simulator);
      expect(result.text).toBe('Only once.');
      expect(result.chunks.at(-1)?.usage()).toBeDefined();
    });

    test('streams with and without [DONE] end the same way', async () => {
      const withDone = await collect(openAi, MiniMaxScenarios.text('abc def', { chunks: 2, done: true }), simulator);
      const withoutDone = await collect(openAi, MiniMaxScenarios.text('abc def', { chunks: 2, done: false }), simulator);
      expect(withoutDone.text).toBe(withDone.text);
      expect(withoutDone.chunks.length).toBe(withDone.chunks.length);
    });

    test.each(['single', 'openai', 'legacy', 'empty-id'] as const)('tool call split as %s is merged into one call', async (split) => {
      const result = await collect(
        openAi,
        MiniMaxScenarios.toolCall('get_weather', { location: 'San Francisco, US' }, { split, fragments: 4, id: 'call_function_1_1' }),
        simulator,
      );
      expect(result.calls).toEqual([{ id: 'call_function_1_1', name: 'get_weather', arguments: '{"location":"San Francisco, US"}' }]);
      expect(result.finish).toBe('tool_calls');
    });

    test('parallel calls, several in one chunk, stay apart', async () => {
      const result = await collect(
        openAi,
        MiniMaxScenarios.toolCalls([
          { name: 'get_weather', arguments: { location: 'Paris' } },
          { name: 'get_time', arguments: { zone: 'CET' } },
        ]),
        simulator,
      );
      expect(result.calls.map((c) => [c.name, c.arguments])).toEqual([
        ['get_weather', '{"location":"Paris"}'],
        ['get_time', '{"zone":"CET"}'],
      ]);
    });

    test('parallel split calls with their own index are merged per index', async () => {
      const result = await collect(
        openAi,
        MiniMaxScenarios.toolCalls([
          { name: 'a', arguments: { x: 1 }, split: 'openai', fragments: 3 },
          { name: 'b', arguments: { y: 2 }, split: 'openai', fragments: 3 },
        ]),
        simulator,
      );
      expect(result.calls.map((c) => [c.name, c.arguments])).toEqual([
        ['a', '{"x":1}'],
        ['b', '{"y":2}'],
      ]);
    });

    test('two calls that reuse index 0 with different ids stay two calls (the M2.7 index bug)', async () => {
      const result = await collect(
        openAi,
        MiniMaxScenarios.toolCalls(
          [
            { name: 'bash', arguments: { command: 'ls -la' }, index: 0, id: 'call_function_aaa' },
            { name: 'glob', arguments: { pattern: '**/*.go' }, index: 0, id: 'call_function_bbb' },
          ],
          { separateToolCallChunks: true },
        ),
        simulator,
      );
      expect(result.calls).toEqual([
        { id: 'call_function_aaa', name: 'bash', arguments: '{"command":"ls -la"}' },
        { id: 'call_function_bbb', name: 'glob', arguments: '{"pattern":"**/*.go"}' },
      ]);
    });

    test('text before a tool call is streamed and the call comes on the finishing chunk', async () => {
      const result = await collect(
        openAi,
        { text: 'Let me check.', chunks: 2, toolCalls: [{ name: 'get_weather', arguments: { location: 'Paris' }, split: 'openai' }] },
        simulator,
      );
      expect(result.text).toBe('Let me check.');
      expect(result.calls).toHaveLength(1);
      expect(result.chunks.filter((c) => (c.choices()?.[0]?.delta()?.toolCalls()?.length ?? 0) > 0)).toHaveLength(1);
    });

    test('inline <think> split across chunk boundaries stays out of the text', async () => {
      const result = await collect(
        openAi,
        { text: 'x', chunks: ['<thi', 'nk>\nPlan', ' it.\n</th', 'ink>\n', '\nHel', 'lo'] },
        simulator,
      );
      expect(result.text).toBe('Hello');
      expect(result.reasoning).toBe('\nPlan it.\n');
    });

    test.each(['incremental', 'cumulative'] as const)('reasoning_details sent %s are taken once', async (mode) => {
      const result = await collect(
        openAi,
        MiniMaxScenarios.text('The answer.', { thinking: 'Think about the question first.', reasoning: 'split', reasoningDetails: mode, chunkSize: 6 }),
        simulator,
      );
      expect(result.text).toBe('The answer.');
      expect(result.reasoning).toBe('Think about the question first.');
    });

    test('reasoning sent both inline and structured (M3) is taken from the structured fields only', async () => {
      const result = await collect(
        openAi,
        MiniMaxScenarios.text('Done.', { thinking: 'Short thought.', reasoning: 'both', chunkSize: 5 }),
        simulator,
      );
      expect(result.text).toBe('Done.');
      expect(result.reasoning).toBe('Short thought.');
    });

    test('empty roles, zero usage on every chunk and deltas after the finish are tolerated', async () => {
      const result = await collect(
        openAi,
        MiniMaxScenarios.text('Fine text here.', { chunks: 3, emptyRole: true, usage: 'every-chunk', afterFinish: 2 }),
        simulator,
      );
      expect(result.text).toBe('Fine text here.');
      expect(result.chunks.filter((c) => c.choices()?.[0]?.finishReason() !== undefined)).toHaveLength(1);
      expect(result.chunks.every((c) => c.choices()?.[0]?.delta()?.role()?.getValue() !== '')).toBe(true);
    });

    test('a base_resp error in the middle of a stream raises a typed error', async () => {
      simulator.enqueue(MiniMaxScenarios.interrupted('base-resp', 2));
      const error = await openAi.chatCompletionStream(streamRequest()).collectList().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MiniMaxApiException);
      expect((error as MiniMaxApiException).getCode()).toBe(1027);
    });

    test('a top-level error object in a stream raises a typed error', async () => {
      simulator.enqueue(MiniMaxScenarios.interrupted('error-object', 1));
      const error = await openAi.chatCompletionStream(streamRequest()).collectList().catch((e: unknown) => e);
      expect(MiniMaxApiError.isInstance(error)).toBe(true);
      expect((error as MiniMaxApiException).getCode()).toBe(1000);
    });

    test('a stream cut before its finish_reason is a truncation', async () => {
      simulator.enqueue(MiniMaxScenarios.interrupted('drop', 2));
      const error = await openAi.chatCompletionStream(streamRequest()).collectList().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MiniMaxStreamException);
      expect((error as MiniMaxStreamException).getReason()).toBe('truncated');
    });

    test('a stream that stops sending fails after the idle timeout and closes the request', async () => {
      const api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai', streamIdleTimeout: 150 });
      simulator.enqueue(MiniMaxScenarios.interrupted('hang', 2, { interrupt: { action: 'hang', afterEvents: 2, pingEveryMs: 20 } }));
      const error = await api.chatCompletionStream(streamRequest()).collectList().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MiniMaxStreamException);
      expect((error as MiniMaxStreamException).getReason()).toBe('idle-timeout');
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
    });

    test('a first event that never comes fails after the first-token timeout', async () => {
      const api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai', streamFirstTokenTimeout: 100 });
      simulator.enqueue(MiniMaxScenarios.text('slow', { firstTokenDelayMs: 10_000 }));
      const error = await api.chatCompletionStream(streamRequest()).collectList().catch((e: unknown) => e);
      expect((error as MiniMaxStreamException).getReason()).toBe('first-token-timeout');
    });

    test('an abort of the caller signal ends the stream and the HTTP request', async () => {
      simulator.enqueue(MiniMaxScenarios.interrupted('hang', 1));
      const controller = new AbortController();
      const seen: ChatCompletionChunk[] = [];
      const run = AbortSignalContext.run(controller.signal, async () => {
        for await (const chunk of openAi.chatCompletionStream(streamRequest())) {
          seen.push(chunk);
          controller.abort();
        }
      });
      await expect(run).rejects.toBeInstanceOf(AbortedException);
      expect(seen).toHaveLength(1);
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
    });

    test('leaving the loop early closes the HTTP request', async () => {
      simulator.enqueue(MiniMaxScenarios.longText(50, 8, { interChunkDelayMs: 5 }));
      for await (const chunk of openAi.chatCompletionStream(streamRequest())) {
        expect(chunk.choices()?.[0]?.delta()?.content()).toBeDefined();
        break;
      }
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
    });

    test('a completed stream is read to its end', async () => {
      await collect(openAi, MiniMaxScenarios.text('All of it.', { chunks: 2 }), simulator);
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('completed');
    });

    test('an HTTP error before the stream starts is typed like a call error', async () => {
      simulator.enqueue(MiniMaxScenarios.httpError('service-unavailable'));
      await expect(openAi.chatCompletionStream(streamRequest()).collectList()).rejects.toBeInstanceOf(MiniMaxTransientApiException);
    });
  });
});

describe('MiniMaxApi.FunctionTool.Function', () => {
  test('parameters given as a Java Map<String, Object> (nested Maps) are written as JSON objects', () => {
    const fn = new MiniMaxApi.FunctionTool.Function(
      'Looks up a word',
      'lookupWord',
      new Map<string, unknown>([['type', 'object'], ['properties', new Map([['word', new Map([['type', 'string']])]])], ['required', ['word']]]),
    );
    const expected = { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] };
    expect(fn.getParameters()).toEqual(expected);
    expect(JSON.parse(JSON.stringify(new MiniMaxApi.FunctionTool(fn)))).toEqual({
      type: 'function',
      function: { description: 'Looks up a word', name: 'lookupWord', parameters: expected },
    });
    fn.setParameters(new Map([['type', 'object']]));
    expect(fn.getParameters()).toEqual({ type: 'object' });
  });
});
