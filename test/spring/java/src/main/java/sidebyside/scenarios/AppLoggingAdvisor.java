package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Flux;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.CallAdvisor;
import org.springframework.ai.chat.client.advisor.api.CallAdvisorChain;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisor;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisorChain;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.model.ModelOptionsUtils;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * An application's logging advisor (call and stream) with an SLF4J logger: it logs the request
 * and the answer and keeps ModelOptionsUtils.toJsonString of each request's options.
 */
public class AppLoggingAdvisor implements Scenario {

	static class AuditAdvisor implements CallAdvisor, StreamAdvisor {

		private static final Logger log = LoggerFactory.getLogger(AuditAdvisor.class);

		private final List<String> options = new ArrayList<>();

		@Override
		public ChatClientResponse adviseCall(ChatClientRequest chatClientRequest, CallAdvisorChain callAdvisorChain) {
			String json = ModelOptionsUtils.toJsonString(chatClientRequest.prompt().getOptions());
			this.options.add(json);
			log.info("call {} with options {}", chatClientRequest.prompt().getUserMessage().getText(), json);
			ChatClientResponse response = callAdvisorChain.nextCall(chatClientRequest);
			if (log.isDebugEnabled()) {
				log.debug("response: {}", response.chatResponse().getResult().getOutput().getText());
			}
			return response;
		}

		@Override
		public Flux<ChatClientResponse> adviseStream(ChatClientRequest chatClientRequest,
				StreamAdvisorChain streamAdvisorChain) {
			String json = ModelOptionsUtils.toJsonString(chatClientRequest.prompt().getOptions());
			this.options.add(json);
			log.info("stream {} with options {}", chatClientRequest.prompt().getUserMessage().getText(), json);
			return streamAdvisorChain.nextStream(chatClientRequest)
				.doOnError(error -> log.warn("stream failed for {}", chatClientRequest.prompt().getUserMessage().getText(), error));
		}

		List<String> getOptions() {
			return this.options;
		}

		@Override
		public String getName() {
			return "audit";
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
				MiniMaxChatOptions.builder().model("abab6.5g-chat").temperature(0.7).build());
		AuditAdvisor audit = new AuditAdvisor();
		ChatClient chatClient = ChatClient.builder(chatModel).defaultAdvisors(audit).build();

		String answer = chatClient.prompt().user("Name a river.").call().content();

		List<String> pieces = chatClient.prompt()
			.user("Name a mountain.")
			.options(MiniMaxChatOptions.builder().model("abab6.5s-chat").maxTokens(64).stop(List.of("END")).build())
			.stream()
			.content()
			.collectList()
			.block();

		String portable = chatClient.prompt()
			.user("Name a lake.")
			.options(ChatOptions.builder().temperature(0.3).maxTokens(32).build())
			.call()
			.content();

		context.outcome().text(answer);
		context.outcome().put("portable", portable);
		context.outcome().put("pieces", pieces);
		context.outcome().put("options", audit.getOptions());
	}

}
