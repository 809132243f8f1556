package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.StructuredOutputValidationAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * StructuredOutputValidationAdvisor with one repeat attempt and two invalid answers: what call()
 * gives when the attempts run out.
 */
public class AdvisorStructuredOutputExhausted implements Scenario {

	record City(String name, String country) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(
					StructuredOutputValidationAdvisor.builder().outputType(City.class).maxRepeatAttempts(1).build())
			.build();

		try {
			ChatResponse response = chatClient.prompt()
				.user("Name the capital of Peru as JSON.")
				.call()
				.chatResponse();
			context.outcome().text(response.getResult().getOutput().getText());
		}
		catch (RuntimeException ex) {
			context.outcome().exception(ex);
		}
	}

}
