package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.template.st.StTemplateRenderer;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A request with its own template renderer (angle-bracket delimiters), so that braces in the
 * user text stay as they are, with system and user parameters.
 */
public class ChatClientTemplateRenderer implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.templateRenderer(StTemplateRenderer.builder().startDelimiterToken('<').endDelimiterToken('>').build())
			.system(s -> s.text("You review <language> code.").param("language", "Java"))
			.user(u -> u.text("Is this valid: if (x) { return <value>; }").param("value", "42"))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
