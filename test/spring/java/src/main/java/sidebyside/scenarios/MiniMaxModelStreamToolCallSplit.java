package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.List;

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
 * MiniMaxChatModel.stream() with tool callbacks in the options: two tool calls streamed in argument
 * fragments, run by the model's internal tool loop, then the streamed answer.
 */
public class MiniMaxModelStreamToolCallSplit implements Scenario {

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

		MiniMaxChatOptions options = MiniMaxChatOptions.builder()
			.model("abab6.5g-chat")
			.toolCallbacks(ToolCallbacks.from(new WeatherTools(context.outcome())))
			.build();
		List<ChatResponse> responses = chatModel
			.stream(new Prompt("What is the weather in Paris and in Rome?", options))
			.collectList()
			.block();

		List<String> pieces = new ArrayList<>();
		List<String> finishReasons = new ArrayList<>();
		StringBuilder text = new StringBuilder();
		for (ChatResponse response : responses) {
			if (response.getResult() != null) {
				String piece = response.getResult().getOutput().getText();
				pieces.add(piece);
				finishReasons.add(response.getResult().getMetadata().getFinishReason());
				if (piece != null) {
					text.append(piece);
				}
			}
		}
		context.outcome().put("pieces", pieces);
		context.outcome().put("finishReasons", finishReasons);
		context.outcome().text(text.toString());
	}

}
