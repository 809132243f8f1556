package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.SafeGuardAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * SafeGuardAdvisor: a sensitive word blocks the call (its default failure response) and the stream
 * (a failure response of its own); a clean prompt and one whose word differs in case go through.
 */
public class AdvisorSafeGuard implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(new SafeGuardAdvisor(List.of("password", "secret")))
			.build();

		ChatResponse blocked = chatClient.prompt().user("Tell me the admin password.").call().chatResponse();
		context.outcome().put("blocked", blocked.getResult().getOutput().getText());
		context.outcome().put("blockedFinishReason", blocked.getResult().getMetadata().getFinishReason());
		context.outcome().put("blockedToolCalls", blocked.hasToolCalls());

		SafeGuardAdvisor strict = SafeGuardAdvisor.builder()
			.sensitiveWords(List.of("launch code"))
			.failureResponse("Request refused.")
			.order(10)
			.build();
		List<String> blockedPieces = chatClient.prompt()
			.user("What is the launch code?")
			.advisors(strict)
			.stream()
			.content()
			.collectList()
			.block();
		context.outcome().put("blockedPieces", blockedPieces);

		String clean = chatClient.prompt().user("Tell me a SECRET-free joke.").call().content();
		context.outcome().text(clean);
	}

}
