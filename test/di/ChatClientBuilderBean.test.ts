// spring-ai-ts: ChatClient.Builder as Spring Boot's prototype bean (ChatClientAutoConfiguration):
// a new builder per injection over the container's ChatModel and ObservationRegistry, every
// ChatClientCustomizer applied in Ordered order; the rule-44 tokens.
import 'reflect-metadata';
import { container as rootContainer, inject, injectable } from 'tsyringe';
import { ChatClient, type ChatClientBuilder } from '../../src/chat/client/ChatClient.js';
import { ChatClientCustomizer } from '../../src/chat/client/ChatClientCustomizer.js';
import { ChatMemoryRepository } from '../../src/chat/memory/ChatMemoryRepository.js';
import { JdbcChatMemoryRepository } from '../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { ChatModel } from '../../src/chat/model/ChatModel.js';
import { Environment } from '../../src/di/config/Environment.js';
import { registerSpringAiDefaults } from '../../src/di/registerSpringAiDefaults.js';
import { EmbeddingModel } from '../../src/embedding/EmbeddingModel.js';
import { IllegalStateException } from '../../src/java/core/IllegalStateException.js';
import { JdbcTemplate } from '../../src/java/jdbc/JdbcTemplate.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { VectorStore } from '../../src/vectorstore/VectorStore.js';
import { lastPrompt, mockChatModel, scriptResponses } from '../chat/client/chatClientTestSupport.js';

const noConfiguration = (): Environment => Environment.load({ path: [], env: {} });

function containerWithModel() {
  const chatModel = mockChatModel();
  scriptResponses(chatModel, 'hello');
  const container = rootContainer.createChildContainer();
  container.register(ChatModel.TOKEN, { useValue: chatModel });
  registerSpringAiDefaults(container, { environment: noConfiguration() });
  return { container, chatModel };
}

@injectable()
class GreetingService {
  private readonly chatClient: ChatClient;

  constructor(@inject(ChatClient.Builder.TOKEN) builder: ChatClient.Builder) {
    this.chatClient = builder.defaultSystem('Greet.').build();
  }

  greet(name: string): Promise<string | undefined> {
    return this.chatClient.prompt().user(name).call().content();
  }
}

describe('ChatClient.Builder bean (spring-ai-ts)', () => {
  test('the rule-44 tokens are distinct symbols, reachable where Java code names the type', () => {
    const tokens = [ChatModel.TOKEN, ChatClient.Builder.TOKEN, EmbeddingModel.TOKEN, VectorStore.TOKEN, JdbcChatMemoryRepository.TOKEN,
      JdbcTemplate.TOKEN, ChatClientCustomizer.TOKEN, Environment.TOKEN, ObservationRegistry.TOKEN, ChatMemoryRepository.TOKEN];
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(typeof token).toBe('symbol');
  });

  test('each resolution is a new builder over the container chat model', async () => {
    const { container, chatModel } = containerWithModel();
    const first = container.resolve<ChatClientBuilder>(ChatClient.Builder.TOKEN);
    const second = container.resolve<ChatClientBuilder>(ChatClient.Builder.TOKEN);
    expect(first).not.toBe(second);
    first.defaultSystem('only the first');
    await second.build().prompt('hi').call().content();
    expect(lastPrompt(chatModel).getSystemMessage().getText()).toBe('');
    expect(await first.build().prompt('hi').call().content()).toBe('hello');
    expect(lastPrompt(chatModel).getSystemMessage().getText()).toBe('only the first');
  });

  test('a service injects the builder through the token', async () => {
    const { container, chatModel } = containerWithModel();
    const service = container.resolve(GreetingService);
    expect(await service.greet('Ada')).toBe('hello');
    expect(lastPrompt(chatModel).getSystemMessage().getText()).toBe('Greet.');
    expect(lastPrompt(chatModel).getUserMessage().getText()).toBe('Ada');
  });

  test('every customizer is applied to every builder, ordered ones first by order', async () => {
    const { container, chatModel } = containerWithModel();
    const applied: string[] = [];
    container.register(ChatClientCustomizer.TOKEN, { useValue: (b: ChatClientBuilder) => { applied.push('function'); b.defaultUser('from function'); } });
    container.register(ChatClientCustomizer.TOKEN, { useValue: { customize: (b: ChatClientBuilder) => { applied.push('late'); b.defaultSystem('late'); }, getOrder: () => 10 } });
    container.register(ChatClientCustomizer.TOKEN, { useValue: { customize: (b: ChatClientBuilder) => { applied.push('early'); b.defaultSystem('early'); }, getOrder: () => 1 } });
    await container.resolve<ChatClientBuilder>(ChatClient.Builder.TOKEN).build().prompt().call().content();
    expect(applied).toEqual(['early', 'late', 'function']);
    expect(lastPrompt(chatModel).getSystemMessage().getText()).toBe('late');
    expect(lastPrompt(chatModel).getUserMessage().getText()).toBe('from function');
    container.resolve<ChatClientBuilder>(ChatClient.Builder.TOKEN);
    expect(applied).toHaveLength(6);
  });

  test('without a chat model the builder cannot be resolved, and the message says how to provide one', () => {
    const container = registerSpringAiDefaults(rootContainer.createChildContainer(), { environment: noConfiguration() });
    expect(() => container.resolve(ChatClient.Builder.TOKEN)).toThrow(IllegalStateException);
    expect(() => container.resolve(ChatClient.Builder.TOKEN)).toThrow(/register one under ChatModel.TOKEN/u);
  });

  test('spring.ai.chat.client.enabled=false registers no builder; an own builder registration is kept', () => {
    const disabled = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      environment: Environment.load({ path: [], env: {}, properties: { 'spring.ai.chat.client.enabled': 'false' } }),
    });
    expect(disabled.isRegistered(ChatClient.Builder.TOKEN)).toBe(false);
    const own = rootContainer.createChildContainer();
    const builder = ChatClient.builder(mockChatModel());
    own.register(ChatClient.Builder.TOKEN, { useValue: builder });
    registerSpringAiDefaults(own, { environment: noConfiguration() });
    expect(own.resolve(ChatClient.Builder.TOKEN)).toBe(builder);
  });
});
