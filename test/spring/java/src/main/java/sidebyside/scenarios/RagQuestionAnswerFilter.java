package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.vectorstore.QuestionAnswerAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.document.Document;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.MiniMaxEmbeddingModel;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.SimpleVectorStore;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * QuestionAnswerAdvisor over a SimpleVectorStore (MiniMax embeddings) with a search request that
 * filters on metadata, keeps the top 2 and drops weak matches: the answer and the documents it used.
 */
public class RagQuestionAnswerFilter implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		MiniMaxEmbeddingModel embeddingModel = new MiniMaxEmbeddingModel(api);

		SimpleVectorStore vectorStore = SimpleVectorStore.builder(embeddingModel).build();
		vectorStore.add(List.of(
				Document.builder().id("doc-1").text("The lighthouse keeper wrote poems about the winter sea.")
					.metadata(Map.of("genre", "poetry", "year", 2019)).build(),
				Document.builder().id("doc-2").text("Winter sea storms batter the northern lighthouse every year.")
					.metadata(Map.of("genre", "news", "year", 2021)).build(),
				Document.builder().id("doc-3").text("A poem about the winter garden and its frozen roses.")
					.metadata(Map.of("genre", "poetry", "year", 2022)).build(),
				Document.builder().id("doc-4").text("Old poems about the sea, collected by a keeper.")
					.metadata(Map.of("genre", "poetry", "year", 2015)).build(),
				Document.builder().id("doc-5").text("Recipes for hot soup on cold winter evenings.")
					.metadata(Map.of("genre", "cooking", "year", 2020)).build()));

		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(QuestionAnswerAdvisor.builder(vectorStore)
				.searchRequest(SearchRequest.builder()
					.topK(2)
					.similarityThreshold(0.1)
					.filterExpression("genre == 'poetry' && year >= 2016")
					.build())
				.build())
			.build();

		ChatResponse response = chatClient.prompt()
			.user("Which poems mention the winter sea?")
			.call()
			.chatResponse();

		context.outcome().text(response.getResult().getOutput().getText());
		List<Document> documents = response.getMetadata().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS);
		context.outcome().put("retrieved", describe(documents));
	}

	static List<Map<String, Object>> describe(List<Document> documents) {
		List<Map<String, Object>> rows = new ArrayList<>();
		for (Document document : documents) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("id", document.getId());
			row.put("text", document.getText());
			row.put("metadata", document.getMetadata());
			row.put("score", document.getScore());
			rows.add(row);
		}
		return rows;
	}

}
