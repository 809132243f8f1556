import { ClassPathResource, ExtractedTextFormatter, IllegalArgumentException, PagePdfDocumentReader, ParagraphPdfDocumentReader, PdfDocumentReaderConfig } from 'spring-ai-ts';
import { scenario } from '../harness/Scenario.js';
import { describeDocuments, withJavaResources } from './support/readerResources.js';

/**
 * The PDF readers on PDFs of the class path (three pages of headings, paragraphs, a list and a
 * table; an outline with nested entries): page by page, two pages per document with margins and a
 * formatter, all pages in one; by outline, with an entry that has no destination, and without an
 * outline.
 */
export default scenario({
  async run(context) {
    await withJavaResources(async () => {
      context.outcome.put('pages', describeDocuments(await new PagePdfDocumentReader('classpath:docs/guide.pdf').get()));

      const twoPages = PdfDocumentReaderConfig.builder()
        .withPagesPerDocument(2)
        .withPageTopMargin(50)
        .withPageBottomMargin(70)
        .withPageExtractedTextFormatter(
          ExtractedTextFormatter.builder().withLeftAlignment(true).withNumberOfTopTextLinesToDelete(1).withNumberOfTopPagesToSkipBeforeDelete(1).build(),
        )
        .build();
      context.outcome.put('twoPages', describeDocuments(await new PagePdfDocumentReader(new ClassPathResource('docs/guide.pdf'), twoPages).get()));

      const allPages = PdfDocumentReaderConfig.builder().withPagesPerDocument(PdfDocumentReaderConfig.ALL_PAGES).build();
      context.outcome.put('allPages', describeDocuments(await new PagePdfDocumentReader('classpath:docs/guide-no-outline.pdf', allPages).get()));

      context.outcome.put('paragraphs', describeDocuments(await new ParagraphPdfDocumentReader('classpath:docs/guide.pdf').get()));
      context.outcome.put('invalidOutline', describeDocuments(await new ParagraphPdfDocumentReader('classpath:docs/guide-invalid-outline.pdf').get()));
      try {
        context.outcome.put('noOutline', describeDocuments(await new ParagraphPdfDocumentReader('classpath:docs/guide-no-outline.pdf').get()));
      } catch (ex) {
        if (!(ex instanceof IllegalArgumentException)) throw ex;
        context.outcome.exception(ex);
      }
    });
  },
});
