import { ChatClient, Document, RetrievalAugmentationAdvisor, ContextualQueryAugmenter, SimpleVectorStore, VectorStoreDocumentRetriever } from 'spring-ai-ts';
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
 * RetrievalAugmentationAdvisor whose search finds nothing, with a ContextualQueryAugmenter that does
 * not allow an empty context: the model receives the empty-context prompt instead of the question.
 */
export default scenario({
  script: [{ text: 'I am sorry, that is outside what I know.' }],
  expected: [
    { at: 'wire:embeddings', doc: 'docs/DIFFERENCES.md#simplevectorstore-sends-no-dimensions-request', why: 'no "Hello World" request before the documents (Spring AI learns the store\'s dimensions for its observation from it)' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const embeddingModel = new MiniMaxEmbeddingModel(api);

    const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
    await vectorStore.add([
      new Document('em-1', 'Bees make honey from the nectar of flowers.', { topic: 'bees' }),
      new Document('em-2', 'A beekeeper harvests honey in late summer.', { topic: 'bees' }),
      new Document('em-3', 'Lighthouses guide ships along rocky coasts.', { topic: 'sea' }),
      new Document('em-4', 'Honey never spoils when it is stored sealed.', { topic: 'food' }),
    ]);

    const retrievalAugmentationAdvisor = RetrievalAugmentationAdvisor.builder()
      .documentRetriever(VectorStoreDocumentRetriever.builder()
        .vectorStore(vectorStore)
        .similarityThreshold(0.5)
        .topK(2)
        .build())
      .queryAugmenter(ContextualQueryAugmenter.builder().allowEmptyContext(false).build())
      .build();

    const response = (await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .advisors(retrievalAugmentationAdvisor)
      .user('Who painted the Mona Lisa?')
      .call()
      .chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    const documents = response.getMetadata().get<Document[]>(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT)!;
    context.outcome.put('documents', describe(documents));
  },
});
