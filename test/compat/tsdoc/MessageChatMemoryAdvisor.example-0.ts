import { ChatClient, ChatMemory, MessageChatMemoryAdvisor, MessageWindowChatMemory, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

const chatMemory = MessageWindowChatMemory.builder().maxMessages(20).build();
const chatClient = ChatClient.builder(chatModel)
  .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
  .build();
const answer = await chatClient.prompt()
  .user('My name is John')
  .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'conversation-1'))
  .call()
  .content();
console.log(answer, await chatMemory.get('conversation-1'));
export {};
