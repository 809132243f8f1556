package sidebyside.scenarios;

import java.util.List;
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

/** A @Tool taking a List<Map<String, Object>> and returning a number (a double). */
public class ToolParamListOfMaps implements Scenario {

	static class OrderTools {

		private final Outcome outcome;

		OrderTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The total price of an order")
		double orderTotal(@ToolParam(description = "The order lines, each with a price and a quantity") List<Map<String, Object>> lines) {
			double total = 0;
			for (Map<String, Object> line : lines) {
				total += ((Number) line.get("price")).doubleValue() * ((Number) line.get("quantity")).intValue();
			}
			this.outcome.tool("orderTotal", lines, total);
			return total;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("What do two teas at 2.5 and two cakes at 5 cost?")
			.tools(new OrderTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
