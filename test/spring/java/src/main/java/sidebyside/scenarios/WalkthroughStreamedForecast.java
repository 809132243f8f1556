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

/**
 * The scenario docs/COMPARE.md walks through: a weather assistant with a default system text and
 * a forecast tool, streamed; the model calls the tool once, then answers.
 */
public class WalkthroughStreamedForecast implements Scenario {

	static class ForecastTools {

		private final Outcome outcome;

		ForecastTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The weather forecast for a city, one line per day")
		String forecast(@ToolParam(description = "The city, e.g. Lisbon") String city,
				@ToolParam(description = "Morning, afternoon or evening", required = false) String period) {
			String result = city + ": sunny, 24 degrees; tomorrow cloudy, 21 degrees";
			this.outcome.tool("forecast", List.of(city, String.valueOf(period)), result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5s-chat").temperature(0.2).build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You are a weather assistant. Answer in one sentence.")
			.defaultTools(new ForecastTools(context.outcome()))
			.build();

		String answer = String.join("", chatClient.prompt()
			.user("What will the weather be like in Lisbon?")
			.stream()
			.content()
			.collectList()
			.block());

		context.outcome().text(answer);
	}

}
