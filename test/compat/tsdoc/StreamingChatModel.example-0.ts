import { AssistantMessage, ChatResponse, Flux, Generation, Prompt, StreamingChatModel } from 'spring-ai-ts';

// A streaming model of your own extends StreamingChatModel and implements stream(prompt).
class WordStreamingChatModel extends StreamingChatModel {
  stream(prompt: Prompt): Flux<ChatResponse> {
    const words = prompt.getContents().split(' ');
    return Flux.fromIterable(words).map((word) => new ChatResponse([new Generation(new AssistantMessage(word))]));
  }
}

const streamingChatModel: StreamingChatModel = new WordStreamingChatModel();
// Java's default stream(String) streams the text of each chunk.
const words = await streamingChatModel.stream('Tell me a joke').collectList();
console.log(words);
export {};
