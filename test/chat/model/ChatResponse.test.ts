import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { Flux } from '../../../src/java/reactor/index.js';
import { AssistantMessage } from '../../../src/chat/messages/index.js';
import { ChatGenerationMetadata, ChatResponseMetadata } from '../../../src/chat/metadata/index.js';
import { ChatResponse, Generation, MessageAggregator } from '../../../src/chat/model/index.js';

const ToolCall = AssistantMessage.ToolCall;

describe('ChatResponseTests', () => {
  test('whenToolCallsArePresentThenReturnTrue', () => {
    const chatResponse = ChatResponse.builder()
      .generations([
        new Generation(
          AssistantMessage.builder()
            .content('')
            .properties(new Map())
            .toolCalls([new ToolCall('toolA', 'function', 'toolA', '{}')])
            .build(),
        ),
      ])
      .build();
    expect(chatResponse.hasToolCalls()).toBe(true);
  });

  test('whenNoToolCallsArePresentThenReturnFalse', () => {
    const chatResponse = ChatResponse.builder()
      .generations([new Generation(new AssistantMessage('Result'))])
      .build();
    expect(chatResponse.hasToolCalls()).toBe(false);
  });

  test('whenFinishReasonIsNullThenThrow', () => {
    const chatResponse = ChatResponse.builder()
      .generations([
        new Generation(new AssistantMessage('Result'), ChatGenerationMetadata.builder().finishReason('completed').build()),
      ])
      .build();
    expect(() => chatResponse.hasFinishReasons(null as unknown as Set<string>)).toThrow(
      new IllegalArgumentException('finishReasons cannot be null'),
    );
    expect(() => chatResponse.hasFinishReasons(null as unknown as Set<string>)).toThrow(IllegalArgumentException);
  });

  test('whenFinishReasonIsPresent', () => {
    const chatResponse = ChatResponse.builder()
      .generations([
        new Generation(new AssistantMessage('Result'), ChatGenerationMetadata.builder().finishReason('completed').build()),
      ])
      .build();
    expect(chatResponse.hasFinishReasons(new Set(['completed']))).toBe(true);
  });

  test('whenFinishReasonIsNotPresent', () => {
    const chatResponse = ChatResponse.builder()
      .generations([
        new Generation(new AssistantMessage('Result'), ChatGenerationMetadata.builder().finishReason('failed').build()),
      ])
      .build();
    expect(chatResponse.hasFinishReasons(new Set(['completed']))).toBe(false);
  });

  test('messageAggregatorShouldCorrectlyAggregateToolCallsFromStream', async () => {
    const aggregator = new MessageAggregator();

    const chunk1 = new ChatResponse([new Generation(new AssistantMessage('Thinking about the weather... '))]);

    const weatherToolCall = new ToolCall('tool-id-123', 'function', 'getCurrentWeather', '{"location": "Seoul"}');

    const metadataWithToolCall = new Map<string, unknown>([['toolCalls', [weatherToolCall]]]);
    const responseMetadataForChunk2 = ChatResponseMetadata.builder().metadata(metadataWithToolCall).build();

    const chunk2 = new ChatResponse([new Generation(new AssistantMessage(''))], responseMetadataForChunk2);

    const streamingResponse = Flux.just(chunk1, chunk2);

    let aggregatedResponse: ChatResponse | undefined;

    await aggregator.aggregate(streamingResponse, (response) => (aggregatedResponse = response)).blockLast();

    const finalResponse = aggregatedResponse;
    expect(finalResponse).toBeDefined();

    const finalAssistantMessage = finalResponse!.getResult()!.getOutput();

    expect(finalAssistantMessage).toBeDefined();
    expect(finalAssistantMessage.getText()).toBe('Thinking about the weather... ');
    expect(finalAssistantMessage.hasToolCalls()).toBe(true);
    expect(finalAssistantMessage.getToolCalls()).toHaveLength(1);

    const resultToolCall = finalAssistantMessage.getToolCalls()[0]!;
    expect(resultToolCall.id()).toBe('tool-id-123');
    expect(resultToolCall.name()).toBe('getCurrentWeather');
    expect(resultToolCall.arguments()).toBe('{"location": "Seoul"}');
  });

  test('whenEmptyGenerationsListThenReturnFalse', () => {
    const chatResponse = ChatResponse.builder().generations([]).build();
    expect(chatResponse.hasToolCalls()).toBe(false);
  });

  test('whenMultipleGenerationsWithToolCallsThenReturnTrue', () => {
    const chatResponse = ChatResponse.builder()
      .generations([
        new Generation(new AssistantMessage('First response')),
        new Generation(
          AssistantMessage.builder()
            .content('')
            .properties(new Map())
            .toolCalls([new ToolCall('toolB', 'function', 'toolB', '{}')])
            .build(),
        ),
      ])
      .build();
    expect(chatResponse.hasToolCalls()).toBe(true);
  });
});

