import { ChatClient, Document, RetrievalAugmentationAdvisor, RewriteQueryTransformer, SimpleVectorStore, VectorStoreDocumentRetriever } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions, MiniMaxEmbeddingModel } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

function describe(documents: Document[]): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = [];
  for (const document of documents) {
    const row = new Map<string, unknown>();
    row.set('id', document.getId());
    row.set('text', document.getText());
    row.set('metadata', document.getMetadata());
    row.set('score', document.getScore());
    rows.push(Object.fromEntries(row));
  }
  return rows;
}

/**
 * RetrievalAugmentationAdvisor that rewrites the user's question with the model
 * (RewriteQueryTransformer) before it searches the store: the rewrite request, the documents
 * found for the rewritten query and the answer.
 */
export default scenario({
  script: [{ text: 'When does a beekeeper harvest honey?' }, { text: 'Beekeepers harvest honey in late summer.' }],
  expected: [
    { at: 'wire:embeddings', doc: 'docs/DIFFERENCES.md#simplevectorstore-sends-no-dimensions-request', why: 'no "Hello World" request before the documents (Spring AI learns the store\'s dimensions for its observation from it)' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const embeddingModel = new MiniMaxEmbeddingModel(api);

    const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
    await vectorStore.add([
      new Document('rw-1', 'Bees make honey from the nectar of flowers.', { topic: 'bees' }),
      new Document('rw-2', 'A beekeeper harvests honey in late summer.', { topic: 'bees' }),
      new Document('rw-3', 'Lighthouses guide ships along rocky coasts.', { topic: 'sea' }),
      new Document('rw-4', 'Honey never spoils when it is stored sealed.', { topic: 'food' }),
    ]);

    const retrievalAugmentationAdvisor = RetrievalAugmentationAdvisor.builder()
      .queryTransformers(RewriteQueryTransformer.builder()
        .chatClientBuilder(ChatClient.builder(chatModel))
        .targetSearchSystem('knowledge base about bees')
        .build())
      .documentRetriever(VectorStoreDocumentRetriever.builder()
        .vectorStore(vectorStore)
        .similarityThreshold(0.2)
        .topK(2)
        .build())
      .build();

    const response = (await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .advisors(retrievalAugmentationAdvisor)
      .user('hey so like when do the bee people get the honey out??')
      .call()
      .chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    const documents = response.getMetadata().get<Document[]>(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT)!;
    context.outcome.put('documents', describe(documents));
  },
});
