/* spring-ai-ts, Apache-2.0. The defaults wire a whole tool-calling stack and chat memory per container. */
import 'reflect-metadata';
import { container as rootContainer, injectable } from 'tsyringe';
import { registerSpringAiDefaults } from '../../src/di/registerSpringAiDefaults.js';
import { registerTools } from '../../src/di/registerTools.js';
import { AssistantMessage, ToolCall, ToolResponseMessage, UserMessage } from '../../src/chat/messages/index.js';
import { ChatMemory, ChatMemoryRepository, InMemoryChatMemoryRepository, MessageWindowChatMemory } from '../../src/chat/memory/index.js';
import { ChatResponse, Generation } from '../../src/chat/model/index.js';
import { Prompt } from '../../src/chat/prompt/index.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/index.js';
import { DefaultToolCallingManager, ToolCallingChatOptions, ToolCallingManager } from '../../src/model/tool/index.js';
import { Tool } from '../../src/tool/annotation/Tool.js';

@injectable()
class ClockTools {
  // A string that starts with a JSON value passes through the result converter unchanged (Jackson's rule).
  @Tool({ description: 'The current time' })
  now(): string {
    return '12:00';
  }
}

describe('registerSpringAiDefaults', () => {
  test('a container resolves a DefaultToolCallingManager that finds the container\'s tools by name', async () => {
    const container = registerSpringAiDefaults(registerTools(rootContainer.createChildContainer(), ClockTools));
    expect(container.resolve(ObservationRegistry.TOKEN)).toBe(ObservationRegistry.NOOP);
    const manager = container.resolve<ToolCallingManager>(ToolCallingManager.TOKEN);
    expect(manager).toBeInstanceOf(DefaultToolCallingManager);
    expect(container.resolve(ToolCallingManager.TOKEN)).toBe(manager);

    const options = ToolCallingChatOptions.builder().toolNames('now').build();
    const prompt = new Prompt([new UserMessage('What time is it?')], options);
    const call = new ToolCall('call-1', 'function', 'now', '{}');
    const response = new ChatResponse([new Generation(AssistantMessage.builder().content('').toolCalls([call]).build())]);
    const result = await manager.executeToolCalls(prompt, response);
    const toolResponses = result.conversationHistory().at(-1) as ToolResponseMessage;
    expect(toolResponses).toBeInstanceOf(ToolResponseMessage);
    expect(toolResponses.getResponses().map((r) => [r.id(), r.name(), r.responseData()])).toEqual([['call-1', 'now', '"12:00"']]);
  });

  test('chat memory defaults to a message window over an in-memory repository, per container', async () => {
    const first = registerSpringAiDefaults(rootContainer.createChildContainer());
    const second = registerSpringAiDefaults(rootContainer.createChildContainer());
    const memory = first.resolve<ChatMemory>(ChatMemory.TOKEN);
    expect(memory).toBeInstanceOf(MessageWindowChatMemory);
    expect(first.resolve(ChatMemoryRepository.TOKEN)).toBeInstanceOf(InMemoryChatMemoryRepository);
    await memory.add('c1', [new UserMessage('hello')]);
    await expect(memory.get('c1')).resolves.toHaveLength(1);
    await expect(second.resolve<ChatMemory>(ChatMemory.TOKEN).get('c1')).resolves.toHaveLength(0);
  });

  test('an existing registration is kept', () => {
    const container = rootContainer.createChildContainer();
    const registry = ObservationRegistry.create();
    container.register(ObservationRegistry.TOKEN, { useValue: registry });
    registerSpringAiDefaults(container);
    expect(container.resolve(ObservationRegistry.TOKEN)).toBe(registry);
  });
});
