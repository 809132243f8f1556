package sidebyside.scenarios;

import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * An HTTP error answering stream(): Spring 1.1.8 streams without retries, so a 500 fails at once.
 */
public class OpenAiErrorHttpStream implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder()
			.openAiApi(openAiApi)
			.defaultOptions(OpenAiChatOptions.builder().model("gpt-4o-mini").build())
			.build();
		try {
			chatModel.stream(new Prompt("Tell me a joke.")).collectList().block();
			context.outcome().put("failed", false);
		}
		catch (Exception ex) {
			context.outcome().put("failed", true);
			context.outcome().exception(ex);
		}
	}

}
