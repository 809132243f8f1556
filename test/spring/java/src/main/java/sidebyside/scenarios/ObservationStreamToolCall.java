package sidebyside.scenarios;

import java.util.List;

import io.micrometer.observation.ObservationRegistry;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.model.tool.DefaultToolExecutionEligibilityPredicate;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.retry.RetryUtils;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;
import sidebyside.scenarios.support.RecordingObservationHandler;

/** The observations of a ChatClient stream whose model calls a @Tool: one chat model observation per round. */
public class ObservationStreamToolCall implements Scenario {

	static class WeatherTools {

		@Tool(description = "The current weather in a city")
		String currentWeather(@ToolParam(description = "The city, e.g. Paris") String city) {
			return city + ": 18 degrees, light rain";
		}

	}

	@Override
	public void run(ScenarioContext context) throws Exception {
		RecordingObservationHandler observationHandler = new RecordingObservationHandler();
		ObservationRegistry observationRegistry = ObservationRegistry.create();
		observationRegistry.observationConfig().observationHandler(observationHandler);

		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		ToolCallingManager toolCallingManager = ToolCallingManager.builder()
			.observationRegistry(observationRegistry)
			.build();
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build(), toolCallingManager,
				RetryUtils.DEFAULT_RETRY_TEMPLATE, observationRegistry, new DefaultToolExecutionEligibilityPredicate());
		ChatClient chatClient = ChatClient.builder(chatModel, observationRegistry, null, null).build();

		List<String> pieces = chatClient.prompt()
			.user("What is the weather in Paris?")
			.tools(new WeatherTools())
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("observations", observationHandler.observations());
		context.outcome().text(String.join("", pieces));
	}

}
