import { ChatClient, ChatMemory, MessageWindowChatMemory, PromptChatMemoryAdvisor, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// The conversation so far goes into the system text (MessageChatMemoryAdvisor adds it as messages).
const chatMemory = MessageWindowChatMemory.builder().maxMessages(10).build();
const chatClient = ChatClient.builder(chatModel)
  .defaultAdvisors(PromptChatMemoryAdvisor.builder(chatMemory).build())
  .build();

await chatClient.prompt().user('My name is Ada.').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content();
console.log(await chatClient.prompt().user('What is my name?').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content());
export {};
