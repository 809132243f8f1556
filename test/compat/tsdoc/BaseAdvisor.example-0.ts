import { BaseAdvisor, ChatClient, type ChatClientRequest, type ChatClientResponse, type ChatModel } from 'spring-ai-ts';

declare const chatModel: ChatModel;

// Marks every request, for calls and streams alike; `after` leaves the response as it is.
class MarkerAdvisor extends BaseAdvisor {
  getOrder(): number {
    return 0;
  }

  before(request: ChatClientRequest): ChatClientRequest {
    return request.mutate().context('marker', true).build();
  }

  after(response: ChatClientResponse): ChatClientResponse {
    return response;
  }
}

const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new MarkerAdvisor()).build();
console.log(await chatClient.prompt('Tell me a joke').call().content());
export {};
