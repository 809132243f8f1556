package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.document.Document;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.MiniMaxEmbeddingModel;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.rag.advisor.RetrievalAugmentationAdvisor;
import org.springframework.ai.rag.generation.augmentation.ContextualQueryAugmenter;
import org.springframework.ai.rag.retrieval.search.VectorStoreDocumentRetriever;
import org.springframework.ai.vectorstore.SimpleVectorStore;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * RetrievalAugmentationAdvisor whose search finds nothing, with a ContextualQueryAugmenter that does
 * not allow an empty context: the model receives the empty-context prompt instead of the question.
 */
public class RagEmptyContextDisallowed implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		MiniMaxEmbeddingModel embeddingModel = new MiniMaxEmbeddingModel(api);

		SimpleVectorStore vectorStore = SimpleVectorStore.builder(embeddingModel).build();
		vectorStore.add(List.of(
				new Document("em-1", "Bees make honey from the nectar of flowers.", Map.of("topic", "bees")),
				new Document("em-2", "A beekeeper harvests honey in late summer.", Map.of("topic", "bees")),
				new Document("em-3", "Lighthouses guide ships along rocky coasts.", Map.of("topic", "sea")),
				new Document("em-4", "Honey never spoils when it is stored sealed.", Map.of("topic", "food"))));

		RetrievalAugmentationAdvisor retrievalAugmentationAdvisor = RetrievalAugmentationAdvisor.builder()
			.documentRetriever(VectorStoreDocumentRetriever.builder()
				.vectorStore(vectorStore)
				.similarityThreshold(0.5)
				.topK(2)
				.build())
			.queryAugmenter(ContextualQueryAugmenter.builder().allowEmptyContext(false).build())
			.build();

		ChatResponse response = ChatClient.builder(chatModel)
			.build()
			.prompt()
			.advisors(retrievalAugmentationAdvisor)
			.user("Who painted the Mona Lisa?")
			.call()
			.chatResponse();

		context.outcome().text(response.getResult().getOutput().getText());
		List<Document> documents = response.getMetadata().get(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT);
		context.outcome().put("documents", describe(documents));
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
