package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A reasoning model that thinks before its tool call, through ChatClient.call() and the model's
 * internal tool loop: what the second request echoes of the first answer, and the final text.
 */
public class MiniMaxThinkingToolLoop implements Scenario {

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
				MiniMaxChatOptions.builder().model("MiniMax-M2").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Should I take an umbrella in Paris?")
			.tools(new WeatherTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
