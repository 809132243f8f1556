import { ChatClient, MethodToolCallbackProvider, ToolCallbackProvider, type ChatModel, type ToolCallback } from 'spring-ai-ts';

declare const chatModel: ChatModel;
declare const weatherTools: object; // an instance of a class with @Tool methods
declare const searchTool: ToolCallback;

// The @Tool methods of objects, or callbacks you already have, as one source of tools.
const fromObjects = MethodToolCallbackProvider.builder().toolObjects(weatherTools).build();
const fromCallbacks = ToolCallbackProvider.from(searchTool);

const chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(fromObjects, fromCallbacks).build();
console.log(fromObjects.getToolCallbacks().map((callback) => callback.getToolDefinition().name()));
console.log(await chatClient.prompt('What is the weather in Paris?').call().content());
export {};
