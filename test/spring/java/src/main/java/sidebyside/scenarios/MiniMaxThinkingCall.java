package sidebyside.scenarios;

import java.util.Map;
import java.util.TreeSet;

import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** MiniMaxChatModel.call() on a reasoning model: the text and the metadata of the assistant message. */
public class MiniMaxThinkingCall implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("MiniMax-M2").build());

		ChatResponse response = chatModel.call(new Prompt("Is 91 a prime number?"));

		AssistantMessage output = response.getResult().getOutput();
		Map<String, Object> metadata = output.getMetadata();
		context.outcome().text(output.getText());
		context.outcome().put("metadataKeys", new TreeSet<>(metadata.keySet()));
		context.outcome().put("reasoningContent", metadata.get("reasoningContent"));
		context.outcome().put("finishReason", response.getResult().getMetadata().getFinishReason());
		context.outcome().usage(response.getMetadata().getUsage());
	}

}
