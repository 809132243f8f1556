package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.reader.jsoup.JsoupDocumentReader;
import org.springframework.ai.reader.jsoup.config.JsoupDocumentReaderConfig;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.core.io.DefaultResourceLoader;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * JsoupDocumentReader on an HTML page of the class path: the whole body, a selector with a
 * separator, one document per element with links and meta tags, all elements, and a fragment.
 */
public class ReaderJsoup implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		context.outcome().put("default", ReaderSupport.describe(new JsoupDocumentReader("classpath:web/catalog.html").get()));

		JsoupDocumentReader selected = new JsoupDocumentReader("classpath:web/catalog.html",
				JsoupDocumentReaderConfig.builder().selector("section.item p, pre, textarea").separator(" | ").build());
		context.outcome().put("selector", ReaderSupport.describe(selected.get()));

		JsoupDocumentReader grouped = new JsoupDocumentReader(
				new DefaultResourceLoader().getResource("classpath:web/catalog.html"),
				JsoupDocumentReaderConfig.builder()
					.selector("section")
					.groupByElement(true)
					.includeLinkUrls(true)
					.metadataTags(List.of("description", "keywords"))
					.metadataTag("author")
					.additionalMetadata("source", "catalog")
					.build());
		context.outcome().put("grouped", ReaderSupport.describe(grouped.get()));

		JsoupDocumentReader all = new JsoupDocumentReader("classpath:web/catalog.html",
				JsoupDocumentReaderConfig.builder().allElements(true).build());
		context.outcome().put("allElements", ReaderSupport.describe(all.get()));

		String html = "<div><p>One</p>two <a href='/relative'>three</a></div>";
		JsoupDocumentReader fragment = new JsoupDocumentReader(new ByteArrayResource(html.getBytes()),
				JsoupDocumentReaderConfig.builder().selector("div").includeLinkUrls(true).build());
		context.outcome().put("fragment", ReaderSupport.describe(fragment.get()));
	}

}
