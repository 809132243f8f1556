package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.SimpleLoggerAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * SimpleLoggerAdvisor, default and built with its own order, on a call and on a stream: it changes
 * neither the request nor the answer.
 */
public class AdvisorSimpleLogger implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		SimpleLoggerAdvisor loggerAdvisor = SimpleLoggerAdvisor.builder().order(5).build();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem("You are a librarian.")
			.defaultAdvisors(new SimpleLoggerAdvisor())
			.build();

		ChatResponse response = chatClient.prompt()
			.user("Recommend a book.")
			.advisors(loggerAdvisor)
			.call()
			.chatResponse();

		List<String> pieces = chatClient.prompt()
			.user("Recommend another book.")
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().usage(response.getMetadata().getUsage());
		context.outcome().put("pieces", pieces);
		context.outcome().put("name", loggerAdvisor.getName());
		context.outcome().put("orders", List.of(new SimpleLoggerAdvisor().getOrder(), loggerAdvisor.getOrder()));
	}

}
