import 'reflect-metadata';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ToolCall } from '../../../src/chat/messages/ToolCall.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { AbortedException } from '../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../src/java/core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { ToolCallingManager } from '../../../src/model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../src/model/tool/ToolExecutionResult.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import { InMemoryConversationStore } from '../../../src/agent/store/InMemoryConversationStore.js';
import { AgentToolCallingManager } from '../../../src/agent/tool/AgentToolCallingManager.js';
import { AgentToolCallReport } from '../../../src/agent/tool/AgentToolCallReport.js';
import type { AgentToolRoundState } from '../../../src/agent/tool/AgentToolRoundState.js';
import { ToolCallArgumentsRetryExhaustedException } from '../../../src/agent/tool/ToolCallArgumentsRetryExhaustedException.js';

interface CityInput {
  city: string;
}

function cityTool(name: string, seen: string[]): ToolCallback {
  return FunctionToolCallback.builder(name, (input: CityInput) => {
    seen.push(`${name}:${input.city}`);
    return `${name} ${input.city}`;
  })
    .description(name)
    .inputType(Object)
    .inputSchema('{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}')
    .build();
}

function promptWith(callbacks: ToolCallback[], toolContext: Record<string, unknown>): Prompt {
  const options = ToolCallingChatOptions.builder().toolCallbacks(...callbacks).toolContext(toolContext).build();
  return new Prompt([new UserMessage('q')], options);
}

function responseCalling(...calls: Array<[string, string]>): ChatResponse {
  const message = AssistantMessage.builder()
    .content('calling')
    .toolCalls(calls.map(([name, args], index) => new ToolCall(`id-${index}`, 'function', name, args)))
    .build();
  return ChatResponse.builder().generations([new Generation(message)]).build();
}

const lastMessage = (result: ToolExecutionResult) => result.conversationHistory().at(-1) as ToolResponseMessage;
const echoed = (result: ToolExecutionResult) => result.conversationHistory().at(-2) as AssistantMessage;

