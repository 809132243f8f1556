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

/**
 * ToolCallAdvisor with its memory disabled, on a stream: after the tool round the next request carries
 * only the system message and the last tool response, which MiniMax rejects (the tool response
 * answers no tool call of an assistant message in the request).
 */
public class AdvisorToolCallNoHistoryStream implements Scenario {

	static class StockTools {

		private final Outcome outcome;

		StockTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The number of items of a product in stock")
		String stockLevel(@ToolParam(description = "The product name") String product) {
			String result = product + ": 12 in stock";
			this.outcome.tool("stockLevel", product, result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You manage a shop.")
			.defaultAdvisors(ToolCallAdvisor.builder().disableMemory().build())
			.build();

		try {
			List<String> pieces = chatClient.prompt()
				.user("How many chairs and tables are in stock?")
				.tools(new StockTools(context.outcome()))
				.stream()
				.content()
				.collectList()
				.block();
			context.outcome().put("pieces", pieces);
		}
		catch (RuntimeException ex) {
			context.outcome().exception(ex);
		}
	}

}
