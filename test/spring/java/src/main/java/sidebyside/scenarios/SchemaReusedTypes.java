package sidebyside.scenarios;

import java.util.List;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Types used more than once: a record, an enum and a recursive record, in a tool's input schema
 * (each parameter with its own $defs) and in entity()'s format instructions ($defs, "#").
 */
public class SchemaReusedTypes implements Scenario {

	enum Effort {

		LOW, HIGH

	}

	record Waypoint(String city, Effort crowd) {
	}

	record Route(String name, Waypoint start, Waypoint end, List<Waypoint> via, Effort difficulty, Route alternative) {
	}

	static class RouteTools {

		private final Outcome outcome;

		RouteTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "Check a route and an extra stop")
		String checkRoute(Route route, Waypoint extra) {
			String result = route.name() + ": " + route.start().city() + " -> " + route.end().city() + " via "
					+ route.via().size() + " stops, " + route.difficulty().name() + ", extra " + extra.city() + " ("
					+ extra.crowd().name() + ")";
			this.outcome.tool("checkRoute", List.of(route.name(), extra.city()), result);
			return result;
		}

	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		ChatClient chatClient = ChatClient.create(chatModel);

		Route route = chatClient.prompt()
			.user("Plan a walk from Lisbon to Porto.")
			.tools(new RouteTools(context.outcome()))
			.call()
			.entity(Route.class);

		context.outcome().put("name", route.name());
		context.outcome().put("start", route.start().city() + "/" + route.start().crowd().name());
		context.outcome().put("end", route.end().city() + "/" + route.end().crowd().name());
		context.outcome().put("via", route.via().size());
		context.outcome().put("viaIsRecord", route.via().get(0) instanceof Waypoint);
		context.outcome().put("difficulty", route.difficulty().name());
		context.outcome().put("alternative", route.alternative().name());
		context.outcome().put("alternativeIsRecord", route.alternative() instanceof Route);
		context.outcome().put("alternativeOfAlternative", String.valueOf(route.alternative().alternative()));
	}

}
