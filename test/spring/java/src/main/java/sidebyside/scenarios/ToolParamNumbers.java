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

/** A @Tool with int, long, double and boolean parameters and a String result. */
public class ToolParamNumbers implements Scenario {

	static class BookingTools {

		private final Outcome outcome;

		BookingTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Book a table in the restaurant")
		String bookTable(@ToolParam(description = "How many guests") int guests,
				@ToolParam(description = "The customer number") long customerId,
				@ToolParam(description = "The budget in euros") double budget,
				@ToolParam(description = "Whether to sit on the terrace") boolean terrace) {
			String result = "Table for " + guests + " booked for customer " + customerId + " (budget " + budget
					+ " EUR, terrace: " + terrace + ")";
			this.outcome.tool("bookTable", List.of(guests, customerId, budget, terrace), result);
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
			.user("Book a table for 4 on the terrace, customer 9000000001, about 120.5 euros.")
			.tools(new BookingTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
