/* Ported from Spring AI ChatClientAdvisorTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { MessageChatMemoryAdvisor } from '../../../src/chat/client/advisor/MessageChatMemoryAdvisor.js';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { InMemoryChatMemoryRepository } from '../../../src/chat/memory/InMemoryChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { MessageType } from '../../../src/chat/messages/MessageType.js';
import { ChatResponseMetadata } from '../../../src/chat/metadata/ChatResponseMetadata.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import type { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { join, lastPrompt, mockChatModel } from './chatClientTestSupport.js';

const withoutWhitespace = (text: string | undefined): string | undefined => text?.replace(/\s+/g, '');

/** The assertions both tests make on the messages the model received. */
function expectMessages(instructions: Message[], expected: Array<[MessageType, string]>): void {
  expect(instructions).toHaveLength(expected.length);
  expected.forEach(([type, text], index) => {
    const message = instructions[index] as Message;
    expect(message.getMessageType()).toBe(type);
    if (type === MessageType.SYSTEM) expect(withoutWhitespace(message.getText())).toBe(withoutWhitespace(text));
    else expect(message.getText()).toBe(text);
  });
}

describe('ChatClientAdvisorTests', () => {
  test('promptChatMemory', async () => {
    const chatModel = mockChatModel();
    const chatResponseMetadata = ChatResponseMetadata.builder().build();
    chatModel.call
      .mockResolvedValueOnce(new ChatResponse([new Generation(new AssistantMessage('Hello John'))], chatResponseMetadata))
      .mockResolvedValueOnce(new ChatResponse([new Generation(new AssistantMessage('Your name is John'))], chatResponseMetadata));
    chatModel.getDefaultOptions.mockReturnValue(ChatOptions.builder().build());

    const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new InMemoryChatMemoryRepository()).build();

    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('Default system text.')
      .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
      .build();

    // Turn 1: no memory yet, only the system and the user message reach the model.
    const chatResponse = await chatClient
      .prompt()
      .user('my name is John')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'dumy-conversation-id'))
      .call()
      .chatResponse();

    expect(chatResponse?.getResult()?.getOutput().getText()).toBe('Hello John');
    expectMessages(lastPrompt(chatModel).getInstructions(), [
      [MessageType.SYSTEM, 'Default system text.'],
      [MessageType.USER, 'my name is John'],
    ]);

    // Turn 2: the memory of turn 1 comes before the new user message, as typed messages.
    const content = await chatClient
      .prompt()
      .user('What is my name?')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'dumy-conversation-id'))
      .call()
      .content();

    expect(content).toBe('Your name is John');
    expectMessages(lastPrompt(chatModel).getInstructions(), [
      [MessageType.SYSTEM, 'Default system text.'],
      [MessageType.USER, 'my name is John'],
      [MessageType.ASSISTANT, 'Hello John'],
      [MessageType.USER, 'What is my name?'],
    ]);
  });

  test('streamingPromptChatMemory', async () => {
    const chatModel = mockChatModel();
    const oneChunk = (text: string): Flux<ChatResponse> =>
      Flux.generate<ChatResponse, ChatResponse>(
        () => new ChatResponse([new Generation(new AssistantMessage(text))]),
        (state, sink) => {
          sink.next(state);
          sink.complete();
          return state;
        },
      );
    chatModel.stream.mockReturnValueOnce(oneChunk('Hello John')).mockReturnValueOnce(oneChunk('Your name is John'));
    chatModel.getDefaultOptions.mockReturnValue(ChatOptions.builder().build());

    const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new InMemoryChatMemoryRepository()).build();

    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('Default system text.')
      .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
      .build();

    // Turn 1: no memory yet, only the system and the user message reach the model.
    let content = await join(
      chatClient
        .prompt()
        .user('my name is John')
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'dumy-conversation-id'))
        .stream()
        .content(),
    );

    expect(content).toBe('Hello John');
    expectMessages((chatModel.stream.mock.calls.at(-1)?.[0] as Prompt).getInstructions(), [
      [MessageType.SYSTEM, 'Default system text.'],
      [MessageType.USER, 'my name is John'],
    ]);

    // Turn 2: the memory of turn 1 comes before the new user message, as typed messages.
    content = await join(
      chatClient
        .prompt()
        .user('What is my name?')
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'dumy-conversation-id'))
        .stream()
        .content(),
    );

    expect(content).toBe('Your name is John');
    expectMessages((chatModel.stream.mock.calls.at(-1)?.[0] as Prompt).getInstructions(), [
      [MessageType.SYSTEM, 'Default system text.'],
      [MessageType.USER, 'my name is John'],
      [MessageType.ASSISTANT, 'Hello John'],
      [MessageType.USER, 'What is my name?'],
    ]);
  });
});
