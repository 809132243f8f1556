package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** Every scalar MiniMaxChatOptions field as the ChatClient's default options, on one call(). */
public class ChatClientDefaultOptions implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultOptions(MiniMaxChatOptions.builder()
				.model("abab6.5s-chat")
				.frequencyPenalty(0.5)
				.maxTokens(256)
				.N(1)
				.presencePenalty(0.25)
				.responseFormat(new MiniMaxApi.ChatCompletionRequest.ResponseFormat("json_object"))
				.seed(42)
				.stop(List.of("END", "STOP"))
				.temperature(0.7)
				.topP(0.9)
				.maskSensitiveInfo(true)
				.build())
			.build();

		ChatResponse response = chatClient.prompt().user("Give me a JSON greeting.").call().chatResponse();

		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().put("model", response.getMetadata().getModel());
		context.outcome().put("finishReason", response.getResult().getMetadata().getFinishReason());
		context.outcome().usage(response.getMetadata().getUsage());
	}

}
