package sidebyside.scenarios;

import org.springframework.ai.reader.markdown.MarkdownDocumentReader;
import org.springframework.ai.reader.markdown.config.MarkdownDocumentReaderConfig;
import org.springframework.core.io.ClassPathResource;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * MarkdownDocumentReader on Markdown files of the class path (headings, emphasis, links, images,
 * lists, block quotes, fenced and indented code, rules, setext headings, inline HTML, escapes), by
 * pattern, by location and by resource, with the default and a full configuration.
 */
public class ReaderMarkdown implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MarkdownDocumentReader all = new MarkdownDocumentReader("classpath:docs/*.md");
		context.outcome().put("pattern", ReaderSupport.describe(all.get()));

		MarkdownDocumentReaderConfig config = MarkdownDocumentReaderConfig.builder()
			.withHorizontalRuleCreateDocument(true)
			.withIncludeCodeBlock(true)
			.withIncludeBlockquote(true)
			.withAdditionalMetadata("source", "overview")
			.build();
		MarkdownDocumentReader configured = new MarkdownDocumentReader("classpath:docs/rag-overview.md", config);
		context.outcome().put("configured", ReaderSupport.describe(configured.get()));

		ClassPathResource faq = new ClassPathResource("docs/rag-faq.md");
		MarkdownDocumentReader byResource = new MarkdownDocumentReader(faq,
				MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).build());
		context.outcome().put("resource", ReaderSupport.describe(byResource.get()));
	}

}
