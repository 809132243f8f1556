import { ByteArrayResource, DefaultResourceLoader, JsoupDocumentReader, JsoupDocumentReaderConfig } from 'spring-ai-ts';
import { scenario } from '../harness/Scenario.js';
import { describeDocuments, withJavaResources } from './support/readerResources.js';

/**
 * JsoupDocumentReader on an HTML page of the class path: the whole body, a selector with a
 * separator, one document per element with links and meta tags, all elements, and a fragment.
 */
export default scenario({
  async run(context) {
    await withJavaResources(async () => {
      context.outcome.put('default', describeDocuments(await new JsoupDocumentReader('classpath:web/catalog.html').get()));

      const selected = new JsoupDocumentReader(
        'classpath:web/catalog.html',
        JsoupDocumentReaderConfig.builder().selector('section.item p, pre, textarea').separator(' | ').build(),
      );
      context.outcome.put('selector', describeDocuments(await selected.get()));

      const grouped = new JsoupDocumentReader(
        new DefaultResourceLoader().getResource('classpath:web/catalog.html'),
        JsoupDocumentReaderConfig.builder()
          .selector('section')
          .groupByElement(true)
          .includeLinkUrls(true)
          .metadataTags(['description', 'keywords'])
          .metadataTag('author')
          .additionalMetadata('source', 'catalog')
          .build(),
      );
      context.outcome.put('grouped', describeDocuments(await grouped.get()));

      const all = new JsoupDocumentReader('classpath:web/catalog.html', JsoupDocumentReaderConfig.builder().allElements(true).build());
      context.outcome.put('allElements', describeDocuments(await all.get()));

      const html = "<div><p>One</p>two <a href='/relative'>three</a></div>";
      const fragment = new JsoupDocumentReader(
        new ByteArrayResource(new TextEncoder().encode(html)),
        JsoupDocumentReaderConfig.builder().selector('div').includeLinkUrls(true).build(),
      );
      context.outcome.put('fragment', describeDocuments(await fragment.get()));
    });
  },
});
