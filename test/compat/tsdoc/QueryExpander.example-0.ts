import { Query, QueryExpander, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';

declare const vectorStore: VectorStore;

// Searches with the query as asked and with a synonym; the joiner merges both results.
class SynonymQueryExpander extends QueryExpander {
  async expand(query: Query): Promise<Query[]> {
    return [query, query.mutate().text(query.text().replace(/\brefund\b/gi, 'money back')).build()];
  }
}

const advisor = RetrievalAugmentationAdvisor.builder()
  .queryExpander(new SynonymQueryExpander())
  .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
  .build();
console.log(await new SynonymQueryExpander().apply(new Query('How do I get a refund?')), advisor.getName());
export {};
