package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** call() with a system template and a user template, each with its own parameters. */
public class ChatClientCallTemplateParams implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.system(s -> s.text("You are a {role}. Answer in {language}, in at most {limit} words.")
				.param("role", "travel guide")
				.param("language", "French")
				.param("limit", 20))
			.user(u -> u.text("Suggest one {thing} to visit in {city}.").param("thing", "museum").param("city", "Lyon"))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
