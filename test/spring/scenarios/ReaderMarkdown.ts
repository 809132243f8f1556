import { ClassPathResource, MarkdownDocumentReader, MarkdownDocumentReaderConfig } from 'spring-ai-ts';
import { scenario } from '../harness/Scenario.js';
import { describeDocuments, withJavaResources } from './support/readerResources.js';

/**
 * MarkdownDocumentReader on Markdown files of the class path (headings, emphasis, links, images,
 * lists, block quotes, fenced and indented code, rules, setext headings, inline HTML, escapes), by
 * pattern, by location and by resource, with the default and a full configuration.
 */
export default scenario({
  async run(context) {
    await withJavaResources(async () => {
      const all = new MarkdownDocumentReader('classpath:docs/*.md');
      context.outcome.put('pattern', describeDocuments(await all.get()));

      const config = MarkdownDocumentReaderConfig.builder()
        .withHorizontalRuleCreateDocument(true)
        .withIncludeCodeBlock(true)
        .withIncludeBlockquote(true)
        .withAdditionalMetadata('source', 'overview')
        .build();
      const configured = new MarkdownDocumentReader('classpath:docs/rag-overview.md', config);
      context.outcome.put('configured', describeDocuments(await configured.get()));

      const faq = new ClassPathResource('docs/rag-faq.md');
      const byResource = new MarkdownDocumentReader(faq, MarkdownDocumentReaderConfig.builder().withHorizontalRuleCreateDocument(true).build());
      context.outcome.put('resource', describeDocuments(await byResource.get()));
    });
  },
});
