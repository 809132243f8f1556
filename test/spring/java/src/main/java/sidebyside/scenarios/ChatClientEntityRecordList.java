package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.core.ParameterizedTypeReference;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** call().entity(new ParameterizedTypeReference<List<Record>>() {}): a list of records. */
public class ChatClientEntityRecordList implements Scenario {

	record City(String name, String country) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		List<City> cities = chatClient.prompt()
			.user("Name two capital cities in Europe.")
			.call()
			.entity(new ParameterizedTypeReference<List<City>>() {
			});

		List<String> names = new ArrayList<>();
		for (City city : cities) {
			names.add(city.name() + " (" + city.country() + ")");
		}
		context.outcome().entity(names);
		context.outcome().put("size", cities.size());
	}

}
