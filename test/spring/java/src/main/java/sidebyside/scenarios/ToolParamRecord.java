package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** A @Tool taking a record with a nested record, returning a record. */
public class ToolParamRecord implements Scenario {

	record Address(String street, String city) {
	}

	record Customer(String name, int age, Address address) {
	}

	record Shipment(String trackingNumber, String recipient, String destination, boolean express) {
	}

	static class ShippingTools {

		private final Outcome outcome;

		ShippingTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Ship a parcel to a customer")
		Shipment shipParcel(@ToolParam(description = "Who receives the parcel") Customer customer,
				@ToolParam(description = "Whether to ship express") boolean express) {
			Shipment shipment = new Shipment("TRK-" + customer.age() + "-" + customer.address().city().toUpperCase(),
					customer.name(), customer.address().street() + ", " + customer.address().city(), express);
			this.outcome.tool("shipParcel", List.of(customer, express), shipment);
			return shipment;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Ship a parcel express to Ada Lovelace, 36, 12 St James's Square, London.")
			.tools(new ShippingTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
