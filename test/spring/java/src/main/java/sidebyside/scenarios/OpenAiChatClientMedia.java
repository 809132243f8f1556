package sidebyside.scenarios;

import java.net.URI;
import java.net.URL;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.util.MimeTypeUtils;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A user text with media: an image URL, then image bytes (sent as a base64 data URL), as OpenAI's
 * multi-part content.
 */
public class OpenAiChatClientMedia implements Scenario {

	@Override
	public void run(ScenarioContext context) throws Exception {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder()
			.openAiApi(openAiApi)
			.defaultOptions(OpenAiChatOptions.builder().model("gpt-4o").build())
			.build();
		ChatClient chatClient = ChatClient.create(chatModel);

		URL image = URI.create("https://example.com/cat.png").toURL();
		String byUrl = chatClient.prompt()
			.user(u -> u.text("What is in this picture?").media(MimeTypeUtils.IMAGE_PNG, image))
			.call()
			.content();
		String byBytes = chatClient.prompt()
			.user(u -> u.text("And in this one?")
				.media(MimeTypeUtils.IMAGE_PNG, new ByteArrayResource(new byte[] { (byte) 0x89, 0x50, 0x4e, 0x47, 1, 2, 3 })))
			.call()
			.content();

		context.outcome().text(byUrl + " | " + byBytes);
	}

}
