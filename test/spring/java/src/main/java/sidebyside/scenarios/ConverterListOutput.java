package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.converter.ListOutputConverter;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A ListOutputConverter used directly, and the same converter through call().entity(converter). */
public class ConverterListOutput implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		ListOutputConverter converter = new ListOutputConverter();

		String answer = chatClient.prompt()
			.user(u -> u.text("List five {subject}.\n{format}")
				.param("subject", "ice cream flavors")
				.param("format", converter.getFormat()))
			.call()
			.content();
		List<String> flavors = converter.convert(answer);

		List<String> planets = chatClient.prompt().user("List the inner planets.").call().entity(converter);

		context.outcome().put("format", converter.getFormat());
		context.outcome().text(answer);
		context.outcome().entity(flavors);
		context.outcome().put("planets", planets);
	}

}
