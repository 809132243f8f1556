package sidebyside.scenarios;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonFormat;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * call().entity(Record.class) for a record with each java.time type, a UUID, a list of dates, a map
 * of instants and a @JsonFormat pattern: the schema in the format instructions and the values read.
 */
public class SchemaOutputTimes implements Scenario {

	record Trip(LocalDate departure, LocalDateTime boarding, LocalTime gateCloses, Instant bookedAt,
			ZonedDateTime landing, OffsetDateTime checkIn, Duration flightTime, Period stay, ZoneId destinationZone,
			UUID ticket, List<LocalDate> alternatives, Map<String, Instant> milestones,
			@JsonFormat(pattern = "dd.MM.yyyy") LocalDate returnDay) {
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Trip trip = chatClient.prompt()
			.user("Plan my trip to Lisbon in March 2026.")
			.call()
			.entity(Trip.class);

		Map<String, Object> entity = new LinkedHashMap<>();
		entity.put("departure", trip.departure().toString());
		entity.put("dayOfWeek", trip.departure().getDayOfWeek().getValue());
		entity.put("boarding", trip.boarding().toString());
		entity.put("gateCloses", trip.gateCloses().toString());
		entity.put("bookedAt", trip.bookedAt().toString());
		entity.put("landing", trip.landing().toString());
		entity.put("checkIn", trip.checkIn().toString());
		entity.put("flightTime", trip.flightTime().toString());
		entity.put("flightMinutes", trip.flightTime().toMinutes());
		entity.put("stay", trip.stay().toString());
		entity.put("destinationZone", trip.destinationZone().toString());
		entity.put("ticket", trip.ticket().toString());
		entity.put("alternatives", trip.alternatives().toString());
		entity.put("milestones", trip.milestones().toString());
		entity.put("returnDay", trip.returnDay().toString());
		entity.put("returnAfterDeparture", trip.returnDay().isAfter(trip.departure()));
		entity.put("record", trip.toString());
		context.outcome().entity(entity);
	}

}
