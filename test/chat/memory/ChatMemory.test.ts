import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { MessageWindowChatMemory } from '../../../src/chat/memory/MessageWindowChatMemory.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';

// Java's ChatMemory has no unit test of its own in 1.1.8; these pin its default method
// add(conversationId, message) on a translated subclass (porting rule 18).

/** Java: `class ListMemory implements ChatMemory` that defines only the list `add`, `get` and `clear`. */
class ListMemory extends ChatMemory {
  readonly adds: Array<[string, Message[]]> = [];
  private readonly store = new Map<string, Message[]>();
  override async add(conversationId: string, messages: Message[]): Promise<void> {
    this.adds.push([conversationId, messages]);
    this.store.set(conversationId, [...(this.store.get(conversationId) ?? []), ...messages]);
  }
  override async get(conversationId: string): Promise<Message[]> {
    return this.store.get(conversationId) ?? [];
  }
  override async clear(conversationId: string): Promise<void> {
    this.store.delete(conversationId);
  }
}

describe('ChatMemory default add(conversationId, message)', () => {
  test('one message reaches the subclass add as a one-element list', async () => {
    const memory: ChatMemory = new ListMemory();
    const message = new UserMessage('hi');
    await memory.add('c1', message);
    await memory.add('c1', [new AssistantMessage('hello')]);
    expect((memory as ListMemory).adds.map(([id, list]) => [id, list.length])).toEqual([
      ['c1', 1],
      ['c1', 1],
    ]);
    expect((memory as ListMemory).adds[0]![1][0]).toBe(message);
    expect((await memory.get('c1')).map((m) => m.getText())).toEqual(['hi', 'hello']);
  });

  test('Java\'s checks, as rejections: conversation id, then the message', async () => {
    const memory: ChatMemory = new ListMemory();
    const pending = memory.add('', new UserMessage('x'));
    await expect(pending).rejects.toThrow(new IllegalArgumentException('conversationId cannot be null or empty'));
    await expect(memory.add(undefined as never, new UserMessage('x'))).rejects.toThrow('conversationId cannot be null or empty');
    expect((memory as ListMemory).adds).toEqual([]);
  });

  test('a missing second argument goes to the list add (JavaScript cannot tell the overloads apart)', async () => {
    const memory = new ListMemory();
    await expect(memory.add('c1', undefined as never)).rejects.toThrow(TypeError);
    expect(memory.adds).toEqual([['c1', undefined]]);
  });

  test('subclasses and the library memory are ChatMemory instances; plain objects pass isInstance', () => {
    expect(new ListMemory()).toBeInstanceOf(ChatMemory);
    expect(ChatMemory.isInstance(MessageWindowChatMemory.builder().build())).toBe(true);
    expect(ChatMemory.isInstance({ add: jest.fn(), get: jest.fn(), clear: jest.fn() })).toBe(true);
    expect(ChatMemory.isInstance({ add: jest.fn() })).toBe(false);
    expect(ChatMemory.CONVERSATION_ID).toBe('chat_memory_conversation_id');
    expect(ChatMemory.TOKEN).toBe(Symbol.for('spring-ai.ChatMemory'));
  });
});
