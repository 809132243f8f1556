package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * call().entity(...) of a record holding a nested record, a list of records and numbers: the
 * values, and whether the nested values were built as records.
 */
public class ChatClientEntityNestedRecord implements Scenario {

	record Address(String street, String city) {
	}

	record Room(String name, int beds) {
	}

	record Hotel(String name, int stars, double rating, Address address, List<Room> rooms) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Hotel hotel = chatClient.prompt().user("Describe a hotel in Vienna.").call().entity(Hotel.class);

		context.outcome().put("name", hotel.name());
		context.outcome().put("stars", hotel.stars());
		context.outcome().put("rating", hotel.rating());
		context.outcome().put("address", hotel.address());
		context.outcome().put("rooms", hotel.rooms());
		context.outcome().put("addressIsRecord", hotel.address() instanceof Address);
		context.outcome().put("roomsAreRecords", hotel.rooms().stream().allMatch(room -> room instanceof Room));
	}

}
