// Ported from Spring AI OpenAiApiBuilderTests (spring-ai-openai, v1.1.8). The RestClient/WebClient builder tests have no
// counterpart (testInvalidRestClientBuilder, testInvalidWebClientBuilder; the builders are left out of testFullBuilder and
// testBuilderMethodChaining); testBuilderCreatesIndependentInstances is not ported: the builder copies the headers map it is
// given, where Java keeps a reference to it. MockWebServer is a loopback node:http server here.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResponseErrorHandler } from '../../../../src/java/http/ResponseErrorHandler.js';
import type { ApiKey } from '../../../../src/model/ApiKey.js';
import { NoopApiKey } from '../../../../src/model/NoopApiKey.js';
import { SimpleApiKey } from '../../../../src/model/SimpleApiKey.js';
import { ChatCompletionMessage, ChatCompletionRequest, EmbeddingRequest, OpenAiApi } from '../../../../src/model/openai/index.js';

const TEST_API_KEY: ApiKey = new SimpleApiKey('test-api-key');
const TEST_BASE_URL = 'https://test.openai.com';
const TEST_COMPLETIONS_PATH = '/test/completions';
const TEST_EMBEDDINGS_PATH = '/test/embeddings';
const errorHandler = (): ResponseErrorHandler => ({ hasError: jest.fn(), handleError: jest.fn() });

