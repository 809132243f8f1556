package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.AdvisorChain;
import org.springframework.ai.chat.client.advisor.api.BaseAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A BaseAdvisor whose before step rewrites the user message and whose after step reads the answer,
 * on a call and on a stream (where after runs on the chunk with the finish reason).
 */
public class AdvisorBaseBeforeAfter implements Scenario {

	static class PoliteAdvisor implements BaseAdvisor {

		private final Outcome outcome;

		PoliteAdvisor(Outcome outcome) {
			this.outcome = outcome;
		}

		@Override
		public ChatClientRequest before(ChatClientRequest chatClientRequest, AdvisorChain advisorChain) {
			this.outcome.advisor("polite.before: " + chatClientRequest.prompt().getUserMessage().getText());
			return chatClientRequest.mutate()
				.prompt(chatClientRequest.prompt()
					.augmentUserMessage(userMessage -> userMessage.mutate()
						.text(userMessage.getText() + " Please be polite.")
						.build()))
				.context("polite", true)
				.build();
		}

		@Override
		public ChatClientResponse after(ChatClientResponse chatClientResponse, AdvisorChain advisorChain) {
			ChatResponse chatResponse = chatClientResponse.chatResponse();
			Generation generation = chatResponse != null ? chatResponse.getResult() : null;
			String text = generation != null ? generation.getOutput().getText() : null;
			this.outcome.advisor("polite.after: " + (text != null ? text : "no text") + " polite="
					+ chatClientResponse.context().get("polite"));
			return chatClientResponse;
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
			.defaultAdvisors(new PoliteAdvisor(context.outcome()))
			.build();

		String answer = chatClient.prompt().user("Greet Bob.").call().content();

		List<String> pieces = chatClient.prompt().user("Greet Eve.").stream().content().collectList().block();

		context.outcome().text(answer);
		context.outcome().put("pieces", pieces);
		context.outcome().put("name", new PoliteAdvisor(context.outcome()).getName());
	}

}
