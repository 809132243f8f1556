package sidebyside.scenarios;

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

/** The observations of a ChatClient call with one advisor: client, advisors and chat model. */
public class ObservationChatClientAdvisor implements Scenario {

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
				MiniMaxChatOptions.builder().model("abab6.5g-chat").temperature(0.5).maxTokens(200).build(),
				toolCallingManager, RetryUtils.DEFAULT_RETRY_TEMPLATE, observationRegistry,
				new DefaultToolExecutionEligibilityPredicate());
		ChatClient chatClient = ChatClient.builder(chatModel, observationRegistry, null, null)
			.defaultAdvisors(new SimpleLoggerAdvisor())
			.build();

		String answer = chatClient.prompt()
			.system("You are a terse assistant.")
			.user("Say hello to Ada.")
			.call()
			.content();

		context.outcome().put("observations", observationHandler.observations());
		context.outcome().text(answer);
	}

}
