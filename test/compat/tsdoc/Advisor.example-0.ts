import { Advisor, ChatClient, ChatMemory, MessageChatMemoryAdvisor, MessageWindowChatMemory, SimpleLoggerAdvisor, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// A lower order runs earlier on the way to the model and later on the way back: here the memory
// advisor adds the history first, and the logger sees the request as the model will.
const memory = MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build())
  .order(Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER)
  .build();
const logger = SimpleLoggerAdvisor.builder().order(Advisor.LOWEST_PRECEDENCE - 1).build();

const chatClient = ChatClient.builder(chatModel).defaultAdvisors(logger, memory).build();
for (const advisor of [memory, logger]) console.log(`${advisor.getName()}: ${advisor.getOrder()}`);
console.log(await chatClient.prompt('Hello').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content());
export {};
