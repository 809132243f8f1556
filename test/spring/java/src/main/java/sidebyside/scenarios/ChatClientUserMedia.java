package sidebyside.scenarios;

import java.net.URI;
import java.net.URL;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.util.MimeTypeUtils;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A user text with an image URL as media: what MiniMax gets for it. */
public class ChatClientUserMedia implements Scenario {

	@Override
	public void run(ScenarioContext context) throws Exception {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		URL image = URI.create("https://example.com/cat.png").toURL();
		String answer = chatClient.prompt()
			.user(u -> u.text("What is in this picture?").media(MimeTypeUtils.IMAGE_PNG, image))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
