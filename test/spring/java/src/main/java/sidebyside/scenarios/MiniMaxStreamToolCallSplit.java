package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** ChatClient.stream() with a tool call whose arguments arrive in fragments; the model's internal tool loop. */
public class MiniMaxStreamToolCallSplit implements Scenario {

	static class WeatherTools {

		private final Outcome outcome;

		WeatherTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The current weather in a city")
		String currentWeather(@ToolParam(description = "The city, e.g. Paris") String city) {
			String result = city + ": 18 degrees, light rain";
			this.outcome.tool("currentWeather", city, result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		List<String> pieces = chatClient.prompt()
			.user("What is the weather in Paris?")
			.tools(new WeatherTools(context.outcome()))
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("pieces", pieces);
		context.outcome().text(String.join("", pieces));
	}

}
