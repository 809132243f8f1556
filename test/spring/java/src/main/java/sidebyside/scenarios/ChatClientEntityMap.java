package sidebyside.scenarios;

import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.core.ParameterizedTypeReference;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** call().entity(Map.class) and call().entity(new ParameterizedTypeReference<Map<String, Object>>() {}). */
public class ChatClientEntityMap implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Map<?, ?> planet = chatClient.prompt().user("Describe Mars as JSON.").call().entity(Map.class);

		Map<String, Object> moon = chatClient.prompt()
			.user("Describe the Moon as JSON.")
			.call()
			.entity(new ParameterizedTypeReference<Map<String, Object>>() {
			});

		context.outcome().put("planet", planet);
		context.outcome().put("planetKeys", planet.keySet().stream().map(String::valueOf).sorted().toList());
		context.outcome().put("moon", moon);
		context.outcome().put("moonRadius", moon.get("radiusKm"));
	}

}
