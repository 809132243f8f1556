import { ChatClient, DefaultToolDefinition, ToolCallback, type ChatModel, type ToolDefinition } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// A tool written by hand: its definition (name, description, JSON schema) and its call on the
// model's JSON arguments. @Tool methods and FunctionToolCallback build these for you.
class UpperCaseTool extends ToolCallback {
  getToolDefinition(): ToolDefinition {
    return DefaultToolDefinition.builder()
      .name('toUpperCase')
      .description('Turns a text into upper case')
      .inputSchema('{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}')
      .build();
  }

  async call(toolInput: string): Promise<string> {
    const { text } = JSON.parse(toolInput) as { text: string };
    return JSON.stringify(text.toUpperCase());
  }
}

const answer = await ChatClient.create(chatModel).prompt('Shout "hello"').toolCallbacks(new UpperCaseTool()).call().content();
console.log(answer);
export {};
