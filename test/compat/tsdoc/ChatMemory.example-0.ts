import { ChatClient, ChatMemory, MessageChatMemoryAdvisor, type ChatModel, type Message } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// A memory that keeps every message; Java's default add(id, message) comes with the class.
class UnboundedChatMemory extends ChatMemory {
  private readonly conversations = new Map<string, Message[]>();

  async add(conversationId: string, messages: Message | Message[]): Promise<void> {
    this.conversations.set(conversationId, [...(await this.get(conversationId)), ...[messages].flat()]);
  }

  async get(conversationId: string): Promise<Message[]> {
    return [...(this.conversations.get(conversationId) ?? [])];
  }

  async clear(conversationId: string): Promise<void> {
    this.conversations.delete(conversationId);
  }
}

const advisor = MessageChatMemoryAdvisor.builder(new UnboundedChatMemory()).build();
const chatClient = ChatClient.builder(chatModel).defaultAdvisors(advisor).build();
console.log(await chatClient.prompt('Hi').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content());
export {};
