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
 * Custom CallAdvisors with different orders and with equal orders, default and per request: the
 * order in which their before and after steps ran.
 */
public class AdvisorCallOrder implements Scenario {

	static class RecordingAdvisor implements CallAdvisor {

		private final String name;

		private final int order;

		private final Outcome outcome;

		RecordingAdvisor(String name, int order, Outcome outcome) {
			this.name = name;
			this.order = order;
			this.outcome = outcome;
		}

		@Override
		public ChatClientResponse adviseCall(ChatClientRequest chatClientRequest, CallAdvisorChain callAdvisorChain) {
			this.outcome.advisor(this.name + ".before");
			ChatClientResponse response = callAdvisorChain.nextCall(chatClientRequest);
			this.outcome.advisor(this.name + ".after");
			return response;
		}

		@Override
		public String getName() {
			return this.name;
		}

		@Override
		public int getOrder() {
			return this.order;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		Outcome outcome = context.outcome();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(new RecordingAdvisor("defaultLate", 300, outcome),
					new RecordingAdvisor("defaultEqualA", 100, outcome))
			.build();

		String answer = chatClient.prompt()
			.user("Name a color.")
			.advisors(new RecordingAdvisor("late", 200, outcome), new RecordingAdvisor("early", -100, outcome),
					new RecordingAdvisor("equalB", 100, outcome), new RecordingAdvisor("equalC", 100, outcome))
			.call()
			.content();

		outcome.text(answer);
	}

}
