import { Document, DocumentPostProcessor, Query, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';

declare const vectorStore: VectorStore;

// Keeps the three best-scored documents for the prompt.
class TopThreeDocuments extends DocumentPostProcessor {
  process(_query: Query, documents: Document[]): Document[] {
    return [...documents].sort((a, b) => (b.getScore() ?? 0) - (a.getScore() ?? 0)).slice(0, 3);
  }
}

const advisor = RetrievalAugmentationAdvisor.builder()
  .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).topK(10).build())
  .documentPostProcessors(new TopThreeDocuments())
  .build();
console.log(new TopThreeDocuments().apply(new Query('refund'), [new Document('Refunds are paid within 14 days.')]), advisor.getName());
export {};
