import { ChatClient, Ordered, type CallAdvisor, type CallAdvisorChain, type ChatClientRequest, type ChatClientResponse, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Times every call: the rest of the chain (and the model) runs inside nextCall.
class TimingAdvisor implements CallAdvisor {
  getName(): string {
    return 'TimingAdvisor';
  }

  getOrder(): number {
    return Ordered.HIGHEST_PRECEDENCE + 100;
  }

  async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    const started = performance.now();
    const response = await chain.nextCall(request);
    console.log(`answered in ${Math.round(performance.now() - started)} ms`);
    return response;
  }
}

const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new TimingAdvisor()).build();
console.log(await chatClient.prompt('Tell me a joke').call().content());
export {};
