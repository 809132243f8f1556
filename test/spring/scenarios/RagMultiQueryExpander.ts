import { ChatClient, Document, RetrievalAugmentationAdvisor, MultiQueryExpander, SimpleVectorStore, VectorStoreDocumentRetriever } from 'spring-ai-ts';
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
 * RetrievalAugmentationAdvisor that expands the question into three more with the model
 * (MultiQueryExpander, original kept): the expansion request, the documents found for all four
 * queries (each finds its own best document), joined, and the answer.
 */
export default scenario({
  script: [
    { text: 'Which flowers bloom in spring?\nWhen do beekeepers harvest?\nHow long does sealed honey keep?' },
    { text: 'Bees make honey from nectar; sealed, it never spoils.' },
  ],
  expected: [
    { at: 'wire:embeddings', doc: 'docs/DIFFERENCES.md#simplevectorstore-sends-no-dimensions-request', why: 'no "Hello World" request before the documents (Spring AI learns the store\'s dimensions for its observation from it)' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const embeddingModel = new MiniMaxEmbeddingModel(api);

    const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
    await vectorStore.add([
      new Document('mq-1', 'Bees make honey from the nectar of flowers.', { topic: 'bees' }),
      new Document('mq-2', 'A beekeeper harvests honey in late summer.', { topic: 'bees' }),
      new Document('mq-3', 'Lighthouses guide ships along rocky coasts.', { topic: 'sea' }),
      new Document('mq-5', 'Flowers bloom in the meadow in spring.', { topic: 'plants' }),
      new Document('mq-4', 'Honey never spoils when it is stored sealed.', { topic: 'food' }),
    ]);

    const retrievalAugmentationAdvisor = RetrievalAugmentationAdvisor.builder()
      .queryExpander(MultiQueryExpander.builder()
        .chatClientBuilder(ChatClient.builder(chatModel))
        .numberOfQueries(3)
        .includeOriginal(true)
        .build())
      .documentRetriever(VectorStoreDocumentRetriever.builder()
        .vectorStore(vectorStore)
        .similarityThreshold(0.1)
        .topK(1)
        .build())
      .build();

    const response = (await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .advisors(retrievalAugmentationAdvisor)
      .user('Do bees make honey from nectar?')
      .call()
      .chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    const documents = response.getMetadata().get<Document[]>(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT)!;
    context.outcome.put('documents', describe(documents));
  },
});
