// Test doubles for the RAG tests: a chat model answering fixed texts, and Mockito-like chat client builders.
import { AssistantMessage, ChatClient, ChatResponse, Generation, Prompt } from '../../src/index.js';
import type { ChatClientBuilder, ChatModel } from '../../src/index.js';

/** A `ChatModel` answering the given texts in turn and capturing the prompts it receives. */
export function chatModel(...answers: string[]): { model: ChatModel; prompts: Prompt[] } {
  const prompts: Prompt[] = [];
  const call = jest.fn(async (prompt: Prompt) => {
    prompts.push(prompt);
    return ChatResponse.builder().generations([new Generation(new AssistantMessage(answers[prompts.length - 1] ?? ''))]).build();
  });
  return { model: { call } as never, prompts };
}

/** Stands in for Java's `mock(ChatClient.Builder.class)`: a real builder whose `build` is a spy. */
export function mockChatClientBuilder(): ChatClientBuilder & { build: jest.Mock } {
  const builder = ChatClient.builder(chatModel().model);
  jest.spyOn(builder, 'build');
  return builder as ChatClientBuilder & { build: jest.Mock };
}
