import { BaseChatMemoryAdvisor, ChatClient, ChatMemory, MessageWindowChatMemory, type ChatClientRequest, type ChatClientResponse, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Remembers what the user says, in the conversation named by the request's context.
class UserMessageMemoryAdvisor extends BaseChatMemoryAdvisor {
  constructor(private readonly chatMemory: ChatMemory) {
    super();
  }

  getOrder(): number {
    return BaseChatMemoryAdvisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER;
  }

  async before(request: ChatClientRequest): Promise<ChatClientRequest> {
    await this.chatMemory.add(this.getConversationId(request.context()), request.prompt().getUserMessage());
    return request;
  }

  after(response: ChatClientResponse): ChatClientResponse {
    return response;
  }
}

const chatMemory = MessageWindowChatMemory.builder().build();
const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new UserMessageMemoryAdvisor(chatMemory)).build();
await chatClient.prompt('Hi').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content();
console.log(await chatMemory.get('c-1'));
export {};
