import { Document, DocumentJoiner, Query, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';

declare const vectorStore: VectorStore;

// Keeps each document once, where it was first found, across every query and every source.
class FirstSeenDocumentJoiner extends DocumentJoiner {
  join(documentsForQuery: Map<Query, Document[][]>): Document[] {
    const byId = new Map<string, Document>();
    for (const document of [...documentsForQuery.values()].flat(2)) if (!byId.has(document.getId())) byId.set(document.getId(), document);
    return [...byId.values()];
  }
}

const advisor = RetrievalAugmentationAdvisor.builder()
  .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
  .documentJoiner(new FirstSeenDocumentJoiner())
  .build();
const document = new Document('Refunds are paid within 14 days.');
console.log(new FirstSeenDocumentJoiner().apply(new Map([[new Query('refund'), [[document], [document]]]])).length, advisor.getName()); // 1
export {};
