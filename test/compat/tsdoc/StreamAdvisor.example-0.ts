import { ChatClient, Ordered, type ChatClientRequest, type ChatClientResponse, type ChatModel, type Flux, type StreamAdvisor, type StreamAdvisorChain } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Counts the chunks of every stream; operators run as the caller pulls the stream.
class ChunkCountingAdvisor implements StreamAdvisor {
  getName(): string {
    return 'ChunkCountingAdvisor';
  }

  getOrder(): number {
    return Ordered.HIGHEST_PRECEDENCE + 100;
  }

  adviseStream(request: ChatClientRequest, chain: StreamAdvisorChain): Flux<ChatClientResponse> {
    let chunks = 0;
    return chain
      .nextStream(request)
      .doOnNext(() => chunks++)
      .doOnComplete(() => console.log(`${chunks} chunks`));
  }
}

const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new ChunkCountingAdvisor()).build();
for await (const text of chatClient.prompt('Tell me a story').stream().content()) process.stdout.write(text);
export {};
