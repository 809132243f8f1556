package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import reactor.core.publisher.Flux;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisor;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisorChain;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.model.tool.ToolExecutionResult;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;
import org.springframework.ai.tool.execution.DefaultToolExecutionExceptionProcessor;
import org.springframework.ai.tool.execution.ToolExecutionException;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A stream advisor that runs the tool loop itself (internal tool execution off, ToolCallingManager
 * run by the advisor, its tool errors thrown): tool arguments that are not valid JSON are sent back to the model with the
 * exact error text, up to three times in a row; after three tool rounds without a todo update, a
 * reminder goes in front of the round's first tool result.
 */
public class PatternTodoReminderAdvisor implements Scenario {

	static final String REMINDER = "<reminder>You have not updated your todo list for 3 rounds. "
			+ "Call todoWrite to record your progress.</reminder>\n";

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

	}

	static class WeatherTools {

		private final Outcome outcome;

		WeatherTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The current weather in a city")
		String currentWeather(@ToolParam(description = "The city, e.g. Paris") String city) {
			String result = city + ": 18 degrees, light rain";
			this.outcome.tool("currentWeather", city, result);
			return result;
		}

	}

	static class LoopState {

		int rounds;

		int argumentErrors;

		int roundsWithoutTodo;

		int reminders;

		final List<String> errorsSent = new ArrayList<>();

	}

	static class TodoReminderToolAdvisor implements StreamAdvisor {

		private static final int MAX_ARGUMENT_RETRIES = 3;

		private static final int REMINDER_AFTER_ROUNDS = 3;

		private final ToolCallingManager toolCallingManager;

		private final Outcome outcome;

		TodoReminderToolAdvisor(ToolCallingManager toolCallingManager, Outcome outcome) {
			this.toolCallingManager = toolCallingManager;
			this.outcome = outcome;
		}

		@Override
		public String getName() {
			return "TodoReminderToolAdvisor";
		}

		@Override
		public int getOrder() {
			return 0;
		}

		@Override
		public Flux<ChatClientResponse> adviseStream(ChatClientRequest chatClientRequest,
				StreamAdvisorChain streamAdvisorChain) {
			ToolCallingChatOptions options = chatClientRequest.prompt().getOptions().copy();
			options.setInternalToolExecutionEnabled(false);
			ChatClientRequest request = chatClientRequest.mutate()
				.prompt(chatClientRequest.prompt().mutate().chatOptions(options).build())
				.build();
			return loop(request, streamAdvisorChain, new LoopState());
		}

		private Flux<ChatClientResponse> loop(ChatClientRequest request, StreamAdvisorChain chain, LoopState state) {
			return chain.copy(this).nextStream(request).collectList().flatMapMany(responses -> {
				ChatResponse toolCallResponse = null;
				for (ChatClientResponse response : responses) {
					if (response.chatResponse() != null && response.chatResponse().hasToolCalls()) {
						toolCallResponse = response.chatResponse();
					}
				}
				if (toolCallResponse == null) {
					record(state);
					return Flux.fromIterable(responses);
				}
				state.rounds++;
				AssistantMessage assistantMessage = toolCallResponse.getResult().getOutput();
				List<Message> history;
				try {
					ToolExecutionResult result = this.toolCallingManager.executeToolCalls(request.prompt(),
							toolCallResponse);
					state.argumentErrors = 0;
					history = new ArrayList<>(result.conversationHistory());
					boolean todoUpdated = assistantMessage.getToolCalls()
						.stream()
						.anyMatch(toolCall -> toolCall.name().equals("todoWrite"));
					state.roundsWithoutTodo = todoUpdated ? 0 : state.roundsWithoutTodo + 1;
					if (state.roundsWithoutTodo >= REMINDER_AFTER_ROUNDS) {
						int last = history.size() - 1;
						history.set(last, withReminder((ToolResponseMessage) history.get(last)));
						state.roundsWithoutTodo = 0;
						state.reminders++;
					}
				}
				catch (ToolExecutionException ex) {
					// Arguments that are not valid JSON (the tool calling manager always throws).
					state.argumentErrors++;
					if (state.argumentErrors > MAX_ARGUMENT_RETRIES) {
						record(state);
						return Flux.error(ex);
					}
					state.errorsSent.add(ex.getClass().getSimpleName() + ": " + ex.getMessage());
					List<ToolResponseMessage.ToolResponse> errors = new ArrayList<>();
					for (AssistantMessage.ToolCall toolCall : assistantMessage.getToolCalls()) {
						errors.add(new ToolResponseMessage.ToolResponse(toolCall.id(), toolCall.name(), ex.getMessage()));
					}
					// MiniMax rejects a request that echoes arguments that are not JSON: echo "{}".
					List<AssistantMessage.ToolCall> echoedCalls = new ArrayList<>();
					for (AssistantMessage.ToolCall toolCall : assistantMessage.getToolCalls()) {
						echoedCalls.add(new AssistantMessage.ToolCall(toolCall.id(), toolCall.type(), toolCall.name(), "{}"));
					}
					history = new ArrayList<>(request.prompt().getInstructions());
					history.add(AssistantMessage.builder()
						.content(assistantMessage.getText())
						.properties(assistantMessage.getMetadata())
						.toolCalls(echoedCalls)
						.build());
					history.add(ToolResponseMessage.builder().responses(errors).build());
				}
				ChatClientRequest next = request.mutate()
					.prompt(request.prompt().mutate().messages(history).build())
					.build();
				return loop(next, chain, state);
			});
		}

		private static ToolResponseMessage withReminder(ToolResponseMessage message) {
			List<ToolResponseMessage.ToolResponse> responses = new ArrayList<>(message.getResponses());
			ToolResponseMessage.ToolResponse first = responses.get(0);
			responses.set(0, new ToolResponseMessage.ToolResponse(first.id(), first.name(),
					REMINDER + first.responseData()));
			return ToolResponseMessage.builder().responses(responses).metadata(message.getMetadata()).build();
		}

		private void record(LoopState state) {
			this.outcome.put("rounds", state.rounds);
			this.outcome.put("reminders", state.reminders);
			this.outcome.put("errorsSent", state.errorsSent);
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ToolCallingManager toolCallingManager = ToolCallingManager.builder()
			.toolExecutionExceptionProcessor(DefaultToolExecutionExceptionProcessor.builder().alwaysThrow(true).build())
			.build();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(new TodoReminderToolAdvisor(toolCallingManager, context.outcome()))
			.defaultTools(new TodoTools(context.outcome()), new WeatherTools(context.outcome()))
			.build();

		List<String> pieces = chatClient.prompt()
			.user("Look up the weather in Paris, Tokyo and London, one city per step, then summarise it. "
					+ "Plan the steps with your todo list and keep it up to date.")
			.toolContext(Map.of("conversationId", "trip"))
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("pieces", pieces);
		context.outcome().text(String.join("", pieces));
	}

}
