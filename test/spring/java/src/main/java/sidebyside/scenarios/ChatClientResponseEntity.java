package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ResponseEntity;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** call().responseEntity(Record.class): the response (text, usage) and the entity together. */
public class ChatClientResponseEntity implements Scenario {

	record Weather(String city, String sky) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel).defaultSystem("You are a weather service.").build();

		ResponseEntity<ChatResponse, Weather> responseEntity = chatClient.prompt()
			.user("What is the weather in Oslo?")
			.call()
			.responseEntity(Weather.class);

		ChatResponse response = responseEntity.response();
		Weather weather = responseEntity.entity();

		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().usage(response.getMetadata().getUsage());
		Map<String, Object> entity = new LinkedHashMap<>();
		entity.put("city", weather.city());
		entity.put("sky", weather.sky());
		context.outcome().entity(entity);
		context.outcome().put("generations", List.of(response.getResults().size()));
	}

}
