package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.vectorstore.QuestionAnswerAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.document.DefaultContentFormatter;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.MiniMaxEmbeddingModel;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.reader.ExtractedTextFormatter;
import org.springframework.ai.reader.markdown.MarkdownDocumentReader;
import org.springframework.ai.reader.markdown.config.MarkdownDocumentReaderConfig;
import org.springframework.ai.reader.pdf.PagePdfDocumentReader;
import org.springframework.ai.reader.pdf.config.PdfDocumentReaderConfig;
import org.springframework.ai.transformer.ContentFormatTransformer;
import org.springframework.ai.transformer.splitter.TokenTextSplitter;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.SimpleVectorStore;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.Resource;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A RAG configuration as applications write it: Markdown and PDF files injected from the class path
 * with {@code @Value("classpath:…")}, read by the Markdown and page PDF readers, split, embedded into
 * a SimpleVectorStore at start-up; a question answered through the QuestionAnswerAdvisor.
 */
public class AppRagClasspathIngestion implements Scenario {

	@Configuration
	static class RagConfiguration {

		@Value("classpath:docs/rag-overview.md")
		private Resource overview;

		@Value("classpath:docs/guide.pdf")
		private Resource guide;

		@Bean
		VectorStore vectorStore(EmbeddingModel embeddingModel) {
			SimpleVectorStore vectorStore = SimpleVectorStore.builder(embeddingModel).build();
			List<Document> documents = new ArrayList<>();
			MarkdownDocumentReaderConfig markdownConfig = MarkdownDocumentReaderConfig.builder()
				.withAdditionalMetadata("source", this.overview.getFilename())
				.build();
			documents.addAll(new MarkdownDocumentReader(this.overview, markdownConfig).get());
			PdfDocumentReaderConfig pdfConfig = PdfDocumentReaderConfig.builder()
				.withPageExtractedTextFormatter(ExtractedTextFormatter.builder().withLeftAlignment(true).build())
				.build();
			documents.addAll(new PagePdfDocumentReader(this.guide, pdfConfig).get());
			List<Document> chunks = TokenTextSplitter.builder().withChunkSize(60).withMinChunkSizeChars(20).build().apply(documents);
			// The chunks' parent ids are random: leave them out of the embedded text.
			ContentFormatTransformer formatter = new ContentFormatTransformer(
					DefaultContentFormatter.builder().withExcludedEmbedMetadataKeys("parent_document_id").build());
			vectorStore.add(formatter.apply(chunks));
			return vectorStore;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		try (AnnotationConfigApplicationContext app = new AnnotationConfigApplicationContext()) {
			app.registerBean(EmbeddingModel.class, () -> new MiniMaxEmbeddingModel(api));
			app.register(RagConfiguration.class);
			app.refresh();
			VectorStore vectorStore = app.getBean(VectorStore.class);

			ChatClient chatClient = ChatClient.builder(chatModel)
				.defaultAdvisors(QuestionAnswerAdvisor.builder(vectorStore)
					.searchRequest(SearchRequest.builder().topK(3).build())
					.build())
				.build();
			ChatResponse response = chatClient.prompt()
				.user("How are PDF files read?")
				.call()
				.chatResponse();

			context.outcome().text(response.getResult().getOutput().getText());
			List<Document> documents = response.getMetadata().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS);
			List<Map<String, Object>> retrieved = new ArrayList<>();
			for (Document document : documents) {
				Map<String, Object> row = new LinkedHashMap<>();
				row.put("text", document.getText());
				Map<String, Object> metadata = new LinkedHashMap<>(document.getMetadata());
				metadata.remove("parent_document_id");
				row.put("metadata", metadata);
				row.put("score", document.getScore());
				retrieved.add(row);
			}
			context.outcome().put("retrieved", retrieved);
		}
	}

}
