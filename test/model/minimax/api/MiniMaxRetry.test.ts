// Ported from Spring AI MiniMaxRetryTests (v1.1.8).
import { ChatOptions } from '../../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { RuntimeException } from '../../../../src/java/core/RuntimeException.js';
import { MetadataMode } from '../../../../src/document/MetadataMode.js';
import { EmbeddingRequest } from '../../../../src/embedding/EmbeddingRequest.js';
import { MiniMaxEmbeddingModel } from '../../../../src/model/minimax/MiniMaxEmbeddingModel.js';
import { MiniMaxEmbeddingOptions } from '../../../../src/model/minimax/MiniMaxEmbeddingOptions.js';
import { ResponseEntity } from '../../../../src/java/http/ResponseEntity.js';
import { ChatCompletion } from '../../../../src/model/minimax/api/ChatCompletion.js';
import { ChatCompletionChoice } from '../../../../src/model/minimax/api/ChatCompletionChoice.js';
import { ChatCompletionChunk } from '../../../../src/model/minimax/api/ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from '../../../../src/model/minimax/api/ChatCompletionFinishReason.js';
import { ChatCompletionMessage } from '../../../../src/model/minimax/api/ChatCompletionMessage.js';
import { ChunkChoice } from '../../../../src/model/minimax/api/ChunkChoice.js';
import { MiniMaxApi } from '../../../../src/model/minimax/api/MiniMaxApi.js';
import { MiniMaxChatModel } from '../../../../src/model/minimax/MiniMaxChatModel.js';
import { MiniMaxChatOptions } from '../../../../src/model/minimax/MiniMaxChatOptions.js';
import { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { RetryUtils } from '../../../../src/retry/RetryUtils.js';
import type { RetryTemplate } from '../../../../src/java/retry/RetryTemplate.js';
import type { RetryContext } from '../../../../src/java/retry/RetryContext.js';
import type { RetryListener } from '../../../../src/java/retry/RetryListener.js';
import { TransientAiException } from '../../../../src/retry/TransientAiException.js';
import { capturedLogs } from '../../../harness/logs.js';

const Role = ChatCompletionMessage.Role;

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

describe('MiniMaxRetryTests', () => {
  let retryListener: TestRetryListener;
  let retryTemplate: RetryTemplate;
  let miniMaxApi: { chatCompletionEntity: jest.Mock; chatCompletionStream: jest.Mock };
  let chatModel: MiniMaxChatModel;

  beforeEach(() => {
    retryTemplate = RetryUtils.SHORT_RETRY_TEMPLATE;
    retryListener = new TestRetryListener();
    retryTemplate.registerListener(retryListener);
    miniMaxApi = { chatCompletionEntity: jest.fn(), chatCompletionStream: jest.fn() };
    chatModel = new MiniMaxChatModel(
      miniMaxApi as unknown as MiniMaxApi,
      MiniMaxChatOptions.builder().build(),
      ToolCallingManager.builder().build(),
      retryTemplate,
    );
  });

  test('miniMaxChatTransientError', async () => {
    const choice = new ChatCompletionChoice(ChatCompletionFinishReason.STOP, 0, new ChatCompletionMessage('Response', Role.ASSISTANT), undefined, undefined);
    const expectedChatCompletion = new ChatCompletion('id', [choice], 666, 'model', undefined, undefined, undefined, new MiniMaxApi.Usage(10, 10, 10));
    miniMaxApi.chatCompletionEntity
      .mockRejectedValueOnce(new TransientAiException('Transient Error 1'))
      .mockRejectedValueOnce(new TransientAiException('Transient Error 2'))
      .mockResolvedValueOnce(ResponseEntity.of(expectedChatCompletion));

    const result = await chatModel.call(new Prompt('text', ChatOptions.builder().build()));

    expect(result).toBeDefined();
    expect(result.getResult()?.getOutput().getText()).toBe('Response');
    expect(retryListener.onSuccessRetryCount).toBe(2);
    expect(retryListener.onErrorRetryCount).toBe(2);
  });

  test('miniMaxChatNonTransientError', async () => {
    miniMaxApi.chatCompletionEntity.mockRejectedValueOnce(new RuntimeException('Non Transient Error'));
    await expect(chatModel.call(new Prompt('text'))).rejects.toThrow(RuntimeException);
  });

  test('miniMaxChatStreamTransientError', async () => {
    const choice = new ChunkChoice(ChatCompletionFinishReason.STOP, 0, new ChatCompletionMessage('Response', Role.ASSISTANT), undefined);
    const expectedChatCompletion = new ChatCompletionChunk('id', [choice], 666, 'model', undefined, undefined);
    miniMaxApi.chatCompletionStream
      .mockImplementationOnce(() => {
        throw new TransientAiException('Transient Error 1');
      })
      .mockImplementationOnce(() => {
        throw new TransientAiException('Transient Error 2');
      })
      .mockReturnValueOnce(Flux.just(expectedChatCompletion));

    const result = chatModel.stream(new Prompt('text', ChatOptions.builder().build()));

    expect(result).toBeDefined();
    expect((await result.collectList())[0]?.getResult()?.getOutput().getText()).toBe('Response');
    expect(retryListener.onSuccessRetryCount).toBe(2);
    expect(retryListener.onErrorRetryCount).toBe(2);
  });

  test('miniMaxChatStreamNonTransientError', async () => {
    miniMaxApi.chatCompletionStream.mockImplementationOnce(() => {
      throw new RuntimeException('Non Transient Error');
    });
    await expect(chatModel.stream(new Prompt('text')).collectList()).rejects.toThrow(RuntimeException);
    expect(capturedLogs.take('Aggregation Error').map((entry) => entry.line)).toEqual([
      expect.stringContaining('RuntimeException: Non Transient Error'),
    ]);
  });

  test('miniMaxEmbeddingTransientError', async () => {
    const expectedEmbeddings = new MiniMaxApi.EmbeddingList([[9.9, 8.8]], 'model', 10);
    const embeddings = jest
      .fn()
      .mockRejectedValueOnce(new TransientAiException('Transient Error 1'))
      .mockRejectedValueOnce(new TransientAiException('Transient Error 2'))
      .mockResolvedValueOnce(ResponseEntity.ok(expectedEmbeddings));
    const embeddingModel = new MiniMaxEmbeddingModel(
      { embeddings } as unknown as MiniMaxApi,
      MetadataMode.EMBED,
      MiniMaxEmbeddingOptions.builder().build(),
      retryTemplate,
    );
    const options = MiniMaxEmbeddingOptions.builder().model('model').build();
    const result = await embeddingModel.call(new EmbeddingRequest(['text1', 'text2'], options));
    expect(result.getResult().getOutput()).toEqual([9.9, 8.8]);
    expect(retryListener.onSuccessRetryCount).toBe(2);
    expect(retryListener.onErrorRetryCount).toBe(2);
    expect(embeddings.mock.calls[0][0].toJSON()).toEqual({ texts: ['text1', 'text2'], model: 'model', type: 'db' });
  });

  test('miniMaxEmbeddingNonTransientError', async () => {
    const embeddings = jest.fn().mockRejectedValue(new RuntimeException('Non Transient Error'));
    const embeddingModel = new MiniMaxEmbeddingModel(
      { embeddings } as unknown as MiniMaxApi,
      MetadataMode.EMBED,
      MiniMaxEmbeddingOptions.builder().build(),
      retryTemplate,
    );
    const options = MiniMaxEmbeddingOptions.builder().model('model').build();
    await expect(embeddingModel.call(new EmbeddingRequest(['text1', 'text2'], options))).rejects.toThrow(RuntimeException);
    expect(embeddings).toHaveBeenCalledTimes(1);
  });
});
