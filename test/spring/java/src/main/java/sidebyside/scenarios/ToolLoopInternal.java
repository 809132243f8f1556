package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Two rounds of tool calls (the second depends on the first) run by the model's internal tool loop; the same tools
 * and script as ToolLoopAdvisor.
 */
public class ToolLoopInternal implements Scenario {

	static class AirportTools {

		private final Outcome outcome;

		AirportTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The airport code of a city")
		String airportCode(@ToolParam(description = "The city") String city) {
			String result = "Lisbon".equals(city) ? "LIS" : "XXX";
			this.outcome.tool("airportCode", city, result);
			return result;
		}

	}

	static class FlightTools {

		private final Outcome outcome;

		FlightTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The next flight to an airport")
		String nextFlight(@ToolParam(description = "The airport code") String airport) {
			String result = "TP1351 to " + airport + " at 18:40";
			this.outcome.tool("nextFlight", airport, result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultTools(new AirportTools(context.outcome()), new FlightTools(context.outcome()))
			.build();

		ChatResponse response = chatClient.prompt().user("When is the next flight to Lisbon?").call().chatResponse();

		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().usage(response.getMetadata().getUsage());
	}

}
