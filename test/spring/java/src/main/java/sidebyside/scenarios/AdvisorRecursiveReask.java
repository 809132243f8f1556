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
 * A recursive advisor: when the answer is too short it calls the rest of the chain again through
 * chain.copy(this), once, with a request for more detail; the advisors after it run twice (the
 * equal-order ones in the copy's order).
 */
public class AdvisorRecursiveReask implements Scenario {

	static class ReaskAdvisor implements CallAdvisor {

		private final Outcome outcome;

		ReaskAdvisor(Outcome outcome) {
			this.outcome = outcome;
		}

		@Override
		public ChatClientResponse adviseCall(ChatClientRequest chatClientRequest, CallAdvisorChain callAdvisorChain) {
			ChatClientResponse response = callAdvisorChain.copy(this).nextCall(chatClientRequest);
			String text = response.chatResponse().getResult().getOutput().getText();
			this.outcome.advisor("reask.answer " + text.length());
			if (text.length() < 20) {
				ChatClientRequest again = chatClientRequest.mutate()
					.prompt(chatClientRequest.prompt()
						.augmentUserMessage(userMessage -> userMessage.mutate()
							.text(userMessage.getText() + " Please answer in more detail.")
							.build()))
					.build();
				response = callAdvisorChain.copy(this).nextCall(again);
				this.outcome.advisor("reask.again " + response.chatResponse().getResult().getOutput().getText().length());
			}
			return response;
		}

		@Override
		public String getName() {
			return "ReaskAdvisor";
		}

		@Override
		public int getOrder() {
			return 100;
		}

	}

	static class RecordingAdvisor implements CallAdvisor {

		private final String name;

		private final Outcome outcome;

		RecordingAdvisor(String name, Outcome outcome) {
			this.name = name;
			this.outcome = outcome;
		}

		@Override
		public ChatClientResponse adviseCall(ChatClientRequest chatClientRequest, CallAdvisorChain callAdvisorChain) {
			this.outcome.advisor(this.name);
			return callAdvisorChain.nextCall(chatClientRequest);
		}

		@Override
		public String getName() {
			return this.name;
		}

		@Override
		public int getOrder() {
			return 200;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		Outcome outcome = context.outcome();
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(new ReaskAdvisor(outcome), new RecordingAdvisor("innerA", outcome),
					new RecordingAdvisor("innerB", outcome))
			.build();

		String answer = chatClient.prompt().user("Why is the sky blue?").call().content();

		outcome.text(answer);
	}

}
