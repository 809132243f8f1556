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
 * An error inside an HTTP 200 (a non-zero base_resp) in call() and in stream(), with a retry
 * template of 3 attempts: what the caller gets, and how many attempts failed.
 */
public class MiniMaxErrorBaseResp implements Scenario {

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

		try {
			ChatResponse response = chatModel.call(new Prompt("Tell me a joke."));
			context.outcome().put("callGenerations", response.getResults().size());
		}
		catch (RuntimeException ex) {
			context.outcome().exception(ex);
		}

		try {
			List<ChatResponse> responses = chatModel.stream(new Prompt("Tell me another joke."))
				.collectList()
				.block();
			context.outcome().put("streamResponses", responses.size());
			context.outcome().put("streamGenerations", responses.stream().mapToInt(r -> r.getResults().size()).sum());
		}
		catch (RuntimeException ex) {
			context.outcome().put("streamException", ex.getClass().getSimpleName() + ": " + ex.getMessage());
		}
		context.outcome().put("retryErrors", retryErrors.get());
	}

}
