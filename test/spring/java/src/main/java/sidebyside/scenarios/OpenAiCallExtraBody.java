package sidebyside.scenarios;

import java.util.Map;

import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * extraBody of the default and the runtime options (runtime wins per key) sent as top-level
 * fields, as OpenAI-compatible servers (vLLM, Ollama) read them.
 */
public class OpenAiCallExtraBody implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder()
			.openAiApi(openAiApi)
			.defaultOptions(OpenAiChatOptions.builder()
				.model("qwen3")
				.extraBody(Map.of("top_k", 40, "repetition_penalty", 1.05))
				.build())
			.build();

		String first = chatModel.call(new Prompt("Hello")).getResult().getOutput().getText();
		String second = chatModel
			.call(new Prompt("Hello again",
					OpenAiChatOptions.builder().extraBody(Map.of("top_k", 10, "enable_thinking", false)).build()))
			.getResult()
			.getOutput()
			.getText();

		context.outcome().text(first + " | " + second);
	}

}
