// A chat model's own tool loop, as a provider calls it: one round through the provider, the rest here.
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ToolResponse } from '../../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { DefaultToolExecutionEligibilityPredicate } from '../../../../src/model/tool/DefaultToolExecutionEligibilityPredicate.js';
import { ToolCallingChatOptions } from '../../../../src/model/tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { ToolCallReactiveContextHolder } from '../../../../src/model/tool/ToolCallReactiveContextHolder.js';
import { ToolExecutionResult } from '../../../../src/model/tool/ToolExecutionResult.js';
import { ChatModelToolLoop } from '../../../../src/model/tool/loop/ChatModelToolLoop.js';
import { Context } from '../../../../src/java/reactor/Context.js';

const answer = (text: string, tool = false) =>
  ChatResponse.builder()
    .generations([
      new Generation(
        AssistantMessage.builder()
          .content(text)
          .toolCalls(tool ? [new AssistantMessage.ToolCall('1', 'function', 'lookup', '{}')] : [])
          .build(),
      ),
    ])
    .build();

function manager(returnDirect = false, seenContext: unknown[] = []): ToolCallingManager {
  return {
    resolveToolDefinitions: () => [],
    executeToolCalls: async (prompt, chatResponse) => {
      seenContext.push(ToolCallReactiveContextHolder.getContext().getOrDefault('key', 'none'));
      const responses = ToolResponseMessage.builder().responses([new ToolResponse('1', 'lookup', 'sunny')]).build();
      return ToolExecutionResult.builder()
        .conversationHistory([...prompt.getInstructions(), chatResponse.getResult()!.getOutput(), responses])
        .returnDirect(returnDirect)
        .build();
    },
  };
}

const promptWith = (internalToolExecutionEnabled: boolean) =>
  new Prompt([new UserMessage('weather?')], ToolCallingChatOptions.builder().internalToolExecutionEnabled(internalToolExecutionEnabled).build());

describe('ChatModelToolLoop', () => {
  test('call sends rounds until one asks for no tools; the next prompt carries the history and the same options', async () => {
    const prompt = promptWith(true);
    const sent: Prompt[] = [];
    const replies = [answer('', true), answer('It is sunny')];
    const loop = new ChatModelToolLoop(manager(), new DefaultToolExecutionEligibilityPredicate());
    const response = await loop.call(prompt, async (round) => {
      sent.push(round);
      return replies[sent.length - 1] as ChatResponse;
    });
    expect(response.getResult()?.getOutput().getText()).toBe('It is sunny');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.getInstructions().map((message) => message.getMessageType().getValue())).toEqual(['user', 'assistant', 'tool']);
    expect(sent[1]?.getOptions()).toBe(prompt.getOptions());
  });

  test('call hands the tool calls back when internal tool execution is off', async () => {
    const loop = new ChatModelToolLoop(manager(), new DefaultToolExecutionEligibilityPredicate());
    const response = await loop.call(promptWith(false), async () => answer('', true));
    expect(response.hasToolCalls()).toBe(true);
  });

  test('a streamed round ends with direct results, or goes on with the next prompt, the tools seeing the given context', async () => {
    const seen: unknown[] = [];
    const prompt = promptWith(true);
    const context = Context.of('key', 'subscriber');
    const next = await new ChatModelToolLoop(manager(false, seen), new DefaultToolExecutionEligibilityPredicate()).runStreamedRound(
      prompt,
      answer('', true),
      context,
    );
    expect(next.kind === 'next' && next.prompt.getInstructions().length).toBe(3);
    const final = await new ChatModelToolLoop(manager(true, seen), new DefaultToolExecutionEligibilityPredicate()).runStreamedRound(
      prompt,
      answer('', true),
      context,
    );
    expect(final.kind === 'final' && final.response.getResult()?.getOutput().getText()).toBe('sunny');
    expect(seen).toEqual(['subscriber', 'subscriber']);
  });
});
