import { Document, SearchRequest, SimpleVectorStore, type EmbeddingModel } from 'spring-ai-ts';

declare const embeddingModel: EmbeddingModel;

// Every operation is asynchronous: adding embeds the documents, searching embeds the query.
const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
await vectorStore.add([
  new Document('Returns are accepted within 30 days.', { type: 'policy' }),
  new Document('Our office opens at 9.', { type: 'faq' }),
]);

const documents = await vectorStore.similaritySearch(
  SearchRequest.builder().query('How long do I have to return an item?').topK(2).similarityThreshold(0.5).filterExpression("type == 'policy'").build(),
);
await vectorStore.delete("type == 'faq'");
console.log(documents.map((document) => document.getText()));
export {};
