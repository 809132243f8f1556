package sidebyside.scenarios;

import java.time.Duration;

import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;
import org.springframework.ai.retry.TransientAiException;
import org.springframework.retry.RetryCallback;
import org.springframework.retry.RetryContext;
import org.springframework.retry.RetryListener;
import org.springframework.retry.support.RetryTemplate;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * HTTP errors in call() with a retry template of 3 attempts: a 400 (not retried), a 429 (4xx: not
 * retried under Spring's default handler), two 500s followed by an answer, and three 500s.
 */
public class OpenAiErrorHttp implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		int[] retryErrors = { 0 };
		RetryTemplate retryTemplate = RetryTemplate.builder()
			.maxAttempts(3)
			.retryOn(TransientAiException.class)
			.fixedBackoff(Duration.ofMillis(10))
			.withListener(new RetryListener() {
				@Override
				public <T, E extends Throwable> void onError(RetryContext retryContext, RetryCallback<T, E> callback,
						Throwable throwable) {
					retryErrors[0]++;
				}
			})
			.build();
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder()
			.openAiApi(openAiApi)
			.defaultOptions(OpenAiChatOptions.builder().model("gpt-4o-mini").build())
			.toolCallingManager(ToolCallingManager.builder().build())
			.retryTemplate(retryTemplate)
			.build();

		for (String name : new String[] { "badRequest", "rateLimited", "recovered", "exhausted" }) {
			retryErrors[0] = 0;
			try {
				context.outcome().put(name, chatModel.call(new Prompt("Tell me a joke.")).getResult().getOutput().getText());
			}
			catch (Exception ex) {
				context.outcome().put(name, ex.getClass().getSimpleName() + ": " + ex.getMessage());
			}
			context.outcome().put(name + "RetryErrors", retryErrors[0]);
		}
	}

}
