// Ported from Spring AI OpenAiResponseHeaderExtractorTests and OpenAiChatModelWithChatResponseMetadataTests
// (spring-ai-openai, v1.1.8). MockRestServiceServer is a loopback node:http server here.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Duration } from '../../../../src/java/core/time/Duration.js';
import { LogProbs, OpenAiApi, OpenAiApiResponseHeaders, OpenAiChatModel, OpenAiChatOptions, OpenAiResponseHeaderExtractor } from '../../../../src/model/openai/index.js';

describe('OpenAiResponseHeaderExtractorTests', () => {
  test('parseTimeAsDurationWithDaysHoursMinutesSeconds', () => {
    const expected = Duration.ofMinutes(6 * 24 * 60 + 18 * 60 + 22).plus(Duration.ofSeconds(45));
    expect(OpenAiResponseHeaderExtractor.parseDuration('6d18h22m45s').equals(expected)).toBe(true);
  });

  test('parseTimeAsDurationWithMinutesSecondsMicrosecondsAndMicroseconds', () => {
    const expected = Duration.ofMinutes(42).plus(Duration.ofSeconds(18)).plus(Duration.ofMillis(451)).plus(Duration.ofMillis(21541 / 1e6));
    expect(OpenAiResponseHeaderExtractor.parseDuration('42m18s451ms21541ns').toMillis()).toBeCloseTo(expected.toMillis(), 9);
  });

  test('parseTimeAsDurationWithDaysMinutesAndMilliseconds', () => {
    const expected = Duration.ofMinutes(2 * 24 * 60 + 15).plus(Duration.ofMillis(981));
    expect(OpenAiResponseHeaderExtractor.parseDuration('2d15m981ms').equals(expected)).toBe(true);
  });
});

describe('OpenAiChatModelWithChatResponseMetadataTests', () => {
  const TEST_API_KEY = 'sk-1234567890';
  let server: Server;
  let url = '';
  let includeLogprobs = false;
  const recorded: IncomingHttpHeaders[] = [];
  const logprobs = {
    content: [
      { token: 'I', logprob: -0.029507114, bytes: [73], top_logprobs: [] },
      { token: ' surrender!', logprob: -0.061970375, bytes: [32, 115, 117, 114, 114, 101, 110, 100, 101, 114, 33], top_logprobs: [] },
    ],
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      recorded.push(request.headers);
      request.resume();
      request.on('end', () => {
        const choice = { index: 0, message: { role: 'assistant', content: 'I surrender!' }, ...(includeLogprobs ? { logprobs } : {}), finish_reason: 'stop' };
        response.writeHead(200, {
          'content-type': 'application/json',
          [OpenAiApiResponseHeaders.REQUESTS_LIMIT_HEADER.getName()]: '4000',
          [OpenAiApiResponseHeaders.REQUESTS_REMAINING_HEADER.getName()]: '999',
          [OpenAiApiResponseHeaders.REQUESTS_RESET_HEADER.getName()]: '2d16h15m29s',
          [OpenAiApiResponseHeaders.TOKENS_LIMIT_HEADER.getName()]: '725000',
          [OpenAiApiResponseHeaders.TOKENS_REMAINING_HEADER.getName()]: '112358',
          [OpenAiApiResponseHeaders.TOKENS_RESET_HEADER.getName()]: '27h55s451ms',
        });
        response.end(
          JSON.stringify({ id: 'chatcmpl-123', object: 'chat.completion', created: 1677652288, model: 'gpt-3.5-turbo-0613', choices: [choice], usage: { prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const chatModel = () => OpenAiChatModel.builder().openAiApi(OpenAiApi.builder().baseUrl(url).apiKey(TEST_API_KEY).build()).build();

  test('aiResponseContainsAiMetadata', async () => {
    includeLogprobs = false;
    const response = await chatModel().call(new Prompt('Reach for the sky.'));
    expect(recorded.at(-1)?.authorization).toBe(`Bearer ${TEST_API_KEY}`);
    const usage = response.getMetadata().getUsage();
    expect([usage.getPromptTokens(), usage.getCompletionTokens(), usage.getTotalTokens()]).toEqual([9, 12, 21]);
    const rateLimit = response.getMetadata().getRateLimit();
    expect(rateLimit.getRequestsLimit()).toBe(4000);
    expect(rateLimit.getRequestsRemaining()).toBe(999);
    expect(rateLimit.getRequestsReset()?.equals(Duration.ofMinutes(2 * 24 * 60 + 16 * 60 + 15).plus(Duration.ofSeconds(29)))).toBe(true);
    expect(rateLimit.getTokensLimit()).toBe(725_000);
    expect(rateLimit.getTokensRemaining()).toBe(112_358);
    expect(rateLimit.getTokensReset()?.equals(Duration.ofMinutes(27 * 60).plus(Duration.ofSeconds(55)).plus(Duration.ofMillis(451)))).toBe(true);
    expect([...response.getMetadata().getPromptMetadata()]).toEqual([]);
    for (const generation of response.getResults()) {
      const metadata = generation.getMetadata();
      expect(metadata.get('logprobs')).toBeUndefined();
      expect(metadata.getFinishReason()).toBe('STOP');
      expect(metadata.getContentFilters().size).toBe(0);
    }
  });

  test('aiResponseContainsAiLogprobsMetadata', async () => {
    includeLogprobs = true;
    const response = await chatModel().call(new Prompt('Reach for the sky.', new OpenAiChatOptions.Builder().logprobs(true).build()));
    expect(response.getResult()?.getMetadata().get('logprobs')).toBeInstanceOf(LogProbs);
  });
});
