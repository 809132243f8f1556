package sidebyside.scenarios;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.retry.TransientAiException;
import org.springframework.retry.RetryCallback;
import org.springframework.retry.RetryContext;
import org.springframework.retry.RetryListener;
import org.springframework.retry.support.RetryTemplate;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * HTTP errors in call() with a retry template of 3 attempts and a 10 ms back-off: a 429, two 500s
 * followed by an answer, and three 500s. What each call got, and how many attempts failed.
 */
public class MiniMaxErrorHttp implements Scenario {

	@Override
	public void run(ScenarioContext context) {
		AtomicInteger retryErrors = new AtomicInteger();
		RetryTemplate retryTemplate = RetryTemplate.builder()
			.maxAttempts(3)
			.retryOn(TransientAiException.class)
			.fixedBackoff(Duration.ofMillis(10))
			.withListener(new RetryListener() {
				@Override
				public <T, E extends Throwable> void onError(RetryContext retryContext, RetryCallback<T, E> callback,
						Throwable throwable) {
					retryErrors.incrementAndGet();
				}
			})
			.build();
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build(), ToolCallingManager.builder().build(),
				retryTemplate);

		for (String name : new String[] { "rateLimited", "recovered", "exhausted" }) {
			retryErrors.set(0);
			try {
				ChatResponse response = chatModel.call(new Prompt("Tell me a joke."));
				context.outcome().put(name, response.getResult().getOutput().getText());
			}
			catch (RuntimeException ex) {
				context.outcome().put(name, ex.getClass().getSimpleName() + ": " + ex.getMessage());
			}
			context.outcome().put(name + "RetryErrors", retryErrors.get());
		}
	}

}
