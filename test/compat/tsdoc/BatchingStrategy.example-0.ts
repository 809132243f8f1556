import { Document, SimpleVectorStore, type BatchingStrategy, type EmbeddingModel } from 'spring-ai-ts';

declare const embeddingModel: EmbeddingModel;

// Sends the documents to the embedding model ten at a time.
class FixedSizeBatchingStrategy implements BatchingStrategy {
  batch(documents: Document[]): Document[][] {
    const batches: Document[][] = [];
    for (let start = 0; start < documents.length; start += 10) batches.push(documents.slice(start, start + 10));
    return batches;
  }
}

const vectorStore = SimpleVectorStore.builder(embeddingModel).batchingStrategy(new FixedSizeBatchingStrategy()).build();
await vectorStore.add([new Document('Spring AI'), new Document('in TypeScript')]);
export {};
