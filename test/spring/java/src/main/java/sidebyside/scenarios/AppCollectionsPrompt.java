package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * An application service that builds its prompt from collections, records and String.format
 * (porting rule 41): the texts on the wire are what Java's toString and Formatter print.
 */
public class AppCollectionsPrompt implements Scenario {

	record Product(String name, double price, List<String> tags) {
	}

	static class CatalogService {

		private final ChatClient chatClient;

		CatalogService(ChatClient.Builder builder) {
			this.chatClient = builder.build();
		}

		String describe(Map<String, Integer> stock, List<Product> products) {
			String system = "Known categories: " + stock.keySet() + ". Stock levels: " + stock + ".";
			int units = 0;
			double total = 0;
			for (Map.Entry<String, Integer> e : stock.entrySet()) {
				units += e.getValue();
			}
			for (Product p : products) {
				total += p.price();
			}
			List<String> names = new ArrayList<>();
			for (Product p : products) {
				names.add(p.name());
			}
			String user = String.format("%s has %d items: %s", "The catalog", products.size(), List.copyOf(names))
					+ "\nFirst: " + Objects.toString(products.get(0))
					+ "\nAll: " + products
					+ "\nTags: " + Set.of("sale") + " " + Map.of("region", "EU") + " " + Collections.emptyList()
					+ "\n" + String.format("Total %.2f EUR, %,d units |%5d|%-6s| hex %x %b %s", total, units * 1000, 42, "ab",
							255, products.isEmpty(), (Object) null)
					+ "%nRatio: %.3f, small %s".formatted(total / 3, 0.0001)
					+ "\nValues: " + String.valueOf(new ArrayList<>(stock.values()));
			return this.chatClient.prompt().system(system).user(user).call().content();
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		CatalogService service = new CatalogService(ChatClient.builder(chatModel));

		Map<String, Integer> stock = new LinkedHashMap<>();
		stock.put("fruit", 12);
		stock.put("dairy", 3);
		List<Product> products = List.of(new Product("apple", 1.25, List.of("fresh", "red")),
				new Product("milk", 0.99, List.of()));

		context.outcome().text(service.describe(stock, products));
		try {
			products.add(new Product("pear", 2.5, List.of()));
		}
		catch (UnsupportedOperationException ex) {
			context.outcome().put("addToListOf", ex.getClass().getSimpleName());
		}
		try {
			List.of("a", null);
		}
		catch (NullPointerException ex) {
			context.outcome().put("listOfNull", ex.getClass().getSimpleName());
		}
	}

}
