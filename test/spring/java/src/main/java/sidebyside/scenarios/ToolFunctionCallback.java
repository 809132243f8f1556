package sidebyside.scenarios;

import java.util.function.Function;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.function.FunctionToolCallback;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A FunctionToolCallback built from a class implementing Function, from a record to a record. */
public class ToolFunctionCallback implements Scenario {

	record ConversionRequest(String from, String to, double amount) {
	}

	record ConversionResult(String currency, double amount, String rateDate) {
	}

	static class CurrencyConverter implements Function<ConversionRequest, ConversionResult> {

		private final Outcome outcome;

		CurrencyConverter(Outcome outcome) {
			this.outcome = outcome;
		}

		@Override
		public ConversionResult apply(ConversionRequest request) {
			double rate = "EUR".equals(request.from()) && "USD".equals(request.to()) ? 1.25 : 1.0;
			ConversionResult result = new ConversionResult(request.to(), request.amount() * rate, "2026-01-15");
			this.outcome.tool("convertCurrency", request, result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		ToolCallback converter = FunctionToolCallback
			.builder("convertCurrency", new CurrencyConverter(context.outcome()))
			.description("Convert an amount from one currency to another")
			.inputType(ConversionRequest.class)
			.build();

		String answer = chatClient.prompt()
			.user("How many dollars are 80.5 euros?")
			.toolCallbacks(converter)
			.call()
			.content();

		context.outcome().text(answer);
	}

}
