import { ChatClient, ChatMemory, MessageChatMemoryAdvisor, MessageWindowChatMemory, type ChatModel } from 'spring-ai-ts';
import { AgentToolCallAdvisor, AgentToolCallReport, TodoListTools } from 'spring-ai-ts/agent';

declare const chatModel: ChatModel;

const memory = MessageWindowChatMemory.builder().build();
const chatClient = ChatClient.builder(chatModel)
  .defaultAdvisors(MessageChatMemoryAdvisor.builder(memory).build(), AgentToolCallAdvisor.builder().build())
  .defaultTools(new TodoListTools())
  .build();
const response = await chatClient.prompt('Refactor the module')
  .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-42'))
  .call()
  .chatClientResponse();
console.log(response.context().get(AgentToolCallReport.CONTEXT_KEY));
export {};
