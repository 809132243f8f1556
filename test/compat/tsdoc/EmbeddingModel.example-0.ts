import { Document, SimpleVectorStore, type EmbeddingModel } from 'spring-ai-ts';

declare const embeddingModel: EmbeddingModel; // e.g. MiniMaxEmbeddingModel from spring-ai-ts/minimax

// Every call is asynchronous: embed one text, several texts or a document.
const one = await embeddingModel.embed('Hello');
const many = await embeddingModel.embed(['Hello', 'World']);
const dimensions = await embeddingModel.dimensions();

// A vector store embeds the documents it is given with its model.
const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
await vectorStore.add([new Document('Spring AI in TypeScript')]);
console.log(one.length, many.length, dimensions);
export {};
