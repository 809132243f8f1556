package sidebyside.scenarios;

import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.converter.MapOutputConverter;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.messaging.converter.MessageConversionException;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** An answer that is not JSON: what a MapOutputConverter throws for it. */
public class ConverterInvalidJsonMap implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		MapOutputConverter converter = new MapOutputConverter();
		String text = chatClient.prompt()
			.user(u -> u.text("Describe Venus.\n{format}").param("format", converter.getFormat()))
			.call()
			.content();
		context.outcome().text(text);
		try {
			Map<String, Object> map = converter.convert(text);
			context.outcome().entity(map);
		}
		catch (MessageConversionException ex) {
			context.outcome().exception(ex);
		}
	}

}
