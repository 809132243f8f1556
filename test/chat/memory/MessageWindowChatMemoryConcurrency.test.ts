// spring-ai-ts: MessageWindowChatMemory serializes the read-modify-write of one conversation
// (Spring's loses messages when two adds of one conversation overlap).
import { AtomicChatMemoryRepository } from '../../../src/chat/memory/atomic/AtomicChatMemoryRepository.js';
import type { ChatMemoryRepository } from '../../../src/chat/memory/ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from '../../../src/chat/memory/InMemoryChatMemoryRepository.js';
import { KeyedMutex } from '../../../src/chat/memory/internal/KeyedMutex.js';
import { MessageWindowChatMemory } from '../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';

/** A third-party repository (Spring's interface only) that takes a little time per call. */
class SlowRepository implements ChatMemoryRepository {
  private readonly inner = new InMemoryChatMemoryRepository();
  private readonly delay = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
  async findConversationIds(): Promise<string[]> {
    return this.inner.findConversationIds();
  }
  async findByConversationId(id: string): Promise<Message[]> {
    await this.delay();
    return this.inner.findByConversationId(id);
  }
  async saveAll(id: string, messages: Message[]): Promise<void> {
    await this.delay();
    await this.inner.saveAll(id, messages);
  }
  async deleteByConversationId(id: string): Promise<void> {
    await this.inner.deleteByConversationId(id);
  }
}

describe('MessageWindowChatMemory concurrency (spring-ai-ts)', () => {
  test('20 concurrent turns of one conversation keep all 40 messages (in-memory repository)', async () => {
    const memory = MessageWindowChatMemory.builder().maxMessages(100).build();
    await Promise.all(
      Array.from({ length: 20 }, (_, t) => memory.add('c', [new UserMessage(`q${t}`), new AssistantMessage(`a${t}`)])),
    );
    expect((await memory.get('c')).map((m) => m.getText())).toEqual(
      Array.from({ length: 20 }, (_, t) => [`q${t}`, `a${t}`]).flat(),
    );
  });

  test('a repository with only Spring methods is serialized per conversation, in call order', async () => {
    const repository = new SlowRepository();
    expect(AtomicChatMemoryRepository.isInstance(repository)).toBe(false);
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(10).build();
    await Promise.all([
      ...Array.from({ length: 15 }, (_, t) => memory.add('a', new UserMessage(`a${t}`))),
      ...Array.from({ length: 5 }, (_, t) => memory.add('b', new UserMessage(`b${t}`))),
    ]);
    expect((await memory.get('a')).map((m) => m.getText())).toEqual(Array.from({ length: 10 }, (_, t) => `a${t + 5}`));
    expect((await memory.get('b')).map((m) => m.getText())).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
  });

  test('an atomic repository gets the window as one update', async () => {
    const inner = new InMemoryChatMemoryRepository();
    const updates: string[] = [];
    const repository: AtomicChatMemoryRepository = {
      findConversationIds: () => inner.findConversationIds(),
      findByConversationId: (id) => inner.findByConversationId(id),
      saveAll: () => Promise.reject(new Error('saveAll must not be used')),
      deleteByConversationId: (id) => inner.deleteByConversationId(id),
      async updateByConversationId(id, update) {
        updates.push(id);
        const next = await update(await inner.findByConversationId(id));
        await inner.saveAll(id, next);
        return next;
      },
    };
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(2).build();
    await memory.add('x', [new UserMessage('1'), new UserMessage('2'), new UserMessage('3')]);
    expect(updates).toEqual(['x']);
    expect((await memory.get('x')).map((m) => m.getText())).toEqual(['2', '3']);
  });

  test('a failed add does not block the next one', async () => {
    let fail = true;
    const inner = new InMemoryChatMemoryRepository();
    const repository: ChatMemoryRepository = {
      findConversationIds: () => inner.findConversationIds(),
      findByConversationId: (id) => inner.findByConversationId(id),
      saveAll: (id, messages) => (fail ? Promise.reject(new Error('down')) : inner.saveAll(id, messages)),
      deleteByConversationId: (id) => inner.deleteByConversationId(id),
    };
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).build();
    await expect(memory.add('x', new UserMessage('lost'))).rejects.toThrow('down');
    fail = false;
    await memory.add('x', new UserMessage('kept'));
    expect((await memory.get('x')).map((m) => m.getText())).toEqual(['kept']);
  });

  test('KeyedMutex forgets a key once its work has settled', async () => {
    const mutex = new KeyedMutex();
    const running = mutex.run('k', () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(mutex.size()).toBe(1);
    await running;
    await new Promise((resolve) => setImmediate(resolve));
    expect(mutex.size()).toBe(0);
  });
});
