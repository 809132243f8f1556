/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/rag.md: each region is shown verbatim there. */
import {
  ChatClient,
  Document,
  QuestionAnswerAdvisor,
  RetrievalAugmentationAdvisor,
  SearchRequest,
  SimpleVectorStore,
  VectorStoreDocumentRetriever,
  type ChatModel,
  type EmbeddingModel,
} from 'spring-ai-ts';

export async function ragGuide(chatModel: ChatModel, embeddingModel: EmbeddingModel): Promise<void> {
  // #region store
  const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
  await vectorStore.add([
    new Document('Spring AI ships a ChatClient with advisors.'),
    new Document('The QuestionAnswerAdvisor adds retrieved documents to the user message.'),
  ]);
  // #endregion store

  // #region question-answer
  const answer = await ChatClient.builder(chatModel)
    .defaultAdvisors(
      QuestionAnswerAdvisor.builder(vectorStore)
        .searchRequest(SearchRequest.builder().similarityThreshold(0.5).topK(4).build())
        .build(),
    )
    .build()
    .prompt()
    .user('What does the QuestionAnswerAdvisor do?')
    .call()
    .content();
  // #endregion question-answer
  console.log(answer);

  // #region modular
  const ragAdvisor = RetrievalAugmentationAdvisor.builder()
    .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).similarityThreshold(0.5).build())
    .build();
  const streamed = ChatClient.builder(chatModel).defaultAdvisors(ragAdvisor).build().prompt('What is Spring AI?').stream().content();
  // #endregion modular
  console.log(await streamed.collectList());
}
