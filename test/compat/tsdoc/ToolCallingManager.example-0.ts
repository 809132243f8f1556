import { ChatClient, Prompt, ToolCallAdvisor, ToolCallbacks, ToolCallingChatOptions, ToolCallingManager, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;
declare const weatherTools: object; // an instance of a class with @Tool methods

// Fewer tool calls per turn than the default caps (40 per tool, 150 in all).
const toolCallingManager = ToolCallingManager.builder().maxCallsPerTool(10).maxTotalToolCalls(50).build();

// In the advisor chain:
const chatClient = ChatClient.builder(chatModel)
  .defaultAdvisors(ToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build())
  .defaultTools(weatherTools)
  .build();

// Or a loop of your own (user-controlled tool execution):
const options = ToolCallingChatOptions.builder()
  .toolCallbacks(ToolCallbacks.from(weatherTools))
  .internalToolExecutionEnabled(false)
  .build();
let prompt = new Prompt('What is the weather in Paris?', options);
let chatResponse = await chatModel.call(prompt);
while (chatResponse.hasToolCalls()) {
  const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, chatResponse);
  prompt = new Prompt(toolExecutionResult.conversationHistory(), options);
  chatResponse = await chatModel.call(prompt);
}
console.log(chatResponse.getResult()?.getOutput().getText(), await chatClient.prompt('And in Rome?').call().content());
export {};
