package sidebyside.scenarios;

import java.util.List;

import reactor.core.publisher.Flux;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisor;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisorChain;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Custom StreamAdvisors with different orders and with equal orders: the order in which their
 * before steps (at subscription) and after steps (on completion) ran.
 */
public class AdvisorStreamOrder implements Scenario {

	static class RecordingStreamAdvisor implements StreamAdvisor {

		private final String name;

		private final int order;

		private final Outcome outcome;

		RecordingStreamAdvisor(String name, int order, Outcome outcome) {
			this.name = name;
			this.order = order;
			this.outcome = outcome;
		}

		@Override
		public Flux<ChatClientResponse> adviseStream(ChatClientRequest chatClientRequest,
				StreamAdvisorChain streamAdvisorChain) {
			this.outcome.advisor(this.name + ".before");
			return streamAdvisorChain.nextStream(chatClientRequest)
				.doOnComplete(() -> this.outcome.advisor(this.name + ".after"));
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
			.defaultAdvisors(new RecordingStreamAdvisor("defaultEqualA", 50, outcome))
			.build();

		List<String> pieces = chatClient.prompt()
			.user("Name three colors.")
			.advisors(new RecordingStreamAdvisor("late", 500, outcome),
					new RecordingStreamAdvisor("equalB", 50, outcome),
					new RecordingStreamAdvisor("early", -500, outcome),
					new RecordingStreamAdvisor("equalC", 50, outcome))
			.stream()
			.content()
			.collectList()
			.block();

		outcome.put("pieces", pieces);
		outcome.text(String.join("", pieces));
	}

}
