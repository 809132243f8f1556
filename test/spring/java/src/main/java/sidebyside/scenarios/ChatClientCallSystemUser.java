package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A system text and a user text through ChatClient.call(), the answer and its usage. */
public class ChatClientCallSystemUser implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		ChatResponse response = chatClient.prompt()
			.system("You are a terse assistant.")
			.user("Say hello to Ada.")
			.call()
			.chatResponse();

		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().usage(response.getMetadata().getUsage());
	}

}
