package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** ChatClient.stream().content(): the pieces as they arrive, and the whole text. */
public class ChatClientStreamContent implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel).defaultSystem("Answer in one line.").build();

		List<String> pieces = chatClient.prompt()
			.user("Count to five.")
			.stream()
			.content()
			.collectList()
			.block();

		context.outcome().put("pieces", pieces);
		context.outcome().text(String.join("", pieces));
	}

}
