package sidebyside.scenarios;

import java.util.List;

import io.micrometer.observation.ObservationRegistry;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.SimpleLoggerAdvisor;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.model.tool.DefaultToolExecutionEligibilityPredicate;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.retry.RetryUtils;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;
import sidebyside.scenarios.support.RecordingObservationHandler;

/** The observations of a ChatClient stream with one advisor: client, advisors and chat model. */
public class ObservationStream implements Scenario {

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
		ChatClient chatClient = ChatClient.builder(chatModel, observationRegistry, null, null)
			.defaultAdvisors(new SimpleLoggerAdvisor())
			.build();

		List<String> pieces = chatClient.prompt()
			.user("Count to five.")
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("observations", observationHandler.observations());
		context.outcome().text(String.join("", pieces));
	}

}
