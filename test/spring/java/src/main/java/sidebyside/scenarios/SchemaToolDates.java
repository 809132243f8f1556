package sidebyside.scenarios;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

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
 * A @Tool bean taking LocalDate parameters (and a list of dates, a UUID, an Instant, a LocalTime and
 * a Duration) and returning a record of java.time values: the tool schema sent, the arguments read
 * and the result written as Spring AI's tool JSON mapper writes it.
 */
public class SchemaToolDates implements Scenario {

	record Stay(UUID id, LocalDate checkIn, LocalDate checkOut, Period length, LocalTime arrival,
			LocalDateTime cleaning, Instant bookedAt, Duration cleaningTime, ZonedDateTime confirmedAt,
			OffsetDateTime paidAt) {
	}

	record Change(UUID stay, LocalDate newCheckIn, Optional<LocalDate> newCheckOut, List<LocalTime> arrivals) {
	}

	static class StayTools {

		private final Outcome outcome;

		StayTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Book a stay between two dates")
		Stay bookStay(@ToolParam(description = "The first night") LocalDate checkIn, LocalDate checkOut,
				@ToolParam(description = "Days the room is blocked") List<LocalDate> blocked, UUID guestId,
				Instant requestedAt, @ToolParam(description = "Arrival time") LocalTime arrival,
				Duration cleaningTime) {
			LocalDate first = blocked.contains(checkIn) ? checkIn.plusDays(1) : checkIn;
			Stay stay = new Stay(guestId, first, checkOut, Period.between(first, checkOut), arrival,
					checkOut.atTime(11, 0), requestedAt, cleaningTime,
					ZonedDateTime.ofInstant(requestedAt, ZoneOffset.UTC),
					OffsetDateTime.ofInstant(requestedAt, ZoneOffset.ofHours(2)));
			this.outcome.tool("bookStay", List.of(checkIn.toString(), checkOut.toString(), blocked.toString(),
					guestId.toString(), requestedAt.toString(), arrival.toString(), cleaningTime.toString()),
					stay.toString());
			return stay;
		}

		// Not called: its schema shows an Optional<LocalDate> record component.
		@Tool(description = "Change a stay")
		String changeStay(Change change) {
			return "changed";
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		String answer = chatClient.prompt()
			.user("Book me a room from March 9 to March 12, 2026, arriving at 15:30.")
			.tools(new StayTools(context.outcome()))
			.call()
			.content();

		context.outcome().text(answer);
	}

}
