package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.converter.BeanOutputConverter;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * A BeanOutputConverter used directly: its format in the user template, the answer (in a markdown
 * fence) converted by hand.
 */
public class ConverterBeanOutput implements Scenario {

	record Recipe(String name, List<String> ingredients, String difficulty) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		BeanOutputConverter<Recipe> converter = new BeanOutputConverter<>(Recipe.class);

		String answer = chatClient.prompt()
			.user(u -> u.text("Give me a recipe with {ingredient}. {format}")
				.param("ingredient", "tomatoes")
				.param("format", converter.getFormat()))
			.call()
			.content();

		Recipe recipe = converter.convert(answer);

		context.outcome().put("format", converter.getFormat());
		context.outcome().text(answer);
		Map<String, Object> entity = new LinkedHashMap<>();
		entity.put("name", recipe.name());
		entity.put("ingredients", recipe.ingredients());
		entity.put("difficulty", recipe.difficulty());
		context.outcome().entity(entity);
	}

}
