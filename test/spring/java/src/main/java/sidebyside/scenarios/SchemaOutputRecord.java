package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * call().entity(...) of a record with int, long, double, List<String>, a nested record and a list
 * of records: the schema in the format instructions, the values (a fraction and a numeric string
 * read into int as Jackson reads them), and the records built.
 */
public class SchemaOutputRecord implements Scenario {

	record Author(String name, int born) {
	}

	record Chapter(String title, long words) {
	}

	record Book(String title, int pages, long isbn, double price, List<String> tags, Author author,
			List<Chapter> chapters) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Book book = chatClient.prompt().user("Describe a classic novel.").call().entity(Book.class);

		context.outcome().put("title", book.title());
		context.outcome().put("pages", book.pages());
		context.outcome().put("isbn", book.isbn());
		context.outcome().put("price", book.price());
		context.outcome().put("tags", book.tags());
		context.outcome().put("authorName", book.author().name());
		context.outcome().put("authorBorn", book.author().born());
		context.outcome().put("firstChapter", book.chapters().get(0).title());
		context.outcome().put("words", book.chapters().get(1).words());
		context.outcome().put("authorIsRecord", book.author() instanceof Author);
		context.outcome().put("chaptersAreRecords", book.chapters().stream().allMatch(chapter -> chapter instanceof Chapter));
	}

}
