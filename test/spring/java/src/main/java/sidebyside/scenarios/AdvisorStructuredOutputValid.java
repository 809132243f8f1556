package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.StructuredOutputValidationAdvisor;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** StructuredOutputValidationAdvisor with entity(): the first answer is valid, one request. */
public class AdvisorStructuredOutputValid implements Scenario {

	record City(String name, String country) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);
		StructuredOutputValidationAdvisor validationAdvisor = StructuredOutputValidationAdvisor.builder()
			.outputType(City.class)
			.build();

		City city = chatClient.prompt()
			.user("Name the capital of France.")
			.advisors(validationAdvisor)
			.call()
			.entity(City.class);

		context.outcome().put("city", List.of(city.name(), city.country()));
		context.outcome().put("name", validationAdvisor.getName());
		context.outcome().put("order", validationAdvisor.getOrder());
	}

}
