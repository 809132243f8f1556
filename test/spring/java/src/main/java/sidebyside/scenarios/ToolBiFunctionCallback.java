package sidebyside.scenarios;

import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.function.FunctionToolCallback;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A FunctionToolCallback built from a BiFunction that reads the ToolContext. */
public class ToolBiFunctionCallback implements Scenario {

	record LoyaltyRequest(String product) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);
		Outcome outcome = context.outcome();

		BiFunction<LoyaltyRequest, ToolContext, String> discount = (request, toolContext) -> {
			String tier = (String) toolContext.getContext().get("tier");
			String result = "GOLD".equals(tier) ? "20% off " + request.product() : "5% off " + request.product();
			outcome.tool("loyaltyDiscount", List.of(request.product(), tier), result);
			return result;
		};

		ToolCallback callback = FunctionToolCallback.builder("loyaltyDiscount", discount)
			.description("The discount the current customer gets on a product")
			.inputType(LoyaltyRequest.class)
			.build();

		String answer = chatClient.prompt()
			.user("What discount do I get on the espresso machine?")
			.toolCallbacks(callback)
			.toolContext(Map.of("tier", "GOLD", "customerId", "c-7"))
			.call()
			.content();

		outcome.text(answer);
	}

}