describe('OpenAiApiBuilderTests', () => {
  test('testMinimalBuilder', () => {
    expect(OpenAiApi.builder().apiKey(TEST_API_KEY).build()).toBeInstanceOf(OpenAiApi);
  });

  test('testFullBuilder', () => {
    const api = OpenAiApi.builder()
      .apiKey(TEST_API_KEY)
      .baseUrl(TEST_BASE_URL)
      .headers(new Map([['Custom-Header', ['test-value']]]))
      .completionsPath(TEST_COMPLETIONS_PATH)
      .embeddingsPath(TEST_EMBEDDINGS_PATH)
      .responseErrorHandler(errorHandler())
      .build();
    expect(api).toBeInstanceOf(OpenAiApi);
  });

  test('testDefaultValues', () => {
    const api = OpenAiApi.builder().apiKey(TEST_API_KEY).build();
    expect(api.getBaseUrl()).toBe('https://api.openai.com');
    expect(api.getCompletionsPath()).toBe('/v1/chat/completions');
    expect(api.getEmbeddingsPath()).toBe('/v1/embeddings');
  });

  test('testMissingApiKey', () => {
    expect(() => OpenAiApi.builder().build()).toThrow('apiKey must be set');
  });

  test('testInvalidBaseUrl', () => {
    expect(() => OpenAiApi.builder().baseUrl('').build()).toThrow('baseUrl cannot be null or empty');
    expect(() => OpenAiApi.builder().baseUrl(null as unknown as string).build()).toThrow('baseUrl cannot be null or empty');
  });

  test('testInvalidHeaders', () => {
    expect(() => OpenAiApi.builder().headers(null as unknown as Map<string, string>).build()).toThrow('headers cannot be null');
  });

  test('testInvalidCompletionsPath', () => {
    expect(() => OpenAiApi.builder().completionsPath('').build()).toThrow('completionsPath cannot be null or empty');
    expect(() => OpenAiApi.builder().completionsPath(null as unknown as string).build()).toThrow('completionsPath cannot be null or empty');
  });

  test('testInvalidEmbeddingsPath', () => {
    expect(() => OpenAiApi.builder().embeddingsPath('').build()).toThrow('embeddingsPath cannot be null or empty');
    expect(() => OpenAiApi.builder().embeddingsPath(null as unknown as string).build()).toThrow('embeddingsPath cannot be null or empty');
  });

  test('testInvalidResponseErrorHandler', () => {
    expect(() => OpenAiApi.builder().responseErrorHandler(null as unknown as ResponseErrorHandler).build()).toThrow('responseErrorHandler cannot be null');
  });

  test('testBuilderWithAllCustomPaths', () => {
    const api = OpenAiApi.builder().apiKey(TEST_API_KEY).baseUrl(TEST_BASE_URL).completionsPath('/custom/completions').embeddingsPath('/custom/embeddings').build();
    expect(api.getCompletionsPath()).toBe('/custom/completions');
  });

  test('testBuilderImmutability', () => {
    const builder = OpenAiApi.builder().apiKey(TEST_API_KEY).baseUrl(TEST_BASE_URL);
    const api1 = builder.build();
    const api2 = builder.build();
    expect(api1).not.toBe(api2);
  });

  test('testNullApiKeyValue', () => {
    expect(() => OpenAiApi.builder().apiKey(null as unknown as ApiKey).build()).toThrow('apiKey cannot be null');
  });

  test('testBuilderMethodChaining', () => {
    const api = OpenAiApi.builder()
      .apiKey(TEST_API_KEY)
      .baseUrl(TEST_BASE_URL)
      .completionsPath(TEST_COMPLETIONS_PATH)
      .embeddingsPath(TEST_EMBEDDINGS_PATH)
      .headers(new Map([['Test-Header', ['test-value']]]))
      .responseErrorHandler(errorHandler())
      .build();
    expect(api).toBeInstanceOf(OpenAiApi);
  });

  test('testCustomHeadersPreservation', () => {
    const headers = new Map([['X-Custom-Header', ['custom-value']], ['X-Organization', ['org-123']], ['User-Agent', ['Custom-Client/1.0']]]);
    expect(OpenAiApi.builder().apiKey(TEST_API_KEY).headers(headers).build().getHeaders().get('X-Organization')).toEqual(['org-123']);
  });

  test('testComplexMultiValueHeaders', () => {
    const headers = new Map([['Accept', ['application/json', 'text/plain']], ['Cache-Control', ['no-cache', 'no-store']]]);
    expect(OpenAiApi.builder().apiKey(TEST_API_KEY).headers(headers).build().getHeaders().get('Accept')).toEqual(['application/json', 'text/plain']);
  });

  test('testPathValidationWithSlashes', () => {
    expect(OpenAiApi.builder().apiKey(TEST_API_KEY).completionsPath('/v1/completions').embeddingsPath('/v1/embeddings').build()).toBeInstanceOf(OpenAiApi);
    expect(OpenAiApi.builder().apiKey(TEST_API_KEY).completionsPath('v1/completions').embeddingsPath('v1/embeddings').build()).toBeInstanceOf(OpenAiApi);
  });

  test('testInvalidPathsWithSpecialCharacters', () => {
    expect(() => OpenAiApi.builder().apiKey(TEST_API_KEY).completionsPath(' ').build()).toThrow();
  });

  test('testBuilderWithOnlyRequiredFields', () => {
    expect(OpenAiApi.builder().apiKey(TEST_API_KEY).build()).toBeInstanceOf(OpenAiApi);
  });

  test('testDifferentApiKeyTypes', () => {
    expect(OpenAiApi.builder().apiKey(new SimpleApiKey('simple-key')).build()).toBeInstanceOf(OpenAiApi);
    expect(OpenAiApi.builder().apiKey(() => 'supplier-key').build().getApiKey().getValue()).toBe('supplier-key');
  });

  test('testMutatePreservesResponseErrorHandler', () => {
    const customHandler = errorHandler();
    const original = OpenAiApi.builder().apiKey(TEST_API_KEY).responseErrorHandler(customHandler).build();
    const mutated = original.mutate().apiKey('new-key').build();
    expect(original.getResponseErrorHandler()).toBe(customHandler);
    expect(mutated.getResponseErrorHandler()).toBe(customHandler);
  });

  test('testMutateCreatesIndependentHeaders', () => {
    const original = OpenAiApi.builder().apiKey(TEST_API_KEY).headers(new Map([['X-Original', ['value1']]])).build();
    const mutated = original.mutate().headers(new Map([['X-New', ['value2']]])).build();
    expect(original.getHeaders().has('X-Original')).toBe(true);
    expect(original.getHeaders().has('X-New')).toBe(false);
    expect(mutated.getHeaders().has('X-Original')).toBe(false);
    expect(mutated.getHeaders().has('X-New')).toBe(true);
  });

  test('testNoopApiKey', () => {
    const api = OpenAiApi.builder().apiKey(new NoopApiKey()).build();
    expect(api.getApiKey()).toBeInstanceOf(NoopApiKey);
    expect(api.getApiKey().getValue()).toBe('');
  });

  describe('MockRequests', () => {
    const COMPLETION = {
      id: 'chatcmpl-12345',
      object: 'chat.completion',
      created: 1677858242,
      model: 'gpt-3.5-turbo',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello world' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    };
    const EMBEDDINGS = { object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2] }], model: 'text-embedding-ada-002', usage: { prompt_tokens: 2, total_tokens: 2 } };
    let server: Server;
    let url = '';
    const recorded: IncomingHttpHeaders[] = [];

    beforeEach(async () => {
      recorded.length = 0;
      server = createServer((request, response) => {
        recorded.push(request.headers);
        request.resume();
        request.on('end', () => {
          if (request.url?.endsWith('/embeddings')) {
            response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(EMBEDDINGS));
          } else {
            if (streamRequests.has(recorded.length)) {
              response.writeHead(200, { 'content-type': 'text/event-stream' });
              response.end(`data: ${JSON.stringify({ ...COMPLETION, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant', content: 'Hello world' }, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`);
            } else {
              response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(COMPLETION));
            }
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const streamRequests = new Set<number>();

    const request = (stream: boolean) => new ChatCompletionRequest([new ChatCompletionMessage('Hello world', ChatCompletionMessage.Role.USER)], 'gpt-3.5-turbo', 0.8, stream);
    const keys = () => {
      const apiKeys = [new SimpleApiKey('key1'), new SimpleApiKey('key2')];
      return () => (apiKeys.shift() as ApiKey).getValue();
    };
    const refusingKey = () => {
      throw new Error('Should not be called, API key is provided in headers');
    };

    test('dynamicApiKeyRestClient', async () => {
      streamRequests.clear();
      const api = OpenAiApi.builder().apiKey(keys()).baseUrl(url).build();
      expect((await api.chatCompletionEntity(request(false))).getStatusCode()).toBe(200);
      expect(recorded[0]?.authorization).toBe('Bearer key1');
      expect((await api.chatCompletionEntity(request(false))).getStatusCode()).toBe(200);
      expect(recorded[1]?.authorization).toBe('Bearer key2');
    });

    test('dynamicApiKeyRestClientWithAdditionalAuthorizationHeader', async () => {
      streamRequests.clear();
      const api = OpenAiApi.builder().apiKey(refusingKey).baseUrl(url).build();
      const response = await api.chatCompletionEntity(request(false), new Map([['Authorization', ['Bearer additional-key']]]));
      expect(response.getStatusCode()).toBe(200);
      expect(recorded[0]?.authorization).toBe('Bearer additional-key');
    });

    test('dynamicApiKeyWebClient', async () => {
      streamRequests.clear();
      streamRequests.add(1).add(2);
      const api = OpenAiApi.builder().apiKey(keys()).baseUrl(url).build();
      expect(await api.chatCompletionStream(request(true)).collectList()).toHaveLength(1);
      expect(recorded[0]?.authorization).toBe('Bearer key1');
      expect(await api.chatCompletionStream(request(true)).collectList()).toHaveLength(1);
      expect(recorded[1]?.authorization).toBe('Bearer key2');
    });

    test('dynamicApiKeyWebClientWithAdditionalAuthorizationHeader', async () => {
      streamRequests.clear();
      streamRequests.add(1);
      const api = OpenAiApi.builder().apiKey(refusingKey).baseUrl(url).build();
      expect(await api.chatCompletionStream(request(true), new Map([['Authorization', ['Bearer additional-key']]])).collectList()).toHaveLength(1);
      expect(recorded[0]?.authorization).toBe('Bearer additional-key');
    });

    test('dynamicApiKeyRestClientEmbeddings', async () => {
      const api = OpenAiApi.builder().apiKey(keys()).baseUrl(url).build();
      expect((await api.embeddings(new EmbeddingRequest('Hello world'))).getStatusCode()).toBe(200);
      expect(recorded[0]?.authorization).toBe('Bearer key1');
      expect((await api.embeddings(new EmbeddingRequest('Hello world'))).getStatusCode()).toBe(200);
      expect(recorded[1]?.authorization).toBe('Bearer key2');
    });

    test('the spring-ai user agent and the configured headers go with every request (ours)', async () => {
      streamRequests.clear();
      const api = OpenAiApi.builder().apiKey(TEST_API_KEY).baseUrl(url).headers({ 'X-Organization': 'org-123' }).build();
      await api.chatCompletionEntity(request(false));
      expect(recorded[0]?.['user-agent']).toBe('spring-ai');
      expect(recorded[0]?.['x-organization']).toBe('org-123');
    });

    test('a NoopApiKey sends no Authorization header (ours)', async () => {
      streamRequests.clear();
      await OpenAiApi.builder().apiKey(new NoopApiKey()).baseUrl(url).build().chatCompletionEntity(request(false));
      expect(recorded[0]?.authorization).toBeUndefined();
    });
  });
});
