package sidebyside.scenarios;

import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.api.OpenAiApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * OpenAiChatModel with the builder's defaults (gpt-4o, temperature 0.7): the request, the text,
 * the usage and the metadata Spring puts on the response and its message.
 */
public class OpenAiCallDefaults implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).build();

		ChatResponse response = chatModel.call(new Prompt("Tell me a joke."));
		Generation generation = response.getResult();

		context.outcome().text(generation.getOutput().getText());
		context.outcome().usage(response.getMetadata().getUsage());
		context.outcome().put("model", response.getMetadata().getModel());
		context.outcome().put("finishReason", generation.getMetadata().getFinishReason());
		context.outcome().put("role", generation.getOutput().getMetadata().get("role"));
		context.outcome().put("index", generation.getOutput().getMetadata().get("index"));
		context.outcome().put("refusal", generation.getOutput().getMetadata().get("refusal"));
		context.outcome().put("created", response.getMetadata().get("created"));
	}

}
