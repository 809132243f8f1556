package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.ToolCallAdvisor;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A streamed answer after a tool call, run by the ToolCallAdvisor loop. */
public class ToolLoopStreamAdvisor implements Scenario {

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

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(ToolCallAdvisor.builder().build())
			.defaultTools(new AirportTools(context.outcome()))
			.build();

		List<String> pieces = chatClient.prompt()
			.user("Which airport serves Lisbon?")
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("pieces", pieces);
		context.outcome().text(String.join("", pieces));
	}

}
