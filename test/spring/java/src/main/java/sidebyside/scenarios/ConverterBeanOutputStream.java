package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.converter.BeanOutputConverter;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Structured output over a stream: the BeanOutputConverter's format in the user template, the
 * streamed pieces joined, then converted.
 */
public class ConverterBeanOutputStream implements Scenario {

	record ActorsFilms(String actor, List<String> movies) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		BeanOutputConverter<ActorsFilms> converter = new BeanOutputConverter<>(ActorsFilms.class);

		List<String> pieces = chatClient.prompt()
			.user(u -> u.text("Generate the filmography of 2 movies for {actor}.\n{format}")
				.param("actor", "Meryl Streep")
				.param("format", converter.getFormat()))
			.stream()
			.content()
			.collectList()
			.block();

		String content = pieces.stream().collect(Collectors.joining());
		ActorsFilms films = converter.convert(content);

		context.outcome().put("pieces", pieces.size());
		context.outcome().text(content);
		Map<String, Object> entity = new LinkedHashMap<>();
		entity.put("actor", films.actor());
		entity.put("movies", films.movies());
		context.outcome().entity(entity);
	}

}
