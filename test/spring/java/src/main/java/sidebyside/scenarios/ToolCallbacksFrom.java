package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.support.ToolCallbacks;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** ToolCallbacks.from(toolObjects) given as default tool callbacks; the tool definitions are recorded. */
public class ToolCallbacksFrom implements Scenario {

	static class StockTools {

		private final Outcome outcome;

		StockTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "How many items of a product are in stock")
		long stockLevel(@ToolParam(description = "The product code") String sku) {
			long result = "SKU-1".equals(sku) ? 12L : 0L;
			this.outcome.tool("stockLevel", sku, result);
			return result;
		}

	}

	static class ReservationTools {

		private final Outcome outcome;

		ReservationTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Reserve items of a product")
		String reserve(@ToolParam(description = "The product code") String sku,
				@ToolParam(description = "How many items") int quantity) {
			String result = "Reserved " + quantity + " x " + sku;
			this.outcome.tool("reserve", List.of(sku, quantity), result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());

		ToolCallback[] tools = ToolCallbacks.from(new StockTools(context.outcome()),
				new ReservationTools(context.outcome()));
		List<String> names = new java.util.ArrayList<>();
		for (ToolCallback tool : tools) {
			names.add(tool.getToolDefinition().name());
		}
		context.outcome().put("toolNames", names);

		ChatClient chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(tools).build();
		String answer = chatClient.prompt().user("Is SKU-1 in stock? If so reserve 3.").call().content();

		context.outcome().text(answer);
	}

}
