import { ChatMemoryRepository, MessageWindowChatMemory, type Message } from 'spring-ai-ts';

// A store of your own: every method is asynchronous. MessageWindowChatMemory keeps the window.
class MapChatMemoryRepository implements ChatMemoryRepository {
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
}

const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new MapChatMemoryRepository()).maxMessages(20).build();
console.log(ChatMemoryRepository.isInstance(new MapChatMemoryRepository()), chatMemory);
export {};
