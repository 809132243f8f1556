package sidebyside.scenarios;

import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A void @Tool that reads the ToolContext (a value and the tool call history). */
public class ToolContextVoidResult implements Scenario {

	static class AuditTools {

		private final Outcome outcome;

		AuditTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Record that the user visited a page")
		void recordVisit(@ToolParam(description = "The page visited") String page, ToolContext toolContext) {
			String userId = (String) toolContext.getContext().get("userId");
			this.outcome.put("history", Outcome.messages(toolContext.getToolCallHistory()));
			this.outcome.tool("recordVisit", List.of(page, userId), null);
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.system("You keep an audit trail.")
			.user("I just opened the pricing page.")
			.tools(new AuditTools(context.outcome()))
			.toolContext(Map.of("userId", "user-42"))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
