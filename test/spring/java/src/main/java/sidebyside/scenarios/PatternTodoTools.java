package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

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

/**
 * A todo list per conversation: a write tool and a read tool that find the conversation id in the
 * ToolContext, used by two conversations through one ChatClient.
 */
public class PatternTodoTools implements Scenario {

	static class TodoTools {

		private final Map<String, List<String>> todos = new ConcurrentHashMap<>();

		private final Outcome outcome;

		TodoTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Replace the todo list of this conversation with the given items")
		String todoWrite(@ToolParam(description = "The todo items, in order") List<String> items,
				ToolContext toolContext) {
			String conversationId = (String) toolContext.getContext().get("conversationId");
			this.todos.put(conversationId, new ArrayList<>(items));
			String result = "Saved " + items.size() + " todos";
			this.outcome.tool("todoWrite", Map.of("conversationId", conversationId, "items", items), result);
			return result;
		}

		@Tool(description = "Read the todo list of this conversation")
		String todoRead(ToolContext toolContext) {
			String conversationId = (String) toolContext.getContext().get("conversationId");
			List<String> items = this.todos.getOrDefault(conversationId, List.of());
			StringBuilder result = new StringBuilder();
			for (int i = 0; i < items.size(); i++) {
				result.append(i + 1).append(". ").append(items.get(i)).append("\n");
			}
			String text = items.isEmpty() ? "The todo list is empty" : result.toString().trim();
			this.outcome.tool("todoRead", Map.of("conversationId", conversationId), text);
			return text;
		}

		Map<String, List<String>> todos() {
			return this.todos;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		TodoTools todoTools = new TodoTools(context.outcome());
		ChatClient chatClient = ChatClient.builder(chatModel).defaultTools(todoTools).build();

		String alice = chatClient.prompt()
			.user("Plan my trip: book the flight, then the hotel.")
			.toolContext(Map.of("conversationId", "alice"))
			.call()
			.content();
		String bob = chatClient.prompt()
			.user("What is on my todo list?")
			.toolContext(Map.of("conversationId", "bob"))
			.call()
			.content();
		String aliceAgain = chatClient.prompt()
			.user("What is on my todo list?")
			.toolContext(Map.of("conversationId", "alice"))
			.call()
			.content();

		context.outcome().put("answers", List.of(alice, bob, aliceAgain));
		context.outcome().put("todos", new LinkedHashMap<>(todoTools.todos()));
	}

}
