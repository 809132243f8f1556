import { AssistantMessage, ChatModel, ChatResponse, Generation, Prompt } from 'spring-ai-ts';

// A chat model of your own extends ChatModel and implements call(prompt); this one echoes.
class EchoChatModel extends ChatModel {
  async call(prompt: Prompt): Promise<ChatResponse> {
    return new ChatResponse([new Generation(new AssistantMessage(prompt.getContents()))]);
  }
}

const chatModel: ChatModel = new EchoChatModel();
const response = await chatModel.call(new Prompt('Tell me a joke'));
const text = await chatModel.call('Tell me a joke'); // Java's default call(String)
console.log(response.getResult()?.getOutput().getText(), text);
export {};
