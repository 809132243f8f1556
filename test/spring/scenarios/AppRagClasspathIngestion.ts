import {
  ChatClient,
  ClassPathResource,
  ContentFormatTransformer,
  DefaultContentFormatter,
  Document,
  type EmbeddingModel,
  ExtractedTextFormatter,
  MarkdownDocumentReader,
  MarkdownDocumentReaderConfig,
  PagePdfDocumentReader,
  PdfDocumentReaderConfig,
  QuestionAnswerAdvisor,
  type Resource,
  SearchRequest,
  SimpleVectorStore,
  TokenTextSplitter,
  type VectorStore,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions, MiniMaxEmbeddingModel } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';
import { withJavaResources } from './support/readerResources.js';

/**
 * A RAG configuration as applications write it: Markdown and PDF files injected from the class path
 * with `@Value("classpath:…")`, read by the Markdown and page PDF readers, split, embedded into a
 * SimpleVectorStore at start-up; a question answered through the QuestionAnswerAdvisor.
 */
class RagConfiguration {
  private readonly overview: Resource = new ClassPathResource('docs/rag-overview.md');

  private readonly guide: Resource = new ClassPathResource('docs/guide.pdf');

  async vectorStore(embeddingModel: EmbeddingModel): Promise<VectorStore> {
    const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
    const documents: Document[] = [];
    const markdownConfig = MarkdownDocumentReaderConfig.builder().withAdditionalMetadata('source', this.overview.getFilename()).build();
    documents.push(...(await new MarkdownDocumentReader(this.overview, markdownConfig).get()));
    const pdfConfig = PdfDocumentReaderConfig.builder()
      .withPageExtractedTextFormatter(ExtractedTextFormatter.builder().withLeftAlignment(true).build())
      .build();
    documents.push(...(await new PagePdfDocumentReader(this.guide, pdfConfig).get()));
    const chunks = TokenTextSplitter.builder().withChunkSize(60).withMinChunkSizeChars(20).build().apply(documents);
    // The chunks' parent ids are random: leave them out of the embedded text.
    const formatter = new ContentFormatTransformer(DefaultContentFormatter.builder().withExcludedEmbedMetadataKeys('parent_document_id').build());
    await vectorStore.add(formatter.apply(chunks));
    return vectorStore;
  }
}

export default scenario({
  script: [{ text: 'PDF files are read page by page, or by outline.' }],
  expected: [
    {
      at: 'wire:embeddings',
      doc: 'docs/DIFFERENCES.md#simplevectorstore-sends-no-dimensions-request',
      why: 'no "Hello World" request before the documents (Spring AI learns the store\'s dimensions for its observation from it); metadata lines in insertion order (docs/DIFFERENCES.md#metadata-order-in-formatted-content)',
    },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    await withJavaResources(async () => {
      const vectorStore = await new RagConfiguration().vectorStore(new MiniMaxEmbeddingModel(api));

      const chatClient = ChatClient.builder(chatModel)
        .defaultAdvisors(QuestionAnswerAdvisor.builder(vectorStore).searchRequest(SearchRequest.builder().topK(3).build()).build())
        .build();
      const response = (await chatClient.prompt().user('How are PDF files read?').call().chatResponse())!;

      context.outcome.text(response.getResult()!.getOutput().getText());
      const documents = response.getMetadata().get<Document[]>(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS)!;
      const retrieved: Array<Record<string, unknown>> = [];
      for (const document of documents) {
        const metadata = new Map(document.getMetadata());
        metadata.delete('parent_document_id');
        retrieved.push({ text: document.getText(), metadata: Object.fromEntries(metadata), score: document.getScore() });
      }
      context.outcome.put('retrieved', retrieved);
    });
  },
});
