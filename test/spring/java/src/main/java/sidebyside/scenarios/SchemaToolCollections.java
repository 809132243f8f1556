package sidebyside.scenarios;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A @Tool taking a List, a Set, a Map, a nested record and a list of records, and one (not called)
 * taking Optionals.
 */
public class SchemaToolCollections implements Scenario {

	record Address(String street, String city) {
	}

	record Stop(Address address, int parcels, List<String> notes) {
	}

	static class RouteTools {

		private final Outcome outcome;

		RouteTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Plan a delivery route")
		String planRoute(@ToolParam(description = "Labels of the route") List<String> tags, Set<Integer> parcelIds,
				Map<String, Integer> stock, Address start, List<Stop> stops) {
			String result = "Route from " + start.city() + " via " + stops.size() + " stops ("
					+ stops.get(0).address().city() + " first, " + stops.get(0).parcels() + " parcels), "
					+ parcelIds.size() + " parcel ids, " + stock.get("apples") + " apples";
			this.outcome.tool("planRoute", List.of(tags, parcelIds.size(), stock.get("apples")), result);
			return result;
		}

		// Not called: Spring AI's tool JSON mapper has no Jdk8Module, so it cannot read an Optional argument.
		@Tool(description = "Leave a note for the driver")
		String leaveNote(Optional<String> note, Optional<Address> door) {
			return note.orElse("none");
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Plan the delivery route for today.")
			.tools(new RouteTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
