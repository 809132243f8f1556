import { InMemoryChatMemoryRepository, MessageWindowChatMemory, type AtomicChatMemoryRepository, type Message } from 'spring-ai-ts';

// Runs the updates one after another, so two concurrent turns do not overwrite each other.
class SerializedChatMemoryRepository extends InMemoryChatMemoryRepository implements AtomicChatMemoryRepository {
  private last: Promise<unknown> = Promise.resolve();

  updateByConversationId(conversationId: string, update: (messages: Message[]) => Message[] | Promise<Message[]>): Promise<Message[]> {
    const next = this.last.then(async () => {
      const messages = await update(await this.findByConversationId(conversationId));
      await this.saveAll(conversationId, messages);
      return messages;
    });
    this.last = next.catch(() => undefined);
    return next;
  }
}

const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new SerializedChatMemoryRepository()).build();
console.log(chatMemory);
export {};
