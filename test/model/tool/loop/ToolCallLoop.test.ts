// The one round driver, on plain request and response types: how rounds follow each other and end.
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../../src/chat/messages/Message.js';
import { ToolResponse } from '../../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { ToolCallLimitExceededException } from '../../../../src/model/tool/ToolCallLimitExceededException.js';
import { ToolCallReactiveContextHolder } from '../../../../src/model/tool/ToolCallReactiveContextHolder.js';
import { ToolExecutionResult } from '../../../../src/model/tool/ToolExecutionResult.js';
import {
  ToolCallLoop,
  type ToolCallLoopCallHooks,
  type ToolCallLoopStreamHooks,
} from '../../../../src/model/tool/loop/ToolCallLoop.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';

/** A round's response: its text and whether it asks for a tool. */
interface Reply {
  readonly text: string;
  readonly chatResponse: ChatResponse;
}

const reply = (text: string, tool = false): Reply => {
  const message = AssistantMessage.builder()
    .content(text)
    .toolCalls(tool ? [new AssistantMessage.ToolCall('1', 'function', 'lookup', '{}')] : [])
    .build();
  return { text, chatResponse: ChatResponse.builder().generations([new Generation(message)]).build() };
};

const result = (history: Message[], returnDirect = false) =>
  ToolExecutionResult.builder().conversationHistory(history).returnDirect(returnDirect).build();

/** Hooks over `number` requests (the round's index) that answer with `replies` in order and log every step. */
function callHooks(replies: Reply[], log: string[], execute: (request: number) => Promise<ToolExecutionResult>): ToolCallLoopCallHooks<number, Reply> {
  return {
    prepareRound: (request) => {
      log.push(`prepare ${request}`);
      return request;
    },
    callRound: async (request) => {
      log.push(`call ${request}`);
      return replies[request] as Reply;
    },
    chatResponseOf: (response) => response.chatResponse,
    toolExecutionRequired: (chatResponse) => chatResponse.hasToolCalls(),
    executeToolCalls: (request) => {
      log.push(`tools ${request}`);
      return execute(request);
    },
    withGenerations: (response, chatResponse, generations) => ({
      text: `final of ${response.text}`,
      chatResponse: ChatResponse.builder().from(chatResponse).generations(generations).build(),
    }),
    nextRequest: (request, response, toolResult) => {
      log.push(`next after ${response.text} with ${toolResult.conversationHistory().length} messages`);
      return request + 1;
    },
  };
}

describe('ToolCallLoop.call', () => {
  test('rounds follow each other while tools are asked for, and the first round without ends the loop', async () => {
    const log: string[] = [];
    const hooks = callHooks([reply('a', true), reply('b', true), reply('c')], log, async () => result([new UserMessage('q')]));
    const response = await ToolCallLoop.call(hooks, 0);
    expect(response.text).toBe('c');
    expect(log).toEqual([
      'prepare 0', 'call 0', 'tools 0', 'next after a with 1 messages',
      'prepare 1', 'call 1', 'tools 1', 'next after b with 1 messages',
      'prepare 2', 'call 2',
    ]);
  });

  test('return-direct tool results end the loop as the final generations', async () => {
    const log: string[] = [];
    const answer = ToolResponseMessage.builder().responses([new ToolResponse('1', 'lookup', 'the answer')]).build();
    const direct = result([new UserMessage('q'), answer], true);
    const hooks = callHooks([reply('a', true), reply('never')], log, async () => direct);
    const response = await ToolCallLoop.call(hooks, 0);
    expect(response.text).toBe('final of a');
    expect(response.chatResponse.getResult()?.getMetadata().getFinishReason()).toBe('returnDirect');
    expect(response.chatResponse.getResult()?.getOutput().getText()).toBe('the answer');
    expect(log).not.toContain('call 1');
  });

  test('a breached THROW limit ends the loop with its generation; other failures reject', async () => {
    const breach = new ToolCallLimitExceededException('lookup', 1, result([]));
    const ended = await ToolCallLoop.call(callHooks([reply('a', true)], [], () => Promise.reject(breach)), 0);
    expect(ended.chatResponse.getResult()?.getMetadata().getFinishReason()).toBe('toolCallLimitExceeded');
    const failure = new Error('tool failed');
    await expect(ToolCallLoop.call(callHooks([reply('a', true)], [], () => Promise.reject(failure)), 0)).rejects.toBe(failure);
  });
});

describe('ToolCallLoop.stream', () => {
  function streamHooks(rounds: Reply[][], log: string[]): ToolCallLoopStreamHooks<number, Reply> {
    const base = callHooks([], log, async (request) => {
      log.push(`context ${String(ToolCallReactiveContextHolder.getContext().getOrDefault('key', 'none'))}`);
      return result([new UserMessage(`q${request}`)]);
    });
    return {
      ...base,
      streamRound: (request, onAggregated) => {
        const chunks = rounds[request] as Reply[];
        return Flux.fromIterable(chunks).doOnComplete(() => {
          if (chunks.length > 0) onAggregated({ text: chunks.map((chunk) => chunk.text).join(''), chatResponse: (chunks.at(-1) as Reply).chatResponse });
        });
      },
      afterRound: (aggregated) => {
        log.push(`after ${aggregated.text}`);
        return aggregated;
      },
      finish: (aggregated) => Flux.just({ text: `end after ${aggregated.text}`, chatResponse: aggregated.chatResponse }),
    };
  }

  test('each round streams, its tools run with the subscriber context, and the next round follows', async () => {
    const log: string[] = [];
    const hooks = streamHooks([[reply('a'), reply('b', true)], [reply('c')]], log);
    const texts = await ToolCallLoop.stream(hooks, 0)
      .map((response) => response.text)
      .contextWrite((context) => context.put('key', 'subscriber'))
      .collectList();
    expect(texts).toEqual(['a', 'b', 'c', 'end after c']);
    expect(log).toEqual([
      'prepare 0', 'after ab', 'tools 0', 'context subscriber', 'next after ab with 1 messages',
      'prepare 1', 'after c',
    ]);
  });

  test('a round without chunks ends the stream without a decision', async () => {
    const log: string[] = [];
    const texts = await ToolCallLoop.stream(streamHooks([[]], log), 0).map((response) => response.text).collectList();
    expect(texts).toEqual([]);
    expect(log).toEqual(['prepare 0']);
  });

  test('nothing after a round runs before the consumer pulls past its last chunk', async () => {
    const log: string[] = [];
    for await (const response of ToolCallLoop.stream(streamHooks([[reply('a', true)], [reply('b')]], log), 0)) {
      expect(response.text).toBe('a');
      break;
    }
    expect(log).toEqual(['prepare 0']);
  });
});
