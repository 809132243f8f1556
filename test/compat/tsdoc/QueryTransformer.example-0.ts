import { ChatClient, Query, QueryTransformer, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type ChatModel, type VectorStore } from 'spring-ai-ts';

declare const chatModel: ChatModel;
declare const vectorStore: VectorStore;

// Drops a greeting the search does not need.
class GreetingRemover extends QueryTransformer {
  async transform(query: Query): Promise<Query> {
    return query.mutate().text(query.text().replace(/^(hi|hello)\W+/i, '')).build();
  }
}

const advisor = RetrievalAugmentationAdvisor.builder()
  .queryTransformers(new GreetingRemover())
  .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
  .build();
console.log(await ChatClient.builder(chatModel).defaultAdvisors(advisor).build().prompt('Hello! What is the refund policy?').call().content());
export {};
