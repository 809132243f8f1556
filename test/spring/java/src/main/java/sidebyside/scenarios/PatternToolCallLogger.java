package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import reactor.core.publisher.Flux;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.ToolCallAdvisor;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisor;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisorChain;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A stream advisor inside ToolCallAdvisor's loop that only logs, per streamed response, whether it
 * carries tool calls.
 */
public class PatternToolCallLogger implements Scenario {

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

	static class ToolCallChunkLogger implements StreamAdvisor {

		private final List<Boolean> hasToolCalls = Collections.synchronizedList(new ArrayList<>());

		@Override
		public String getName() {
			return "ToolCallChunkLogger";
		}

		@Override
		public int getOrder() {
			return 0;
		}

		@Override
		public Flux<ChatClientResponse> adviseStream(ChatClientRequest chatClientRequest,
				StreamAdvisorChain streamAdvisorChain) {
			return streamAdvisorChain.nextStream(chatClientRequest)
				.doOnNext(response -> this.hasToolCalls
					.add(response.chatResponse() != null && response.chatResponse().hasToolCalls()));
		}

		List<Boolean> hasToolCalls() {
			return this.hasToolCalls;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ToolCallChunkLogger logger = new ToolCallChunkLogger();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(ToolCallAdvisor.builder().build(), logger)
			.defaultTools(new WeatherTools(context.outcome()))
			.build();

		List<String> pieces = chatClient.prompt()
			.user("Compare the weather in London and Paris.")
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("pieces", pieces);
		context.outcome().text(String.join("", pieces));
		context.outcome().put("hasToolCalls", logger.hasToolCalls());
	}

}
