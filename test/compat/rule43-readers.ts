// Translated Java using class path resources and Spring AI's document readers (rule 43), written as
// an application writes it. It imports the package by its name, so test/compat/resolution.test.ts
// compiles it under `strict` with both `nodenext` and `node10`; rule43-readers.test.ts runs it.
import {
  ClassPathResource,
  DefaultResourceLoader,
  type Document,
  FileNotFoundException,
  IllegalArgumentException,
  JsoupDocumentReader,
  JsoupDocumentReaderConfig,
  MarkdownDocumentReader,
  MarkdownDocumentReaderConfig,
  PagePdfDocumentReader,
  ParagraphPdfDocumentReader,
  PdfDocumentReaderConfig,
  type Resource,
} from 'spring-ai-ts';

/**
 * Java:
 * ```java
 * @Service
 * class KnowledgeService {
 *   @Value("classpath:docs/rag-overview.md") private Resource overview;
 *   @Value("classpath:docs/guide.pdf") private Resource guide;
 *
 *   String systemPrompt() throws IOException {
 *     try (InputStream in = overview.getInputStream()) {
 *       return new String(in.readAllBytes(), StandardCharsets.UTF_8);
 *     }
 *   }
 *
 *   List<Document> load() {
 *     List<Document> documents = new ArrayList<>();
 *     documents.addAll(new MarkdownDocumentReader(overview,
 *         MarkdownDocumentReaderConfig.builder().withAdditionalMetadata("source", overview.getFilename()).build()).get());
 *     documents.addAll(new PagePdfDocumentReader(guide, PdfDocumentReaderConfig.builder().withPagesPerDocument(3).build()).get());
 *     documents.addAll(new JsoupDocumentReader("classpath:web/catalog.html",
 *         JsoupDocumentReaderConfig.builder().selector("section").groupByElement(true).build()).get());
 *     return documents;
 *   }
 *
 *   String outline() {
 *     try {
 *       return new ParagraphPdfDocumentReader("classpath:docs/guide-no-outline.pdf").get().toString();
 *     } catch (IllegalArgumentException e) {
 *       return e.getMessage();
 *     }
 *   }
 *
 *   boolean missing() throws IOException {
 *     Resource resource = new DefaultResourceLoader().getResource("classpath:docs/none.md");
 *     try { resource.getInputStream(); return false; } catch (FileNotFoundException e) { return !resource.exists(); }
 *   }
 * }
 * ```
 */
export class KnowledgeService {
  private readonly overview: Resource = new ClassPathResource('docs/rag-overview.md');
  private readonly guide: Resource = new ClassPathResource('docs/guide.pdf');

  async systemPrompt(): Promise<string> {
    const input = this.overview.getInputStream();
    try {
      return new TextDecoder().decode(await input.readAllBytes());
    } finally {
      input.close();
    }
  }

  async load(): Promise<Document[]> {
    const documents: Document[] = [];
    documents.push(
      ...(await new MarkdownDocumentReader(
        this.overview,
        MarkdownDocumentReaderConfig.builder().withAdditionalMetadata('source', this.overview.getFilename()).build(),
      ).get()),
    );
    documents.push(...(await new PagePdfDocumentReader(this.guide, PdfDocumentReaderConfig.builder().withPagesPerDocument(3).build()).get()));
    documents.push(
      ...(await new JsoupDocumentReader('classpath:web/catalog.html', JsoupDocumentReaderConfig.builder().selector('section').groupByElement(true).build()).get()),
    );
    return documents;
  }

  async outline(): Promise<string> {
    try {
      return String(await new ParagraphPdfDocumentReader('classpath:docs/guide-no-outline.pdf').get());
    } catch (e) {
      if (!(e instanceof IllegalArgumentException)) throw e;
      return e.getMessage();
    }
  }

  missing(): boolean {
    const resource = new DefaultResourceLoader().getResource('classpath:docs/none.md');
    try {
      resource.getInputStream();
      return false;
    } catch (e) {
      if (!(e instanceof FileNotFoundException)) throw e;
      return !resource.exists();
    }
  }
}
