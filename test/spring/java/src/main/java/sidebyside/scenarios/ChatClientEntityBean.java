package sidebyside.scenarios;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/** call().entity(Bean.class) of a JavaBean: private fields, getters and setters, no-argument constructor. */
public class ChatClientEntityBean implements Scenario {

	public static class Book {

		private String title;

		private String author;

		private boolean available;

		public Book() {
		}

		public String getTitle() {
			return this.title;
		}

		public void setTitle(String title) {
			this.title = title;
		}

		public String getAuthor() {
			return this.author;
		}

		public void setAuthor(String author) {
			this.author = author;
		}

		public boolean isAvailable() {
			return this.available;
		}

		public void setAvailable(boolean available) {
			this.available = available;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Book book = chatClient.prompt()
			.system("You are a library catalogue.")
			.user("Describe the book Dune.")
			.call()
			.entity(Book.class);

		Map<String, Object> entity = new LinkedHashMap<>();
		entity.put("title", book.getTitle());
		entity.put("author", book.getAuthor());
		entity.put("available", book.isAvailable());
		context.outcome().entity(entity);
	}

}
