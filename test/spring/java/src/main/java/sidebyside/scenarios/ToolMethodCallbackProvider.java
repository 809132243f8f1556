package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;
import org.springframework.ai.tool.method.MethodToolCallbackProvider;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** Two tool objects through a MethodToolCallbackProvider; the model calls both tools in one turn. */
public class ToolMethodCallbackProvider implements Scenario {

	static class ClockTools {

		private final Outcome outcome;

		ClockTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(name = "timeIn", description = "The local time in a city")
		String localTime(@ToolParam(description = "The city") String city) {
			String result = "Tokyo".equals(city) ? "21:00" : "13:00";
			this.outcome.tool("timeIn", city, result);
			return result;
		}

	}

	static class CounterTools {

		private final Outcome outcome;

		private int count;

		CounterTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Count a greeting and return how many were counted so far")
		int countGreeting(@ToolParam(description = "The greeting", required = false) String greeting) {
			this.count++;
			this.outcome.tool("countGreeting", greeting, this.count);
			return this.count;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());

		ToolCallbackProvider tools = MethodToolCallbackProvider.builder()
			.toolObjects(new ClockTools(context.outcome()), new CounterTools(context.outcome()))
			.build();
		ChatClient chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(tools).build();

		String answer = chatClient.prompt().user("Say hi and tell me the time in Tokyo.").call().content();

		context.outcome().text(answer);
	}

}
