package sidebyside.scenarios;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * call().entity(...) of a record using Jackson's annotations: @JsonProperty renames (one with
 * required), @JsonPropertyDescription, @JsonClassDescription on the record and on a nested record,
 * @JsonPropertyOrder and @JsonIgnore: the schema in the format instructions and the record read
 * under the JSON names.
 */
public class SchemaJacksonOutputRecord implements Scenario {

	@JsonClassDescription("The person who wrote a review")
	record Critic(@JsonProperty("full_name") String name, String outlet) {
	}

	@JsonClassDescription("A film review")
	@JsonPropertyOrder({ "score", "film_title" })
	record Review(String summary,
			@JsonProperty(value = "film_title", required = true) @JsonPropertyDescription("The film's title") String title,
			@JsonPropertyDescription("Score from 1 to 10") int score, @JsonIgnore String internalNote, Critic critic) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Review review = chatClient.prompt().user("Review a classic film.").call().entity(Review.class);

		context.outcome().put("title", review.title());
		context.outcome().put("score", review.score());
		context.outcome().put("summary", review.summary());
		context.outcome().put("internalNote", String.valueOf(review.internalNote()));
		context.outcome().put("criticName", review.critic().name());
		context.outcome().put("criticOutlet", review.critic().outlet());
		context.outcome().put("criticIsRecord", review.critic() instanceof Critic);
	}

}
