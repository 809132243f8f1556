import { ChatClient, SafeGuardAdvisor, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

const safeGuard = SafeGuardAdvisor.builder()
  .sensitiveWords(['password', 'credit card'])
  .failureResponse('I cannot help with that.')
  .caseInsensitive(true)
  .build();

const chatClient = ChatClient.builder(chatModel).defaultAdvisors(safeGuard).build();
// The model is not called: the answer is the failure response.
console.log(await chatClient.prompt('What is my PASSWORD?').call().content());
export {};
