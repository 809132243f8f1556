import { ChatClient, DefaultToolCallingManager, Tool, ToolCallAdvisor, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

class DateTimeTools {
  @Tool({ description: 'The current date and time' })
  now(): string {
    return new Date().toISOString();
  }
}

// The tool rounds run in the advisor chain, so the advisors after this one see each of them.
const advisor = ToolCallAdvisor.builder().toolCallingManager(DefaultToolCallingManager.builder().build()).build();
const chatClient = ChatClient.builder(chatModel).defaultAdvisors(advisor).defaultTools(new DateTimeTools()).build();
console.log(await chatClient.prompt('What time is it?').call().content());
export {};
