package sidebyside.scenarios;

import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Every request option of OpenAiChatOptions on the wire: default options, then runtime options
 * over them (runtime wins field by field).
 */
public class OpenAiCallAllOptions implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatOptions defaults = OpenAiChatOptions.builder()
			.model(OpenAiApi.ChatModel.GPT_4_O_MINI)
			.temperature(0.2)
			.topP(0.9)
			.frequencyPenalty(0.1)
			.presencePenalty(0.3)
			.logitBias(Map.of("50256", -100))
			.logprobs(true)
			.topLogprobs(2)
			.maxCompletionTokens(256)
			.N(1)
			.seed(42)
			.stop(List.of("END", "STOP"))
			.user("user-1")
			.parallelToolCalls(false)
			.store(true)
			.metadata(Map.of("team", "docs"))
			.reasoningEffort("low")
			.verbosity("medium")
			.serviceTier(OpenAiApi.ServiceTier.FLEX)
			.promptCacheKey("cache-1")
			.safetyIdentifier("safety-1")
			.webSearchOptions(new OpenAiApi.ChatCompletionRequest.WebSearchOptions(
					OpenAiApi.ChatCompletionRequest.WebSearchOptions.SearchContextSize.LOW,
					new OpenAiApi.ChatCompletionRequest.WebSearchOptions.UserLocation("approximate",
							new OpenAiApi.ChatCompletionRequest.WebSearchOptions.UserLocation.Approximate("Paris", "FR",
									"IDF", "Europe/Paris"))))
			.build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(defaults).build();

		ChatResponse first = chatModel.call(new Prompt("First question."));
		ChatResponse second = chatModel.call(new Prompt("Second question.",
				OpenAiChatOptions.builder().model("gpt-4.1").temperature(1.0).seed(7).maxTokens(64).user("user-2").build()));

		context.outcome().put("first", first.getResult().getOutput().getText());
		context.outcome().put("second", second.getResult().getOutput().getText());
		context.outcome().put("logprobsMetadata", first.getResult().getMetadata().containsKey("logprobs"));
	}

}
