import { ChatClient, Document, QuestionAnswerAdvisor, SearchRequest, SimpleVectorStore } from 'spring-ai-ts';
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
 * QuestionAnswerAdvisor over a SimpleVectorStore (MiniMax embeddings) with a search request that
 * filters on metadata, keeps the top 2 and drops weak matches: the answer and the documents it used.
 */
export default scenario({
  script: [{ text: 'The lighthouse keeper wrote poems about the winter sea.' }],
  expected: [
    { at: 'wire:embeddings', doc: 'docs/DIFFERENCES.md#simplevectorstore-sends-no-dimensions-request', why: 'no "Hello World" request before the documents (Spring AI learns the store\'s dimensions for its observation from it); metadata lines in insertion order (docs/DIFFERENCES.md#metadata-order-in-formatted-content)' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const embeddingModel = new MiniMaxEmbeddingModel(api);

    const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
    await vectorStore.add([
      Document.builder().id('doc-1').text('The lighthouse keeper wrote poems about the winter sea.')
        .metadata({ genre: 'poetry', year: 2019 }).build(),
      Document.builder().id('doc-2').text('Winter sea storms batter the northern lighthouse every year.')
        .metadata({ genre: 'news', year: 2021 }).build(),
      Document.builder().id('doc-3').text('A poem about the winter garden and its frozen roses.')
        .metadata({ genre: 'poetry', year: 2022 }).build(),
      Document.builder().id('doc-4').text('Old poems about the sea, collected by a keeper.')
        .metadata({ genre: 'poetry', year: 2015 }).build(),
      Document.builder().id('doc-5').text('Recipes for hot soup on cold winter evenings.')
        .metadata({ genre: 'cooking', year: 2020 }).build(),
    ]);

    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(QuestionAnswerAdvisor.builder(vectorStore)
        .searchRequest(SearchRequest.builder()
          .topK(2)
          .similarityThreshold(0.1)
          .filterExpression("genre == 'poetry' && year >= 2016")
          .build())
        .build())
      .build();

    const response = (await chatClient.prompt()
      .user('Which poems mention the winter sea?')
      .call()
      .chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    const documents = response.getMetadata().get<Document[]>(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS)!;
    context.outcome.put('retrieved', describe(documents));
  },
});
