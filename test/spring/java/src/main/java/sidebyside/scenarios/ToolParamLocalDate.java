package sidebyside.scenarios;

import java.time.LocalDate;
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

/** A @Tool taking a LocalDate and an int, returning a LocalDate. */
public class ToolParamLocalDate implements Scenario {

	static class CalendarTools {

		private final Outcome outcome;

		CalendarTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The date a number of days after a start date")
		LocalDate addDays(@ToolParam(description = "The start date") LocalDate start,
				@ToolParam(description = "How many days to add") int days) {
			LocalDate result = start.plusDays(days);
			this.outcome.tool("addDays", List.of(start.toString(), days), result.toString());
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
			.user("Which date is 10 days after 2026-02-25?")
			.tools(new CalendarTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