describe('ChatResponse (spring-ai-ts additions)', () => {
  test('hasFinishReasons compares case-insensitively and treats a missing reason as ""', () => {
    const response = new ChatResponse([
      new Generation(new AssistantMessage('a')),
      new Generation(new AssistantMessage('b'), ChatGenerationMetadata.builder().finishReason('STOP').build()),
    ]);
    expect(response.hasFinishReasons(new Set(['stop']))).toBe(true);
    expect(response.hasFinishReasons(new Set(['Tool_Calls']))).toBe(false);
    expect(response.hasFinishReasons(new Set(['']))).toBe(true);
    expect(new ChatResponse([]).hasFinishReasons(new Set(['stop']))).toBe(false);
  });

  test('getResult is the first generation, or undefined when there is none', () => {
    const first = new Generation(new AssistantMessage('first'));
    expect(new ChatResponse([first, new Generation(new AssistantMessage('second'))]).getResult()).toBe(first);
    expect(new ChatResponse([]).getResult()).toBeUndefined();
  });

  test('the generation list is copied', () => {
    const generations = [new Generation(new AssistantMessage('a'))];
    const response = new ChatResponse(generations);
    generations.push(new Generation(new AssistantMessage('b')));
    expect(response.getResults()).toHaveLength(1);
  });

  test('builder.from keeps all metadata and metadata(key, value) adds entries', () => {
    const original = ChatResponse.builder()
      .generations([new Generation(new AssistantMessage('a'))])
      .metadata(ChatResponseMetadata.builder().id('id-1').model('m').keyValue('custom', 1).build())
      .metadata('extra', 'x')
      .metadata('ignored', undefined)
      .build();
    const copy = ChatResponse.builder()
      .from(original)
      .generations([new Generation(new AssistantMessage('b'))])
      .build();
    expect(copy.getMetadata().getId()).toBe('id-1');
    expect(copy.getMetadata().getModel()).toBe('m');
    expect(copy.getMetadata().get('custom')).toBe(1);
    expect(copy.getMetadata().get('extra')).toBe('x');
    expect(copy.getMetadata().containsKey('ignored')).toBe(false);
    expect(copy.getMetadata().getUsage()).toBe(original.getMetadata().getUsage());
    expect(copy.getResult()!.getOutput().getText()).toBe('b');
  });

  test('default metadata: id and model "", empty usage and rate limit', () => {
    const metadata = new ChatResponse([]).getMetadata();
    expect(metadata.getId()).toBe('');
    expect(metadata.getModel()).toBe('');
    expect(metadata.getUsage().getPromptTokens()).toBe(0);
    expect(metadata.getRateLimit().getRequestsLimit()).toBe(0);
    expect([...metadata.getPromptMetadata()]).toEqual([]);
    expect(metadata.isEmpty()).toBe(true);
  });

  test('equality covers metadata and generations', () => {
    const metadata = ChatResponseMetadata.builder().id('x').build();
    const a = new ChatResponse([new Generation(new AssistantMessage('a'))], metadata);
    const b = new ChatResponse([new Generation(new AssistantMessage('a'))], metadata);
    const c = new ChatResponse([new Generation(new AssistantMessage('c'))], metadata);
    expect(a.equals(b)).toBe(true);
    expect(a.hashCode()).toBe(b.hashCode());
    expect(a.equals(c)).toBe(false);
  });
});
