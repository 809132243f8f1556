import { Duration } from '../../../src/java/core/time/Duration.js';
import { Flux } from '../../../src/java/reactor/index.js';
import { AssistantMessage, ToolCall } from '../../../src/chat/messages/index.js';
import {
  ChatGenerationMetadata,
  ChatResponseMetadata,
  DefaultUsage,
  EmptyRateLimit,
  type RateLimit,
  type Usage,
} from '../../../src/chat/metadata/index.js';
import { ChatResponse, Generation, MessageAggregator } from '../../../src/chat/model/index.js';

// Ported from the Spring AI 2.0 line: 1.1.8 has no MessageAggregatorTests, and its aggregator
// drops the rate limit (the bug these two tests pin; the port has 2.0's fix).

class TestRateLimit implements RateLimit {
  getRequestsLimit(): number {
    return 100;
  }

  getRequestsRemaining(): number {
    return 99;
  }

  getRequestsReset(): Duration {
    return Duration.ofSeconds(1);
  }

  getTokensLimit(): number {
    return 1000;
  }

  getTokensRemaining(): number {
    return 999;
  }

  getTokensReset(): Duration {
    return Duration.ofSeconds(2);
  }
}

function chunk(text: string, rateLimit: RateLimit): ChatResponse {
  const metadata = ChatResponseMetadata.builder().rateLimit(rateLimit).build();
  return new ChatResponse([new Generation(new AssistantMessage(text))], metadata);
}

describe('MessageAggregatorTests', () => {
  test('rateLimitFromStreamedChunkSurvivesAggregation', async () => {
    const rateLimit = new TestRateLimit();

    const responses = Flux.just(chunk('Hello', new EmptyRateLimit()), chunk(' world', rateLimit));

    let aggregated: ChatResponse | undefined;
    await new MessageAggregator().aggregate(responses, (response) => (aggregated = response)).blockLast();

    expect(aggregated!.getMetadata().getRateLimit()).toBe(rateLimit);
  });

  test('rateLimitStaysEmptyWhenNoChunkCarriesOne', async () => {
    const responses = Flux.just(chunk('Hello', new EmptyRateLimit()), chunk(' world', new EmptyRateLimit()));

    let aggregated: ChatResponse | undefined;
    await new MessageAggregator().aggregate(responses, (response) => (aggregated = response)).blockLast();

    expect(aggregated!.getMetadata().getRateLimit()).toBeInstanceOf(EmptyRateLimit);
  });
});

function response(
  text: string | undefined,
  options: {
    toolCalls?: ToolCall[];
    usage?: Usage;
    id?: string;
    model?: string;
    rateLimit?: RateLimit;
    finishReason?: string;
    messageMetadata?: Record<string, unknown>;
    responseEntries?: Record<string, unknown>;
  } = {},
): ChatResponse {
  const message = AssistantMessage.builder()
    .content(text)
    .properties(options.messageMetadata ?? {})
    .toolCalls(options.toolCalls ?? [])
    .build();
  const generationMetadata =
    options.finishReason === undefined
      ? ChatGenerationMetadata.NULL
      : ChatGenerationMetadata.builder().finishReason(options.finishReason).build();
  const metadata = ChatResponseMetadata.builder().metadata(options.responseEntries ?? {});
  if (options.usage !== undefined) metadata.usage(options.usage);
  if (options.id !== undefined) metadata.id(options.id);
  if (options.model !== undefined) metadata.model(options.model);
  if (options.rateLimit !== undefined) metadata.rateLimit(options.rateLimit);
  return new ChatResponse([new Generation(message, generationMetadata)], metadata.build());
}

