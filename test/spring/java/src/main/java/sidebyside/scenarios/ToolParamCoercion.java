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

/** The model sends numbers and a boolean as strings to an int, a double and a boolean parameter. */
public class ToolParamCoercion implements Scenario {

	static class RoomTools {

		private final Outcome outcome;

		RoomTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Book a meeting room")
		String bookRoom(@ToolParam(description = "How many people") int people,
				@ToolParam(description = "How many hours") double hours,
				@ToolParam(description = "Whether a projector is needed") boolean projector) {
			String result = "Room for " + people + " booked" + (projector ? " with a projector" : "");
			this.outcome.tool("bookRoom", List.of(people, hours, projector), result);
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
			.user("Book a room for 6 people for 1.5 hours with a projector.")
			.tools(new RoomTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
