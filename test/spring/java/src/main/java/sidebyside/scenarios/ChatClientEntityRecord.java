package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** call().entity(Record.class): the format instructions sent and the record read from the answer. */
public class ChatClientEntityRecord implements Scenario {

	record ActorFilms(String actor, List<String> movies) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		ActorFilms films = chatClient.prompt()
			.user(u -> u.text("Generate the filmography of 3 movies for {actor}.").param("actor", "Tom Hanks"))
			.call()
			.entity(ActorFilms.class);

		Map<String, Object> entity = new LinkedHashMap<>();
		entity.put("actor", films.actor());
		entity.put("movies", films.movies());
		context.outcome().entity(entity);
	}

}
