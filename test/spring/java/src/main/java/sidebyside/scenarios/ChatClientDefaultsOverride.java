package sidebyside.scenarios;

import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A client with a default system template and a default user text: one request keeps both
 * (adding system parameters), one replaces them with its own system and user texts.
 */
public class ChatClientDefaultsOverride implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultSystem(s -> s.text("You speak like {persona}. Today is {day}.").param("day", "Monday"))
			.defaultUser("Tell me a fun fact.")
			.build();

		String withDefaults = chatClient.prompt()
			.system(s -> s.params(Map.of("persona", "a sports commentator")))
			.call()
			.content();

		String overridden = chatClient.prompt()
			.system("You answer with one word.")
			.user(u -> u.text("Name a {colour} fruit.").param("colour", "yellow"))
			.call()
			.content();

		context.outcome().put("withDefaults", withDefaults);
		context.outcome().put("overridden", overridden);
	}

}
