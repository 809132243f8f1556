package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * mutate() of a built client: the copy gets another default system text, default options and a
 * default user text; the original keeps its own. Both are called.
 */
public class ChatClientMutate implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient original = ChatClient.builder(chatModel)
			.defaultSystem("You are a polite assistant.")
			.defaultOptions(MiniMaxChatOptions.builder().temperature(0.3).maxTokens(50).build())
			.build();

		ChatClient pirate = original.mutate()
			.defaultSystem("You are a pirate.")
			.defaultOptions(MiniMaxChatOptions.builder().temperature(0.9).build())
			.defaultUser(u -> u.text("Greet {name}.").param("name", "Grace"))
			.build();

		String fromPirate = pirate.prompt().call().content();
		String fromOriginal = original.prompt().user("Greet Alan.").call().content();

		context.outcome().put("pirate", fromPirate);
		context.outcome().put("original", fromOriginal);
	}

}
