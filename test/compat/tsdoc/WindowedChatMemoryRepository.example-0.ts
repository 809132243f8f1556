import { MessageWindowChatMemory, WindowedChatMemoryRepository, type Message } from 'spring-ai-ts';

// Appends and trims in one step; MessageWindowChatMemory uses addWithinWindow when it is there.
class MapWindowedRepository implements WindowedChatMemoryRepository {
  private readonly conversations = new Map<string, Message[]>();

  async findConversationIds(): Promise<string[]> {
    return [...this.conversations.keys()];
  }

  async findByConversationId(conversationId: string): Promise<Message[]> {
    return [...(this.conversations.get(conversationId) ?? [])];
  }

  async saveAll(conversationId: string, messages: Message[]): Promise<void> {
    this.conversations.set(conversationId, [...messages]);
  }

  async deleteByConversationId(conversationId: string): Promise<void> {
    this.conversations.delete(conversationId);
  }

  async addWithinWindow(conversationId: string, messages: Message[], maxMessages: number): Promise<void> {
    const stored = this.conversations.get(conversationId) ?? [];
    this.conversations.set(conversationId, WindowedChatMemoryRepository.applyWindow(stored, messages, maxMessages));
  }
}

const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new MapWindowedRepository()).maxMessages(10).build();
console.log(chatMemory);
export {};
