// Ported from Spring AI MiniMaxChatModelStreamingTests (v1.1.8).
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { ChatCompletionChunk } from '../../../../src/model/minimax/api/ChatCompletionChunk.js';
import { ChatCompletionMessage } from '../../../../src/model/minimax/api/ChatCompletionMessage.js';
import { ChunkChoice } from '../../../../src/model/minimax/api/ChunkChoice.js';
import type { MiniMaxApi } from '../../../../src/model/minimax/api/MiniMaxApi.js';
import { MiniMaxChatModel } from '../../../../src/model/minimax/MiniMaxChatModel.js';
import { MiniMaxChatOptions } from '../../../../src/model/minimax/MiniMaxChatOptions.js';
import { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { Schedulers } from '../../../../src/java/reactor/Schedulers.js';
import { RetryUtils } from '../../../../src/retry/RetryUtils.js';

describe('MiniMaxChatModelStreamingTests', () => {
  let api: { chatCompletionStream: jest.Mock };
  let chatModel: MiniMaxChatModel;

  function setupChatModel(): void {
    api = { chatCompletionStream: jest.fn() };
    chatModel = new MiniMaxChatModel(
      api as unknown as MiniMaxApi,
      MiniMaxChatOptions.builder().build(),
      ToolCallingManager.builder().build(),
      RetryUtils.DEFAULT_RETRY_TEMPLATE,
    );
  }

  test('testStreamingWithNumbers', async () => {
    setupChatModel();
    let produced256 = false;
    const chunks: ChatCompletionChunk[] = [];
    for (let i = 1; i <= 300; i++) {
      const choice = new ChunkChoice(undefined, 0, new ChatCompletionMessage(`${i} `, ChatCompletionMessage.Role.ASSISTANT), undefined);
      chunks.push(new ChatCompletionChunk('id', [choice], 666, 'model', undefined, 'chat.completion.chunk'));
    }
    api.chatCompletionStream.mockReturnValue(
      Flux.fromIterable(chunks)
        .index()
        .map(([index, chunk]) => {
          if (index === 256) produced256 = true;
          return chunk;
        }),
    );

    // Reactor's latch makes the consumer block until 256 items were buffered; a pulled Flux cannot
    // block in map, so the chain is kept and the latch is checked once the stream completed.
    const responses = await chatModel
      .stream(new Prompt('Count to 300'))
      .subscribeOn(Schedulers.boundedElastic())
      .publishOn(Schedulers.boundedElastic(), 256)
      .collectList();

    expect(produced256).toBe(true);
    expect(responses.length).toBeGreaterThan(0);
    let fullContent = '';
    for (const response of responses) fullContent += response.getResult()?.getOutput().getText() ?? '';
    let expectedContent = '';
    for (let i = 1; i <= 300; i++) expectedContent += `${i} `;
    expect(fullContent).toBe(expectedContent);
  });
});
