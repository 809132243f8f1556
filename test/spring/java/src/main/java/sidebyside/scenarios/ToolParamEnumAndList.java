package sidebyside.scenarios;

import java.util.ArrayList;
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

/** A @Tool with a String, an enum and a List<String> parameter, returning a List<String>. */
public class ToolParamEnumAndList implements Scenario {

	enum Priority {

		LOW, NORMAL, URGENT

	}

	static class TaskTools {

		private final Outcome outcome;

		TaskTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Create a task and return its labels")
		List<String> createTask(@ToolParam(description = "The task title") String title,
				@ToolParam(description = "How urgent the task is") Priority priority,
				@ToolParam(description = "Free-form tags") List<String> tags) {
			List<String> labels = new ArrayList<>();
			labels.add("priority:" + priority.name().toLowerCase());
			for (String tag : tags) {
				labels.add("tag:" + tag);
			}
			labels.add("title:" + title);
			this.outcome.tool("createTask", List.of(title, priority.name(), tags), labels);
			return labels;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Create an urgent task 'Renew passport' tagged travel and admin.")
			.tools(new TaskTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
