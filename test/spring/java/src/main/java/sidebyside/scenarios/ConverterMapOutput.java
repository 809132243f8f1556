package sidebyside.scenarios;

import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.converter.MapOutputConverter;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A MapOutputConverter used directly: its format, and the map it reads from a fenced JSON answer. */
public class ConverterMapOutput implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		MapOutputConverter converter = new MapOutputConverter();

		String answer = chatClient.prompt()
			.user(u -> u.text("Provide me a List of {subject}\n{format}")
				.param("subject", "an array of numbers from 1 to 9 under the key name 'numbers'")
				.param("format", converter.getFormat()))
			.call()
			.content();
		Map<String, Object> result = converter.convert(answer);

		context.outcome().put("format", converter.getFormat());
		context.outcome().text(answer);
		context.outcome().entity(result);
		context.outcome().put("numbers", result.get("numbers"));
		context.outcome().put("nested", result.get("meta"));
	}

}
