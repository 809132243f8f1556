package sidebyside.scenarios;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.ToolCallAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A returnDirect @Tool run by the ToolCallAdvisor loop (ToolReturnDirect runs it in the model). */
public class ToolReturnDirectAdvisor implements Scenario {

	static class OrderTools {

		private final Outcome outcome;

		OrderTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The status of an order", returnDirect = true)
		String orderStatus(@ToolParam(description = "The order number") String orderId) {
			String result = "Order " + orderId + " shipped on Monday";
			this.outcome.tool("orderStatus", orderId, result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.builder(chatModel)
			.defaultAdvisors(ToolCallAdvisor.builder().build())
			.build();

		ChatResponse response = chatClient.prompt()
			.user("Where is order A-17?")
			.tools(new OrderTools(context.outcome()))
			.call()
			.chatResponse();

		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().put("finishReason", response.getResult().getMetadata().getFinishReason());
	}

}
