package sidebyside.scenarios;

import java.util.List;

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

/**
 * ToolCallAdvisor with a return-direct tool, on a call and on a stream: the tool's result is the
 * answer and the model is not asked again.
 */
public class AdvisorToolCallReturnDirect implements Scenario {

	static class OrderTools {

		private final Outcome outcome;

		OrderTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The status of an order", returnDirect = true)
		String orderStatus(@ToolParam(description = "The order number") String orderNumber) {
			String result = "Order " + orderNumber + " has shipped.";
			this.outcome.tool("orderStatus", orderNumber, result);
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
			.defaultTools(new OrderTools(context.outcome()))
			.build();

		ChatResponse response = chatClient.prompt().user("Where is order A-17?").call().chatResponse();
		context.outcome().text(response.getResult().getOutput().getText());
		context.outcome().put("finishReason", response.getResult().getMetadata().getFinishReason());
		context.outcome().put("generations", response.getResults().size());

		List<String> pieces = chatClient.prompt().user("Where is order B-42?").stream().content().collectList().block();
		context.outcome().put("pieces", pieces);
	}

}
