package sidebyside.scenarios;

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
 * ToolCallAdvisor with the conversation history off: after the tool round the next request carries
 * only the system message and the last tool response, which MiniMax rejects (the tool response
 * answers no tool call of an assistant message in the request).
 */
public class AdvisorToolCallNoHistory implements Scenario {

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
			.defaultAdvisors(ToolCallAdvisor.builder().conversationHistoryEnabled(false).build())
			.build();

		try {
			String answer = chatClient.prompt()
				.user("How many chairs and tables are in stock?")
				.tools(new StockTools(context.outcome()))
				.call()
				.content();
			context.outcome().text(answer);
		}
		catch (RuntimeException ex) {
			context.outcome().exception(ex);
		}
	}

}
