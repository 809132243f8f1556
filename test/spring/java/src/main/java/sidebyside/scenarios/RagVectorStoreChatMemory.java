package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.vectorstore.VectorStoreChatMemoryAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
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
 * VectorStoreChatMemoryAdvisor over two turns of one conversation, beside another conversation in
 * the same store: the long-term memory the second turn's system message carries, the answers, and
 * the messages the store keeps for the conversation.
 */
public class RagVectorStoreChatMemory implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		MiniMaxEmbeddingModel embeddingModel = new MiniMaxEmbeddingModel(api);
		SimpleVectorStore vectorStore = SimpleVectorStore.builder(embeddingModel).build();

		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You are a friendly gardener.")
			.defaultAdvisors(VectorStoreChatMemoryAdvisor.builder(vectorStore).defaultTopK(3).build())
			.build();

		String otherConversation = "RagVectorStoreChatMemory-goats";
		String conversation = "RagVectorStoreChatMemory-bees";
		List<String> answers = new ArrayList<>();
		answers.add(chatClient.prompt()
			.user("I keep goats in my garden.")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, otherConversation))
			.call()
			.content());
		answers.add(chatClient.prompt()
			.user("My name is Ada and I keep bees in my garden.")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, conversation))
			.call()
			.content());
		answers.add(chatClient.prompt()
			.user("What do I keep in my garden?")
			.advisors(a -> a.param(ChatMemory.CONVERSATION_ID, conversation))
			.call()
			.content());
		context.outcome().put("answers", answers);

		List<Document> remembered = vectorStore.similaritySearch(SearchRequest.builder()
			.query("What do I keep in my garden?")
			.topK(10)
			.filterExpression("conversationId == '" + conversation + "'")
			.build());
		List<Map<String, Object>> rows = new ArrayList<>();
		for (Document document : remembered) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("text", document.getText());
			row.put("conversationId", document.getMetadata().get("conversationId"));
			row.put("messageType", document.getMetadata().get("messageType"));
			row.put("score", document.getScore());
			rows.add(row);
		}
		context.outcome().put("remembered", rows);
	}

}
