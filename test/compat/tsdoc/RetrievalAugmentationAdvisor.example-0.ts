import {
  ChatClient,
  RetrievalAugmentationAdvisor,
  RewriteQueryTransformer,
  VectorStoreDocumentRetriever,
  type ChatModel,
  type VectorStore,
} from 'spring-ai-ts';

declare const chatModel: ChatModel;
declare const vectorStore: VectorStore;

// Rewrites the question for the search, retrieves from the vector store and adds the documents.
const ragAdvisor = RetrievalAugmentationAdvisor.builder()
  .queryTransformers(RewriteQueryTransformer.builder().chatClientBuilder(ChatClient.builder(chatModel)).build())
  .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).similarityThreshold(0.5).topK(3).build())
  .build();

const chatClient = ChatClient.builder(chatModel).defaultAdvisors(ragAdvisor).build();
for await (const text of chatClient.prompt('What does the refund policy say?').stream().content()) process.stdout.write(text);
export {};
