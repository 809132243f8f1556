package sidebyside.scenarios;

import java.util.Arrays;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A @Tool with optional parameters the model leaves out, and a Map<String, Object> parameter. */
public class ToolParamOptional implements Scenario {

	static class WeatherTools {

		private final Outcome outcome;

		WeatherTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The forecast for a city")
		String forecast(@ToolParam(description = "The city") String city,
				@ToolParam(description = "C or F; Celsius when absent", required = false) String unit,
				@ToolParam(description = "How many days ahead", required = false) Integer days,
				@ToolParam(description = "Extra display preferences", required = false) Map<String, Object> preferences) {
			String chosenUnit = unit == null ? "C" : unit;
			int ahead = days == null ? 1 : days;
			boolean compact = preferences != null && Boolean.TRUE.equals(preferences.get("compact"));
			String result = city + " in " + ahead + " day(s): 21" + chosenUnit + (compact ? "" : ", light wind");
			this.outcome.tool("forecast", Arrays.asList(city, unit, days, preferences), result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("What is the forecast for Oslo, and for Rome in 3 days, compact?")
			.tools(new WeatherTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
