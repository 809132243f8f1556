package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.support.ToolCallbacks;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * The usage MiniMaxChatModel.call() reports: for a plain answer, and for an answer after one round
 * of the internal tool loop; with the response metadata's model.
 */
public class MiniMaxUsageCall implements Scenario {

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
				MiniMaxChatOptions.builder().model("abab6.5s-chat").build());

		ChatResponse plain = chatModel.call(new Prompt("Say hello."));
		context.outcome().put("plain", usage(plain.getMetadata().getUsage()));
		context.outcome().put("plainModel", plain.getMetadata().getModel());

		MiniMaxChatOptions options = MiniMaxChatOptions.builder()
			.model("abab6.5s-chat")
			.toolCallbacks(ToolCallbacks.from(new WeatherTools(context.outcome())))
			.build();
		ChatResponse withTools = chatModel.call(new Prompt("What is the weather in Paris?", options));
		context.outcome().text(withTools.getResult().getOutput().getText());
		context.outcome().put("withTools", usage(withTools.getMetadata().getUsage()));
	}

	private static Map<String, Object> usage(Usage usage) {
		Map<String, Object> value = new LinkedHashMap<>();
		value.put("promptTokens", usage.getPromptTokens());
		value.put("completionTokens", usage.getCompletionTokens());
		value.put("totalTokens", usage.getTotalTokens());
		return value;
	}

}
