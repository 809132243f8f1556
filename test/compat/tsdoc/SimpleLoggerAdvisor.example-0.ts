import { ChatClient, SimpleLoggerAdvisor, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Logs every request and response at debug level (SPRING_AI_TS_LOG=debug), here only their texts.
const logger = SimpleLoggerAdvisor.builder()
  .requestToString((request) => request.prompt().getUserMessage().getText())
  .responseToString((response) => response?.getResult()?.getOutput().getText() ?? '')
  .build();

const chatClient = ChatClient.builder(chatModel).defaultAdvisors(logger).build();
console.log(await chatClient.prompt('Tell me a joke').call().content());
export {};
