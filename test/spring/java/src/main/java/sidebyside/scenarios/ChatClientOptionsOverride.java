package sidebyside.scenarios;

import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Default options overridden per request: the request's model, temperature and stop replace the
 * defaults, the defaults it leaves unset stay, and it adds a MiniMax FunctionTool with a tool choice.
 */
public class ChatClientOptionsOverride implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultOptions(MiniMaxChatOptions.builder()
				.model("abab6.5s-chat")
				.temperature(0.2)
				.maxTokens(100)
				.stop(List.of("###"))
				.build())
			.build();

		MiniMaxApi.FunctionTool lookup = new MiniMaxApi.FunctionTool(new MiniMaxApi.FunctionTool.Function(
				"Looks up a word in the dictionary", "lookupWord",
				Map.of("type", "object", "properties", Map.of("word", Map.of("type", "string")), "required",
						List.of("word"))));

		String answer = chatClient.prompt()
			.user("What does 'ephemeral' mean?")
			.options(MiniMaxChatOptions.builder()
				.model("abab7-chat-preview")
				.temperature(0.95)
				.stop(List.of("\n\n"))
				.tools(List.of(lookup))
				.toolChoice("none")
				.build())
			.call()
			.content();

		context.outcome().text(answer);
	}

}
