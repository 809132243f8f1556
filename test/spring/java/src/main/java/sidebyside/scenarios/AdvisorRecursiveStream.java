package sidebyside.scenarios;

import java.util.List;

import reactor.core.publisher.Flux;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisor;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisorChain;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A recursive stream advisor: it gathers the streamed answer and, when it is too short, streams the
 * rest of the chain again through chain.copy(this) with a request for more detail; the advisors
 * after it run twice (the equal-order ones in the copy's order).
 */
public class AdvisorRecursiveStream implements Scenario {

	static class ReaskStreamAdvisor implements StreamAdvisor {

		private final Outcome outcome;

		ReaskStreamAdvisor(Outcome outcome) {
			this.outcome = outcome;
		}

		static String textOf(ChatClientResponse response) {
			ChatResponse chatResponse = response.chatResponse();
			Generation generation = chatResponse != null ? chatResponse.getResult() : null;
			String text = generation != null ? generation.getOutput().getText() : null;
			return text != null ? text : "";
		}

		@Override
		public Flux<ChatClientResponse> adviseStream(ChatClientRequest chatClientRequest,
				StreamAdvisorChain streamAdvisorChain) {
			return streamAdvisorChain.copy(this)
				.nextStream(chatClientRequest)
				.collectList()
				.flatMapMany(responses -> {
					String text = "";
					for (ChatClientResponse response : responses) {
						text += textOf(response);
					}
					this.outcome.advisor("reask.answer " + text.length());
					if (text.length() >= 20) {
						return Flux.fromIterable(responses);
					}
					ChatClientRequest again = chatClientRequest.mutate()
						.prompt(chatClientRequest.prompt()
							.augmentUserMessage(userMessage -> userMessage.mutate()
								.text(userMessage.getText() + " Please answer in more detail.")
								.build()))
						.build();
					return streamAdvisorChain.copy(this).nextStream(again);
				});
		}

		@Override
		public String getName() {
			return "ReaskStreamAdvisor";
		}

		@Override
		public int getOrder() {
			return 100;
		}

	}

	static class RecordingStreamAdvisor implements StreamAdvisor {

		private final String name;

		private final Outcome outcome;

		RecordingStreamAdvisor(String name, Outcome outcome) {
			this.name = name;
			this.outcome = outcome;
		}

		@Override
		public Flux<ChatClientResponse> adviseStream(ChatClientRequest chatClientRequest,
				StreamAdvisorChain streamAdvisorChain) {
			this.outcome.advisor(this.name);
			return streamAdvisorChain.nextStream(chatClientRequest);
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
			.defaultAdvisors(new ReaskStreamAdvisor(outcome), new RecordingStreamAdvisor("innerA", outcome),
					new RecordingStreamAdvisor("innerB", outcome))
			.build();

		List<String> pieces = chatClient.prompt()
			.user("Why is the sky blue?")
			.stream()
			.content()
			.collectList()
			.block();

		outcome.put("pieces", pieces);
		outcome.text(String.join("", pieces));
	}

}
