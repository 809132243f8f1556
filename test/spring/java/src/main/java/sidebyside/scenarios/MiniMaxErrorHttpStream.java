package sidebyside.scenarios;

import java.time.Duration;
import java.util.List;
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
 * HTTP errors in stream() with a retry template of 3 attempts and a 10 ms back-off: a 429 and a 500.
 * What each stream failed with, and how many attempts failed.
 */
public class MiniMaxErrorHttpStream implements Scenario {

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

		for (String name : new String[] { "rateLimited", "serverError" }) {
			retryErrors.set(0);
			try {
				List<ChatResponse> responses = chatModel.stream(new Prompt("Tell me a joke.")).collectList().block();
				StringBuilder text = new StringBuilder();
				for (ChatResponse response : responses) {
					if (response.getResult() != null && response.getResult().getOutput().getText() != null) {
						text.append(response.getResult().getOutput().getText());
					}
				}
				context.outcome().put(name, text.toString());
			}
			catch (RuntimeException ex) {
				context.outcome().put(name, ex.getClass().getSimpleName() + ": " + ex.getMessage());
			}
			context.outcome().put(name + "RetryErrors", retryErrors.get());
		}
	}

}
