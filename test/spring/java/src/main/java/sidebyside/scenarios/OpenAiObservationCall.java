package sidebyside.scenarios;

import io.micrometer.observation.ObservationRegistry;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.model.tool.DefaultToolExecutionEligibilityPredicate;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;
import org.springframework.ai.retry.RetryUtils;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;
import sidebyside.scenarios.support.RecordingObservationHandler;

/**
 * The observations of a ChatClient call on OpenAiChatModel whose model calls a @Tool: client, chat model (provider openai, request options, usage) and tool calling observations.
 */
public class OpenAiObservationCall implements Scenario {

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

		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		ToolCallingManager toolCallingManager = ToolCallingManager.builder().observationRegistry(observationRegistry).build();
		OpenAiChatModel chatModel = new OpenAiChatModel(openAiApi,
				OpenAiChatOptions.builder().model("gpt-4o-mini").temperature(0.3).maxTokens(200).streamUsage(true).build(),
				toolCallingManager, RetryUtils.DEFAULT_RETRY_TEMPLATE, observationRegistry,
				new DefaultToolExecutionEligibilityPredicate());
		ChatClient chatClient = ChatClient.builder(chatModel, observationRegistry, null, null).build();

		String answer = chatClient.prompt().user("What is the weather in Paris?").tools(new WeatherTools()).call().content();

		context.outcome().put("observations", observationHandler.observations());
		context.outcome().text(answer);
	}

}
