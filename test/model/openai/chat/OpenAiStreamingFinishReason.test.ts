// Ported from Spring AI OpenAiStreamingFinishReasonTests and OpenAiChatModelStreamingTests (spring-ai-openai, v1.1.8).
// ModelOptionsUtils.jsonToObject(json, ChatCompletionChunk.class) is the API client's chunk reading here; the
// CountDownLatch of testStreamingWithNumbers (a full 256-element prefetch buffer) has no counterpart in a pull-based
// stream: the test checks the 300 chunks arrive whole and in order.
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { readChunk } from '../../../../src/model/openai/api/internal/wire.js';
import {
  ChatCompletionChunk,
  ChatCompletionFinishReason,
  ChatCompletionMessage,
  ChatCompletionRequest,
  ChunkChoice,
  type OpenAiApi,
  OpenAiChatModel,
  OpenAiChatOptions,
} from '../../../../src/model/openai/index.js';
import { RetryUtils } from '../../../../src/retry/RetryUtils.js';

const Role = ChatCompletionMessage.Role;

describe('OpenAiStreamingFinishReasonTests', () => {
  let openAiApi: { chatCompletionStream: jest.Mock; chatCompletionEntity: jest.Mock };
  let chatModel: OpenAiChatModel;

  function setupChatModel(): void {
    openAiApi = { chatCompletionStream: jest.fn(), chatCompletionEntity: jest.fn() };
    chatModel = new OpenAiChatModel(
      openAiApi as unknown as OpenAiApi,
      OpenAiChatOptions.builder().build(),
      ToolCallingManager.builder().build(),
      RetryUtils.DEFAULT_RETRY_TEMPLATE,
      ObservationRegistry.NOOP,
    );
  }

  const chunkWith = (finishReason: ChatCompletionFinishReason | undefined, text: string, id = 'id') =>
    new ChatCompletionChunk(id, [new ChunkChoice(finishReason, 0, new ChatCompletionMessage(text, Role.ASSISTANT), undefined)], 666, 'model', undefined, undefined, 'chat.completion.chunk', undefined);

  test('testStreamingWithNullFinishReason', async () => {
    setupChatModel();
    openAiApi.chatCompletionStream.mockReturnValue(Flux.just(chunkWith(undefined, 'Hello')));
    const responses = await chatModel.stream(new Prompt('test')).collectList();
    expect(openAiApi.chatCompletionStream.mock.calls[0]?.[0]).toBeInstanceOf(ChatCompletionRequest);
    expect(responses).toHaveLength(1);
    expect(responses[0]?.getResult()?.getOutput().getText()).toBe('Hello');
    expect(responses[0]?.getResult()?.getMetadata().getFinishReason()).toBe('');
  });

  test('testStreamingWithValidFinishReason', async () => {
    setupChatModel();
    openAiApi.chatCompletionStream.mockReturnValue(Flux.just(chunkWith(ChatCompletionFinishReason.STOP, 'Complete response')));
    const responses = await chatModel.stream(new Prompt('test')).collectList();
    expect(responses).toHaveLength(1);
    expect(responses[0]?.getResult()?.getOutput().getText()).toBe('Complete response');
    expect(responses[0]?.getResult()?.getMetadata().getFinishReason()).toBe('STOP');
  });

  test('testJsonDeserializationWithEmptyStringFinishReason', () => {
    const chunk = readChunk({
      id: 'chatcmpl-msg_bdrk_012bpm3yfa9inEuftTWYQ46F',
      object: 'chat.completion.chunk',
      created: 1726239401,
      model: 'claude-3-5-sonnet-20240620',
      choices: [{ index: 0, delta: { role: 'assistant', content: '', reasoning_content: '' }, finish_reason: '' }],
    });
    expect(chunk.choices()).toHaveLength(1);
    const choice = chunk.choices()![0]!;
    expect(choice.index()).toBe(0);
    expect(choice.delta()?.content()).toBe('');
    expect(choice.finishReason()).toBe(ChatCompletionFinishReason.UNKNOWN);
  });

  test('testJsonDeserializationWithNullFinishReason', () => {
    const chunk = readChunk({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1726239401,
      model: 'gpt-4',
      choices: [{ index: 0, delta: { role: 'assistant', content: 'Hello', reasoning_content: 'test' }, finish_reason: null }],
    });
    const choice = chunk.choices()![0]!;
    expect(choice.finishReason()).toBeUndefined();
    expect(choice.delta()?.content()).toBe('Hello');
    expect(choice.delta()?.reasoningContent()).toBe('test');
  });

  test('testStreamingWithEmptyStringFinishReasonUsingMockWebServer', async () => {
    setupChatModel();
    const chunk = chunkWith(undefined, '', 'chatcmpl-msg_bdrk_012bpm3yfa9inEuftTWYQ46F');
    openAiApi.chatCompletionStream.mockReturnValue(Flux.just(chunk));
    const responses = await chatModel.stream(new Prompt('test')).collectList();
    expect(responses).toHaveLength(1);
    expect(responses[0]?.getResult()?.getMetadata().getFinishReason()).toBe('');
  });

  test('testModelOptionsUtilsJsonToObjectWithEmptyFinishReason', () => {
    const chunk = readChunk({
      id: 'chatcmpl-msg_bdrk_012bpm3yfa9inEuftTWYQ46F',
      object: 'chat.completion.chunk',
      created: 1726239401,
      model: 'claude-3-5-sonnet-20240620',
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: '' }],
    });
    expect(chunk.choices()).toHaveLength(1);
    expect(chunk.choices()![0]!.finishReason()).toBe(ChatCompletionFinishReason.UNKNOWN);
  });
});

describe('OpenAiChatModelStreamingTests', () => {
  test('testStreamingWithNumbers', async () => {
    const openAiApi = { chatCompletionStream: jest.fn(), chatCompletionEntity: jest.fn() };
    const chatModel = new OpenAiChatModel(
      openAiApi as unknown as OpenAiApi,
      OpenAiChatOptions.builder().build(),
      ToolCallingManager.builder().build(),
      RetryUtils.DEFAULT_RETRY_TEMPLATE,
      ObservationRegistry.NOOP,
    );
    const chunks: ChatCompletionChunk[] = [];
    for (let i = 1; i <= 300; i++) {
      chunks.push(new ChatCompletionChunk('id', [new ChunkChoice(undefined, 0, new ChatCompletionMessage(`${i} `, Role.ASSISTANT), undefined)], 666, 'model', undefined, undefined, 'chat.completion.chunk', undefined));
    }
    openAiApi.chatCompletionStream.mockReturnValue(Flux.fromIterable(chunks));
    const responses = await chatModel.stream(new Prompt('Count to 300')).collectList();
    expect(responses.length).toBeGreaterThan(0);
    const fullContent = responses.map((response) => response.getResult()?.getOutput().getText()).join('');
    expect(fullContent).toBe(Array.from({ length: 300 }, (_, i) => `${i + 1} `).join(''));
  });
});
