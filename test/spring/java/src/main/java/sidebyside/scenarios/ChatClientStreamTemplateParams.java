package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * stream().chatResponse() with a default system template (parameters given by the builder) and a
 * user template whose parameters come as a Map.
 */
public class ChatClientStreamTemplateParams implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem(s -> s.text("You write {style} poems.").param("style", "short"))
			.build();

		List<ChatResponse> responses = chatClient.prompt()
			.user(u -> u.text("Write a poem about {topic} in {lines} lines.")
				.params(Map.of("topic", "the sea", "lines", 2)))
			.stream()
			.chatResponse()
			.collectList()
			.block();

		StringBuilder text = new StringBuilder();
		List<Map<String, Object>> rows = new ArrayList<>();
		for (ChatResponse response : responses) {
			Generation result = response.getResult();
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("generations", response.getResults().size());
			if (result != null) {
				row.put("text", result.getOutput().getText());
				row.put("finishReason", result.getMetadata().getFinishReason());
				if (result.getOutput().getText() != null) {
					text.append(result.getOutput().getText());
				}
			}
			rows.add(row);
		}
		context.outcome().put("responses", rows);
		context.outcome().text(text.toString());
	}

}
