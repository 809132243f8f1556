// Ported from Spring AI OpenAiRetryTests (spring-ai-openai, v1.1.8): the chat and embedding tests. The two stream tests
// are @Disabled in Spring ("Currently stream() does not implement retry"); the audio and image tests are out of scope.
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { MetadataMode } from '../../../src/document/MetadataMode.js';
import { EmbeddingRequest } from '../../../src/embedding/EmbeddingRequest.js';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import { ResponseEntity } from '../../../src/java/http/ResponseEntity.js';
import type { RetryContext } from '../../../src/java/retry/RetryContext.js';
import type { RetryListener } from '../../../src/java/retry/RetryListener.js';
import type { RetryTemplate } from '../../../src/java/retry/RetryTemplate.js';
import {
  ChatCompletion,
  ChatCompletionFinishReason,
  ChatCompletionMessage,
  ChatCompletionRequest,
  Choice,
  Embedding,
  EmbeddingList,
  OpenAiApi,
  OpenAiChatModel,
  OpenAiChatOptions,
  OpenAiEmbeddingModel,
  OpenAiEmbeddingOptions,
  Usage,
} from '../../../src/model/openai/index.js';
import { RetryUtils } from '../../../src/retry/RetryUtils.js';
import { TransientAiException } from '../../../src/retry/TransientAiException.js';

class TestRetryListener implements RetryListener {
  onErrorRetryCount = 0;
  onSuccessRetryCount = 0;

  onSuccess(context: RetryContext): void {
    this.onSuccessRetryCount = context.getRetryCount();
  }

  onError(context: RetryContext): void {
    this.onErrorRetryCount = context.getRetryCount();
  }
}

describe('OpenAiRetryTests', () => {
  let retryListener: TestRetryListener;
  let retryTemplate: RetryTemplate;
  let openAiApi: { chatCompletionEntity: jest.Mock; chatCompletionStream: jest.Mock; embeddings: jest.Mock };
  let chatModel: OpenAiChatModel;
  let embeddingModel: OpenAiEmbeddingModel;

  beforeEach(() => {
    retryTemplate = RetryUtils.SHORT_RETRY_TEMPLATE;
    retryListener = new TestRetryListener();
    retryTemplate.registerListener(retryListener);
    openAiApi = { chatCompletionEntity: jest.fn(), chatCompletionStream: jest.fn(), embeddings: jest.fn() };
    chatModel = OpenAiChatModel.builder()
      .openAiApi(openAiApi as unknown as OpenAiApi)
      .defaultOptions(OpenAiChatOptions.builder().build())
      .retryTemplate(retryTemplate)
      .build();
    embeddingModel = new OpenAiEmbeddingModel(openAiApi as unknown as OpenAiApi, MetadataMode.EMBED, OpenAiEmbeddingOptions.builder().build(), retryTemplate);
  });

  test('openAiChatTransientError', async () => {
    const choice = new Choice(ChatCompletionFinishReason.STOP, 0, new ChatCompletionMessage('Response', ChatCompletionMessage.Role.ASSISTANT), undefined);
    const expectedChatCompletion = new ChatCompletion('id', [choice], 666, 'model', undefined, undefined, undefined, new Usage(10, 10, 10));
    openAiApi.chatCompletionEntity
      .mockRejectedValueOnce(new TransientAiException('Transient Error 1'))
      .mockRejectedValueOnce(new TransientAiException('Transient Error 2'))
      .mockResolvedValueOnce(ResponseEntity.of(expectedChatCompletion));
    const result = await chatModel.call(new Prompt('text'));
    expect(result).toBeDefined();
    expect(result.getResult()?.getOutput().getText()).toBe('Response');
    expect(openAiApi.chatCompletionEntity.mock.calls[0]?.[0]).toBeInstanceOf(ChatCompletionRequest);
    expect(retryListener.onSuccessRetryCount).toBe(2);
    expect(retryListener.onErrorRetryCount).toBe(2);
  });

  test('openAiChatNonTransientError', async () => {
    openAiApi.chatCompletionEntity.mockRejectedValue(new RuntimeException('Non Transient Error'));
    await expect(chatModel.call(new Prompt('text'))).rejects.toBeInstanceOf(RuntimeException);
  });

  test('openAiEmbeddingTransientError', async () => {
    const expectedEmbeddings = new EmbeddingList('list', [new Embedding(0, [9.9, 8.8])], 'model', new Usage(10, 10, 10));
    openAiApi.embeddings
      .mockRejectedValueOnce(new TransientAiException('Transient Error 1'))
      .mockRejectedValueOnce(new TransientAiException('Transient Error 2'))
      .mockResolvedValueOnce(ResponseEntity.of(expectedEmbeddings));
    const result = await embeddingModel.call(new EmbeddingRequest(['text1', 'text2'], undefined));
    expect(result).toBeDefined();
    expect(result.getResult()?.getOutput()).toEqual([9.9, 8.8]);
    expect(retryListener.onSuccessRetryCount).toBe(2);
    expect(retryListener.onErrorRetryCount).toBe(2);
  });

  test('openAiEmbeddingNonTransientError', async () => {
    openAiApi.embeddings.mockRejectedValue(new RuntimeException('Non Transient Error'));
    await expect(embeddingModel.call(new EmbeddingRequest(['text1', 'text2'], undefined))).rejects.toBeInstanceOf(RuntimeException);
  });
});
