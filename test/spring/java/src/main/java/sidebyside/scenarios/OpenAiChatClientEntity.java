package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * ChatClient on OpenAiChatModel: call().entity(Record.class) with the format instructions in the
 * prompt and the record read from the answer.
 */
public class OpenAiChatClientEntity implements Scenario {

	record ActorFilms(String actor, List<String> movies) {
	}

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder()
			.openAiApi(openAiApi)
			.defaultOptions(OpenAiChatOptions.builder().model("gpt-4o-mini").temperature(0.2).build())
			.build();
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
