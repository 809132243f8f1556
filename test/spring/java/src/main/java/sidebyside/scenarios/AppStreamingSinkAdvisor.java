package sidebyside.scenarios;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import reactor.core.publisher.Flux;
import reactor.core.publisher.Sinks;

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
import org.springframework.util.StringUtils;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A streaming application's progress events: a StreamAdvisor publishes "started", one "chunk n"
 * per streamed piece of text and "completed" through a Sinks.many().multicast().onBackpressureBuffer()
 * sink, which a subscriber collects while the ChatClient stream over MiniMax runs. An event emitted
 * before the subscriber subscribed waits for it (the sink's warm-up buffer); an event after the
 * sink completed is refused.
 */
public class AppStreamingSinkAdvisor implements Scenario {

	static class ProgressEventsAdvisor implements StreamAdvisor {

		private final Sinks.Many<String> events;

		private int chunks;

		ProgressEventsAdvisor(Sinks.Many<String> events) {
			this.events = events;
		}

		@Override
		public Flux<ChatClientResponse> adviseStream(ChatClientRequest chatClientRequest,
				StreamAdvisorChain streamAdvisorChain) {
			this.events.tryEmitNext("started");
			return streamAdvisorChain.nextStream(chatClientRequest).doOnNext(response -> {
				ChatResponse chatResponse = response.chatResponse();
				Generation result = chatResponse != null ? chatResponse.getResult() : null;
				if (result != null && StringUtils.hasText(result.getOutput().getText())) {
					this.chunks++;
					this.events.emitNext("chunk " + this.chunks, Sinks.EmitFailureHandler.FAIL_FAST);
				}
			}).doOnComplete(() -> {
				this.events.tryEmitNext("completed after " + this.chunks + " chunks");
				this.events.tryEmitComplete();
			}).doOnError(error -> this.events.tryEmitError(error));
		}

		@Override
		public String getName() {
			return "progressEvents";
		}

		@Override
		public int getOrder() {
			return 0;
		}

	}

	@Override
	public void run(ScenarioContext context) throws Exception {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		Outcome outcome = context.outcome();

		Sinks.Many<String> events = Sinks.many().multicast().onBackpressureBuffer();
		Sinks.EmitResult received = events.tryEmitNext("request received");
		CompletableFuture<List<String>> collected = events.asFlux().collectList().toFuture();
		outcome.put("receivedResult", received.name());
		outcome.put("subscribersWhileStreaming", events.currentSubscriberCount());

		ChatClient chatClient = ChatClient.builder(chatModel).build();
		List<String> pieces = chatClient.prompt()
			.user("Name three colors.")
			.advisors(new ProgressEventsAdvisor(events))
			.stream()
			.content()
			.collectList()
			.block();

		outcome.put("events", collected.get());
		outcome.put("subscribersAfter", events.currentSubscriberCount());
		outcome.put("lateResult", events.tryEmitNext("late").name());
		outcome.text(String.join("", pieces));
	}

}
