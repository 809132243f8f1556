package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * ChatClient.stream().chatResponse() on a reasoning model: the text of each chunk, the metadata of
 * the last chunk's assistant message and the usage of the last response.
 */
public class MiniMaxThinkingStream implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("MiniMax-M2").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		List<ChatResponse> responses = chatClient.prompt()
			.user("Is 91 a prime number?")
			.stream()
			.chatResponse()
			.collectList()
			.block();

		List<String> pieces = new ArrayList<>();
		StringBuilder text = new StringBuilder();
		AssistantMessage last = null;
		for (ChatResponse response : responses) {
			if (response.getResult() != null) {
				last = response.getResult().getOutput();
				pieces.add(last.getText());
				if (last.getText() != null) {
					text.append(last.getText());
				}
			}
		}
		context.outcome().put("pieces", pieces);
		context.outcome().text(text.toString());
		context.outcome().put("lastMetadataKeys", new TreeSet<>(last.getMetadata().keySet()));
		context.outcome().put("lastReasoningContent", last.getMetadata().get("reasoningContent"));
		context.outcome().usage(responses.get(responses.size() - 1).getMetadata().getUsage());
	}

}
