package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** stream() with default options and per-request options that override some of them. */
public class ChatClientStreamOptions implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").temperature(0.5).build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultOptions(MiniMaxChatOptions.builder().topP(0.8).seed(7).maskSensitiveInfo(false).build())
			.build();

		List<String> pieces = chatClient.prompt()
			.system("Reply with a list.")
			.user("Name three colours.")
			.options(MiniMaxChatOptions.builder()
				.seed(11)
				.frequencyPenalty(0.1)
				.presencePenalty(0.2)
				.maxTokens(64)
				.stop(List.of("."))
				.build())
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("pieces", pieces);
		context.outcome().text(String.join("", pieces));
	}

}
