import { Document, Query, QueryAugmenter, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';

declare const vectorStore: VectorStore;

// Numbers the retrieved documents so the answer can cite them.
class NumberedSourcesAugmenter extends QueryAugmenter {
  augment(query: Query, documents: Document[]): Query {
    const sources = documents.map((document, index) => `[${index + 1}] ${document.getText() ?? ''}`).join('\n');
    return query.mutate().text(`${query.text()}\n\nAnswer from these sources and cite them by number:\n${sources}`).build();
  }
}

const advisor = RetrievalAugmentationAdvisor.builder()
  .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
  .queryAugmenter(new NumberedSourcesAugmenter())
  .build();
console.log(new NumberedSourcesAugmenter().apply(new Query('How are refunds paid?'), [new Document('Within 14 days.')]).text(), advisor.getName());
export {};