describe('AgentToolCallingManager (spring-ai-ts, beyond Spring)', () => {
  const ctx = { [ChatMemory.CONVERSATION_ID]: 'c1' };

  test('valid calls go to the delegate unchanged', async () => {
    const delegate = ToolCallingManager.builder().build();
    const spy = jest.spyOn(delegate, 'executeToolCalls');
    const seen: string[] = [];
    const prompt = promptWith([cityTool('weather', seen)], ctx);
    const response = responseCalling(['weather', '{"city":"Paris"}']);

    const result = await new AgentToolCallingManager({ delegate }).executeToolCalls(prompt, response);

    expect(spy).toHaveBeenCalledWith(prompt, response);
    expect(seen).toEqual(['weather:Paris']);
    expect(result.conversationHistory()).toHaveLength(3);
    expect(lastMessage(result).getResponses()[0]!.responseData()).toBe('"weather Paris"');
  });

  test('in a mixed round only the broken call is answered with an error; order and ids are kept', async () => {
    const seen: string[] = [];
    const prompt = promptWith([cityTool('weather', seen), cityTool('time', seen)], ctx);
    const response = responseCalling(['weather', '{"city":"Paris"}'], ['time', "{'city': 'Rome'}"], ['weather', '{"city":"Oslo"}']);

    const result = await new AgentToolCallingManager().executeToolCalls(prompt, response);

    expect(seen).toEqual(['weather:Paris', 'weather:Oslo']);
    const responses = lastMessage(result).getResponses();
    expect(responses.map((response) => response.id())).toEqual(['id-0', 'id-1', 'id-2']);
    expect(responses[1]!.name()).toBe('time');
    expect(responses[1]!.responseData()).toMatch(/^Error: the arguments of your call to tool 'time' are not valid JSON/);
    expect(responses[2]!.responseData()).toBe('"weather Oslo"');
    expect(echoed(result).getToolCalls().map((call) => call.arguments())).toEqual(['{"city":"Paris"}', '{}', '{"city":"Oslo"}']);
    expect(echoed(result).getText()).toBe('calling');
    expect(result.conversationHistory()[0]!.getText()).toBe('q');
    expect(ToolExecutionResult.isReturnDirect(result)).toBe(false);
  });

  test.each([
    ['{"city": "Paris" // the capital\n}', "Expected ',' or '}' after property value in JSON at position 17"],
    ['{"city": "Par\tis"}', 'Bad control character in string literal'],
    ["{city: 'Paris'}", 'Expected property name'],
    ['{"city": "Paris"', "Expected ',' or '}' after property value"],
  ])('%j is rejected with the parser root cause', async (args, cause) => {
    const result = await new AgentToolCallingManager().executeToolCalls(
      promptWith([cityTool('weather', [])], ctx),
      responseCalling(['weather', args]),
    );

    const answer = lastMessage(result).getResponses()[0]!.responseData();
    expect(answer).toContain(`Cause: ${cause}`);
    expect(answer).toMatch(/\(line \d+, column \d+\), near `/);
  });

  test('JSON that misses a required property or is not an object fails validation', async () => {
    const manager = new AgentToolCallingManager();
    const prompt = promptWith([cityTool('weather', [])], ctx);

    const missing = await manager.executeToolCalls(prompt, responseCalling(['weather', '{"town":"Paris"}']));
    const array = await manager.executeToolCalls(prompt, responseCalling(['weather', '["Paris"]']));

    expect(lastMessage(missing).getResponses()[0]!.responseData()).toContain(
      "do not fit the tool's input schema, so the tool did not run.\nCause: missing required property 'city'.",
    );
    expect(lastMessage(array).getResponses()[0]!.responseData()).toContain('Cause: the arguments must be one JSON object, got an array.');
    expect(lastMessage(array).getResponses()[0]!.responseData()).toContain('Retry 2 of 3.');
  });

  test('a repair that still misses a required property is rejected', async () => {
    const manager = AgentToolCallingManager.builder().repairArguments(true).build();

    const result = await manager.executeToolCalls(promptWith([cityTool('weather', [])], ctx), responseCalling(['weather', "{town: 'Paris'"]));

    expect(lastMessage(result).getResponses()[0]!.responseData()).toMatch(/^Error: .* are not valid JSON/);
  });

  test('a report in the tool context receives repairs, rejections and rounds', async () => {
    const report = new AgentToolCallReport();
    const manager = AgentToolCallingManager.builder().repairArguments(true).build();
    const prompt = promptWith([cityTool('weather', [])], { ...ctx, [AgentToolCallReport.CONTEXT_KEY]: report });

    await manager.executeToolCalls(prompt, responseCalling(['weather', '{"city":"A",}'], ['weather', '{}']));

    expect(report.getRepairs()).toEqual([
      {
        toolCallId: 'id-0',
        toolName: 'weather',
        originalArguments: '{"city":"A",}',
        repairedArguments: '{"city":"A"}',
        problem: expect.stringContaining('position 12'),
      },
    ]);
    expect(report.getInvalidToolCalls()).toEqual([
      { toolCallId: 'id-1', toolName: 'weather', arguments: '{}', problem: "missing required property 'city'", retry: 1 },
    ]);
    expect(report.getToolRounds()).toBe(1);
  });

  test('counters are kept per conversation in the given store with the given ttl', async () => {
    const store = new InMemoryConversationStore<AgentToolRoundState>();
    const update = jest.spyOn(store, 'update');
    const manager = AgentToolCallingManager.builder().conversationStore(store).stateTtlMillis(999).build();
    const broken = responseCalling(['weather', '{']);

    await manager.executeToolCalls(promptWith([cityTool('weather', [])], ctx), broken);
    await manager.executeToolCalls(promptWith([cityTool('weather', [])], { [ChatMemory.CONVERSATION_ID]: 'c2' }), broken);
    await manager.executeToolCalls(promptWith([cityTool('weather', [])], ctx), broken);

    await expect(store.get('c1')).resolves.toEqual({ failedRounds: 2, roundsWithoutReminderTool: 0 });
    await expect(store.get('c2')).resolves.toEqual({ failedRounds: 1, roundsWithoutReminderTool: 0 });
    expect(update).toHaveBeenLastCalledWith('c1', expect.any(Function), 999);
  });

  test('overlapping rounds of one conversation count exactly (the counters are updated in one step)', async () => {
    const store = new InMemoryConversationStore<AgentToolRoundState>();
    const manager = AgentToolCallingManager.builder().conversationStore(store).reminderEveryRounds(100).build();
    // The reminder counter runs only while the reminder tool (todoUpdate) is offered.
    const prompt = promptWith([cityTool('weather', []), cityTool('todoUpdate', [])], ctx);
    await Promise.all(
      Array.from({ length: 10 }, () => manager.executeToolCalls(prompt, responseCalling(['weather', '{"city":"Paris"}']))),
    );
    await expect(store.get('c1')).resolves.toEqual({ failedRounds: 0, roundsWithoutReminderTool: 10 });
  });

  test('a store without update still works (get, then set)', async () => {
    const inner = new InMemoryConversationStore<AgentToolRoundState>();
    const store = { get: inner.get.bind(inner), set: inner.set.bind(inner), delete: inner.delete.bind(inner) };
    const manager = AgentToolCallingManager.builder().conversationStore(store).reminderEveryRounds(100).build();
    const prompt = promptWith([cityTool('weather', []), cityTool('todoUpdate', [])], ctx);
    await manager.executeToolCalls(prompt, responseCalling(['weather', '{"city":"Paris"}']));
    await manager.executeToolCalls(prompt, responseCalling(['weather', '{"city":"Paris"}']));
    await expect(inner.get('c1')).resolves.toEqual({ failedRounds: 0, roundsWithoutReminderTool: 2 });
  });

  test('exhaustion: a typed error with the tool, arguments, problem and retries', async () => {
    const manager = AgentToolCallingManager.builder().maxRetries(0).build();

    const error = await manager
      .executeToolCalls(promptWith([cityTool('weather', [])], ctx), responseCalling(['weather', '{"city":']))
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ToolCallArgumentsRetryExhaustedException);
    const exhausted = error as ToolCallArgumentsRetryExhaustedException;
    expect(exhausted.getToolName()).toBe('weather');
    expect(exhausted.getToolCallArguments()).toBe('{"city":');
    expect(exhausted.getProblem()).toContain('Unexpected end of JSON input');
    expect(exhausted.getRetries()).toBe(0);
  });

  test('without a conversation id: IllegalStateException, unless a default id is set', async () => {
    const prompt = promptWith([cityTool('weather', [])], {});
    const response = responseCalling(['weather', '{"city":"x"}']);

    await expect(new AgentToolCallingManager().executeToolCalls(prompt, response)).rejects.toThrow(
      new IllegalStateException(
        "No conversation id for the tool round: put one in the tool context under 'chat_memory_conversation_id' " +
          '(AgentToolCallAdvisor copies the advisor parameter ChatMemory.CONVERSATION_ID there) or set a defaultConversationId',
      ),
    );
    const result = await AgentToolCallingManager.builder().defaultConversationId('shared').build().executeToolCalls(prompt, response);
    expect(lastMessage(result).getResponses()[0]!.responseData()).toBe('"weather x"');
  });

  test('an aborted caller starts nothing, even a round of only broken calls', async () => {
    const controller = new AbortController();
    controller.abort();

    const result = AbortSignalContext.run(controller.signal, () =>
      new AgentToolCallingManager().executeToolCalls(promptWith([cityTool('weather', [])], ctx), responseCalling(['weather', '{'])),
    );

    await expect(result).rejects.toThrow(AbortedException);
  });

  test('argument checks reject; no tool call is left to the delegate', async () => {
    const manager = new AgentToolCallingManager();
    await expect(manager.executeToolCalls(undefined as unknown as Prompt, responseCalling())).rejects.toThrow(
      new IllegalArgumentException('prompt cannot be null'),
    );
    await expect(
      manager.executeToolCalls(promptWith([], ctx), ChatResponse.builder().generations([new Generation(new AssistantMessage('x'))]).build()),
    ).rejects.toThrow(new IllegalStateException('No tool call requested by the chat model'));
  });

  test('a return-direct round gets no reminder and is not counted', async () => {
    const direct = FunctionToolCallback.builder('book', () => 'booked')
      .description('book')
      .toolMetadata(ToolMetadata.builder().returnDirect(true).build())
      .build();
    const todo = FunctionToolCallback.builder('todoUpdate', () => 'ok').description('todos').build();
    const manager = AgentToolCallingManager.builder().reminderEveryRounds(2).build();
    const prompt = promptWith([cityTool('weather', []), direct, todo], ctx);

    const first = await manager.executeToolCalls(prompt, responseCalling(['weather', '{"city":"a"}']));
    const returnDirect = await manager.executeToolCalls(prompt, responseCalling(['book', '{}']));
    const second = await manager.executeToolCalls(prompt, responseCalling(['weather', '{"city":"b"}']));

    expect(lastMessage(first).getResponses()[0]!.responseData()).toBe('"weather a"');
    expect(ToolExecutionResult.isReturnDirect(returnDirect)).toBe(true);
    expect(lastMessage(returnDirect).getResponses()[0]!.responseData()).toBe('"booked"');
    expect(lastMessage(second).getResponses()[0]!.responseData()).toBe('<reminder>Update your todos.</reminder>\n"weather b"');
  });

  test('builder checks and defaults', () => {
    expect(() => AgentToolCallingManager.builder().maxRetries(-1)).toThrow(
      new IllegalArgumentException('maxRetries must be a non-negative integer'),
    );
    expect(() => AgentToolCallingManager.builder().reminderEveryRounds(1.5)).toThrow(
      new IllegalArgumentException('reminderEveryRounds must be a non-negative integer'),
    );
    expect(() => AgentToolCallingManager.builder().reminderToolName(' ')).toThrow(
      new IllegalArgumentException('reminderToolName cannot be null or empty'),
    );
    expect(AgentToolCallingManager.DEFAULT_MAX_RETRIES).toBe(3);
    expect(AgentToolCallingManager.DEFAULT_REMINDER_EVERY_ROUNDS).toBe(3);
    expect(AgentToolCallingManager.DEFAULT_REMINDER_TOOL_NAME).toBe('todoUpdate');
    expect(AgentToolCallingManager.DEFAULT_REMINDER_TEXT).toBe('<reminder>Update your todos.</reminder>');
    expect(ToolCallingManager.isInstance(new AgentToolCallingManager())).toBe(true);
  });
});