describe('MessageAggregator (spring-ai-ts semantics, inventory §4.8)', () => {
  test('passes every chunk through unchanged and in order', async () => {
    const chunks = [response('a'), response('b'), response('c')];
    const consumer = jest.fn();

    const emitted = await new MessageAggregator().aggregate(Flux.fromIterable(chunks), consumer).collectList();

    expect(emitted).toHaveLength(3);
    emitted.forEach((emittedChunk, index) => expect(emittedChunk).toBe(chunks[index]));
    expect(consumer).toHaveBeenCalledTimes(1);
  });

  test('concatenates the text of every chunk, skipping absent text', async () => {
    let aggregated: ChatResponse | undefined;
    await new MessageAggregator()
      .aggregate(Flux.just(response('Hel'), response(undefined), response('lo'), response(' you')), (r) => (aggregated = r))
      .blockLast();

    expect(aggregated!.getResult()!.getOutput().getText()).toBe('Hello you');
    expect(aggregated!.getResults()).toHaveLength(1);
  });

  test('appends tool calls from every chunk, then from the "toolCalls" metadata list', async () => {
    const first = new ToolCall('1', 'function', 'weather', '{"city":"Paris"}');
    const second = new ToolCall('2', 'function', 'time', '{}');
    const fromMetadata = new ToolCall('3', 'function', 'news', '{}');
    let aggregated: ChatResponse | undefined;
    await new MessageAggregator()
      .aggregate(
        Flux.just(
          response('', { toolCalls: [first] }),
          response('', { toolCalls: [second], responseEntries: { toolCalls: [fromMetadata] } }),
        ),
        (r) => (aggregated = r),
      )
      .blockLast();

    const output = aggregated!.getResult()!.getOutput();
    expect(output.getToolCalls()).toEqual([first, second, fromMetadata]);
    expect(aggregated!.hasToolCalls()).toBe(true);
  });

  test('the last non-zero value of each token count wins (no summing)', async () => {
    let aggregated: ChatResponse | undefined;
    await new MessageAggregator()
      .aggregate(
        Flux.just(
          response('a', { usage: new DefaultUsage(10, 0, 10) }),
          response('b', { usage: new DefaultUsage(0, 5, 0) }),
          response('c', { usage: new DefaultUsage(12, 7, 19) }),
          response('d', { usage: new DefaultUsage(0, 0, 0) }),
        ),
        (r) => (aggregated = r),
      )
      .blockLast();

    const usage = aggregated!.getMetadata().getUsage();
    expect(usage).toBeInstanceOf(MessageAggregator.DefaultUsage);
    expect([usage.getPromptTokens(), usage.getCompletionTokens(), usage.getTotalTokens()]).toEqual([12, 7, 19]);
    expect(usage.getNativeUsage()).toEqual(
      new Map([
        ['promptTokens', 12],
        ['completionTokens', 7],
        ['totalTokens', 19],
      ]),
    );
  });

  test('keeps the last non-empty id, model and rate limit, the last non-NULL generation metadata, and drops other entries', async () => {
    const rateLimit = new TestRateLimit();
    let aggregated: ChatResponse | undefined;
    await new MessageAggregator()
      .aggregate(
        Flux.just(
          response('a', { id: 'id-1', model: 'model-1', rateLimit, finishReason: 'LENGTH', responseEntries: { x: 1 } }),
          response('b', { id: 'id-2', messageMetadata: { k: 'v' } }),
          response('c', { finishReason: 'STOP', rateLimit: new EmptyRateLimit() }),
          response('d'),
        ),
        (r) => (aggregated = r),
      )
      .blockLast();

    const metadata = aggregated!.getMetadata();
    expect(metadata.getId()).toBe('id-2');
    expect(metadata.getModel()).toBe('model-1');
    expect(metadata.getRateLimit()).toBe(rateLimit);
    expect(metadata.containsKey('x')).toBe(false);
    expect(aggregated!.getResult()!.getMetadata().getFinishReason()).toBe('STOP');
    expect(aggregated!.getResult()!.getOutput().getMetadata().get('k')).toBe('v');
  });

  test('calls the consumer only on completion, after the last chunk', async () => {
    const events: string[] = [];
    const flux = new MessageAggregator().aggregate(Flux.just(response('a'), response('b')), () =>
      events.push('aggregated'),
    );

    for await (const emitted of flux) events.push(emitted.getResult()!.getOutput().getText()!);

    expect(events).toEqual(['a', 'b', 'aggregated']);
  });

  test('does not call the consumer when the stream fails; the error passes through and is logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const consumer = jest.fn();
    const boom = new Error('boom');
    const flux = new MessageAggregator().aggregate(
      Flux.just(response('a')).concatWith(Flux.error<ChatResponse>(boom)),
      consumer,
    );

    await expect(flux.collectList()).rejects.toBe(boom);
    expect(consumer).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain('Aggregation Error');
    log.mockRestore();
  });

  test('does not call the consumer when the subscriber cancels, and logs nothing', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const consumer = jest.fn();
    const flux = new MessageAggregator().aggregate(Flux.just(response('a'), response('b')), consumer);

    for await (const emitted of flux) {
      expect(emitted.getResult()!.getOutput().getText()).toBe('a');
      break;
    }

    expect(consumer).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  test('a cancel reaches the source at once even while a pull is pending', async () => {
    const cancelled = jest.fn();
    const source = Flux.create<ChatResponse>((sink) => {
      sink.next(response('a'));
      sink.onCancel(cancelled);
    });
    const iterator = new MessageAggregator().aggregate(source, jest.fn())[Symbol.asyncIterator]();
    await iterator.next();
    const pending = iterator.next();
    await iterator.return!();
    expect(cancelled).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });

  test('each subscription aggregates on its own state', async () => {
    const texts: Array<string | undefined> = [];
    const flux = new MessageAggregator().aggregate(Flux.just(response('x', { finishReason: 'STOP' }), response('y')), (r) =>
      texts.push(r.getResult()!.getOutput().getText()),
    );

    await flux.blockLast();
    await flux.blockLast();

    expect(texts).toEqual(['xy', 'xy']);
  });

  test('a consumer that throws turns completion into that error', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('consumer failed');
    const flux = new MessageAggregator().aggregate(Flux.just(response('a')), () => {
      throw failure;
    });

    await expect(flux.collectList()).rejects.toBe(failure);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  test('an empty stream gives an empty aggregated message', async () => {
    let aggregated: ChatResponse | undefined;
    await new MessageAggregator().aggregate(Flux.empty<ChatResponse>(), (r) => (aggregated = r)).blockLast();

    expect(aggregated!.getResult()!.getOutput().getText()).toBe('');
    expect(aggregated!.getResult()!.getOutput().hasToolCalls()).toBe(false);
    expect(aggregated!.getResult()!.getMetadata()).toBe(ChatGenerationMetadata.NULL);
    expect(aggregated!.getMetadata().getRateLimit()).toBeInstanceOf(EmptyRateLimit);
  });

  test('missing arguments are rejected at once', () => {
    const aggregator = new MessageAggregator();
    expect(() => aggregator.aggregate(undefined as unknown as Flux<ChatResponse>, jest.fn())).toThrow(
      'fluxChatResponse cannot be null',
    );
    expect(() => aggregator.aggregate(Flux.empty(), undefined as unknown as () => void)).toThrow(
      'onAggregationComplete cannot be null',
    );
  });
});
