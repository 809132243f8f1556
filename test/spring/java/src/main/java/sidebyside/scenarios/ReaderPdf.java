package sidebyside.scenarios;

import org.springframework.ai.reader.ExtractedTextFormatter;
import org.springframework.ai.reader.pdf.PagePdfDocumentReader;
import org.springframework.ai.reader.pdf.ParagraphPdfDocumentReader;
import org.springframework.ai.reader.pdf.config.PdfDocumentReaderConfig;
import org.springframework.core.io.ClassPathResource;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * The PDF readers on PDFs of the class path (three pages of headings, paragraphs, a list and a
 * table; an outline with nested entries): page by page, two pages per document with margins and a
 * formatter, all pages in one; by outline, with an entry that has no destination, and without an
 * outline.
 */
public class ReaderPdf implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		context.outcome().put("pages", ReaderSupport.describe(new PagePdfDocumentReader("classpath:docs/guide.pdf").get()));

		PdfDocumentReaderConfig twoPages = PdfDocumentReaderConfig.builder()
			.withPagesPerDocument(2)
			.withPageTopMargin(50)
			.withPageBottomMargin(70)
			.withPageExtractedTextFormatter(ExtractedTextFormatter.builder()
				.withLeftAlignment(true)
				.withNumberOfTopTextLinesToDelete(1)
				.withNumberOfTopPagesToSkipBeforeDelete(1)
				.build())
			.build();
		context.outcome().put("twoPages", ReaderSupport.describe(new PagePdfDocumentReader(new ClassPathResource("docs/guide.pdf"), twoPages).get()));

		PdfDocumentReaderConfig allPages = PdfDocumentReaderConfig.builder()
			.withPagesPerDocument(PdfDocumentReaderConfig.ALL_PAGES)
			.build();
		context.outcome().put("allPages", ReaderSupport.describe(new PagePdfDocumentReader("classpath:docs/guide-no-outline.pdf", allPages).get()));

		context.outcome().put("paragraphs", ReaderSupport.describe(new ParagraphPdfDocumentReader("classpath:docs/guide.pdf").get()));
		context.outcome().put("invalidOutline", ReaderSupport.describe(new ParagraphPdfDocumentReader("classpath:docs/guide-invalid-outline.pdf").get()));
		try {
			context.outcome().put("noOutline", ReaderSupport.describe(new ParagraphPdfDocumentReader("classpath:docs/guide-no-outline.pdf").get()));
		}
		catch (IllegalArgumentException ex) {
			context.outcome().exception(ex);
		}
	}

}
