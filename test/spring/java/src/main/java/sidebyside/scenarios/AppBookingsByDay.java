package sidebyside.scenarios;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * An application's @Tool bean with LocalDate parameters that looks days up in a Map<LocalDate, …>
 * (porting rule 42): the model's ISO dates find the rows Java finds, and the rows (records with a
 * LocalDate) go back to the model as Spring AI's tool JSON mapper writes them.
 */
public class AppBookingsByDay implements Scenario {

	record Booking(String id, String guest, LocalDate day, int guests) {
	}

	static class BookingTools {

		private final Map<LocalDate, List<Booking>> bookingsByDay = new HashMap<>();

		private final Outcome outcome;

		BookingTools(Outcome outcome) {
			this.outcome = outcome;
			add(new Booking("B-1", "Ada", LocalDate.of(2026, 3, 9), 2));
			add(new Booking("B-2", "Grace", LocalDate.of(2026, 3, 11), 4));
			add(new Booking("B-3", "Linus", LocalDate.of(2026, 3, 14), 1));
		}

		private void add(Booking booking) {
			this.bookingsByDay.computeIfAbsent(booking.day(), day -> new ArrayList<>()).add(booking);
		}

		@Tool(description = "The bookings between two days, both included")
		List<Booking> findBookings(@ToolParam(description = "The first day") LocalDate from,
				@ToolParam(description = "The last day") LocalDate to) {
			List<Booking> rows = new ArrayList<>();
			for (LocalDate day = from; !day.isAfter(to); day = day.plusDays(1)) {
				rows.addAll(this.bookingsByDay.getOrDefault(day, List.of()));
			}
			List<String> ids = new ArrayList<>();
			for (Booking row : rows) {
				ids.add(row.id());
			}
			this.outcome.tool("findBookings", List.of(from.toString(), to.toString()), ids);
			return rows;
		}

		@Tool(description = "Whether a day has any booking")
		boolean isBooked(LocalDate day) {
			boolean booked = this.bookingsByDay.containsKey(day);
			this.outcome.tool("isBooked", List.of(day.toString()), booked);
			return booked;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Which bookings do we have from March 9 to March 12, and is March 14 booked?")
			.tools(new BookingTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
