package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.CallAdvisor;
import org.springframework.ai.chat.client.advisor.api.CallAdvisorChain;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Advisor parameters, default and per request (the request's value wins), read by an advisor
 * from the request context and put into the system text.
 */
public class AdvisorParams implements Scenario {

	static class TenantAdvisor implements CallAdvisor {

		static final String TENANT = "tenant";

		static final String LANGUAGE = "language";

		private final Outcome outcome;

		TenantAdvisor(Outcome outcome) {
			this.outcome = outcome;
		}

		@Override
		public ChatClientResponse adviseCall(ChatClientRequest chatClientRequest, CallAdvisorChain callAdvisorChain) {
			Object tenant = chatClientRequest.context().get(TENANT);
			Object language = chatClientRequest.context().get(LANGUAGE);
			this.outcome.advisor("tenant=" + tenant + " language=" + language + " missing=" + chatClientRequest.context().containsKey("missing"));
			ChatClientRequest request = chatClientRequest.mutate()
				.prompt(chatClientRequest.prompt()
					.augmentSystemMessage("Tenant " + tenant + ", answer in " + language + "."))
				.build();
			return callAdvisorChain.nextCall(request);
		}

		@Override
		public String getName() {
			return "TenantAdvisor";
		}

		@Override
		public int getOrder() {
			return 0;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(a -> a.advisors(new TenantAdvisor(context.outcome()))
				.param(TenantAdvisor.TENANT, "acme")
				.param(TenantAdvisor.LANGUAGE, "English"))
			.build();

		String first = chatClient.prompt().user("Say hi.").call().content();

		String second = chatClient.prompt()
			.user("Say hi again.")
			.advisors(a -> a.param(TenantAdvisor.LANGUAGE, "French").param("count", 2))
			.call()
			.content();

		context.outcome().put("first", first);
		context.outcome().put("second", second);
	}

}
