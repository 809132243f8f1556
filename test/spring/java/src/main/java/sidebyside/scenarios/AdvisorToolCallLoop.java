package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.ToolCallAdvisor;
import org.springframework.ai.chat.client.advisor.api.CallAdvisor;
import org.springframework.ai.chat.client.advisor.api.CallAdvisorChain;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;
import org.springframework.core.Ordered;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * ToolCallAdvisor with its defaults (conversation history on) runs two tool rounds on a call; the
 * advisors after it run once per round, and the ones before it once.
 */
public class AdvisorToolCallLoop implements Scenario {

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

	static class RecordingAdvisor implements CallAdvisor {

		private final String name;

		private final int order;

		private final Outcome outcome;

		RecordingAdvisor(String name, int order, Outcome outcome) {
			this.name = name;
			this.order = order;
			this.outcome = outcome;
		}

		@Override
		public ChatClientResponse adviseCall(ChatClientRequest chatClientRequest, CallAdvisorChain callAdvisorChain) {
			this.outcome.advisor(this.name + ".before " + chatClientRequest.prompt().getInstructions().size());
			ChatClientResponse response = callAdvisorChain.nextCall(chatClientRequest);
			this.outcome.advisor(this.name + ".after " + response.chatResponse().hasToolCalls());
			return response;
		}

		@Override
		public String getName() {
			return this.name;
		}

		@Override
		public int getOrder() {
			return this.order;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		Outcome outcome = context.outcome();
		ToolCallAdvisor toolCallAdvisor = ToolCallAdvisor.builder().build();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You report the weather.")
			.defaultAdvisors(new RecordingAdvisor("outer", Ordered.HIGHEST_PRECEDENCE + 1, outcome), toolCallAdvisor,
					new RecordingAdvisor("innerA", 0, outcome), new RecordingAdvisor("innerB", 0, outcome))
			.build();

		String answer = chatClient.prompt()
			.user("Compare the weather in Paris and London.")
			.tools(new WeatherTools(outcome))
			.call()
			.content();

		outcome.text(answer);
		outcome.put("name", toolCallAdvisor.getName());
		outcome.put("order", toolCallAdvisor.getOrder());
	}

}
