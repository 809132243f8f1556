package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.ToolCallAdvisor;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.minimax.MiniMaxChatModel;
import org.springframework.ai.minimax.MiniMaxChatOptions;
import org.springframework.ai.minimax.api.MiniMaxApi;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * ToolCallAdvisor on a stream, once streaming the tool-call responses too and once with its default
 * (tool-call responses suppressed): each streamed response's text and whether it has tool calls.
 */
public class AdvisorToolCallStream implements Scenario {

	static class TimeTools {

		private final Outcome outcome;

		TimeTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The local time in a city")
		String localTime(@ToolParam(description = "The city") String city) {
			String result = city + ": 14:30";
			this.outcome.tool("localTime", city, result);
			return result;
		}

	}

	static List<Map<String, Object>> describe(List<ChatResponse> responses) {
		List<Map<String, Object>> rows = new ArrayList<>();
		for (ChatResponse response : responses) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("text", response.getResult() != null ? response.getResult().getOutput().getText() : null);
			row.put("toolCalls", response.hasToolCalls());
			rows.add(row);
		}
		return rows;
	}

	@Override
	public void run(ScenarioContext context) {
		MiniMaxApi api = new MiniMaxApi(context.baseUrl(), context.apiKey());
		MiniMaxChatModel chatModel = new MiniMaxChatModel(api,
				MiniMaxChatOptions.builder().model("abab6.5g-chat").build());
		TimeTools tools = new TimeTools(context.outcome());

		ChatClient streaming = ChatClient.builder(chatModel)
			.defaultAdvisors(ToolCallAdvisor.builder().streamToolCallResponses(true).build())
			.build();
		List<ChatResponse> withToolCalls = streaming.prompt()
			.user("What time is it in Tokyo?")
			.tools(tools)
			.stream()
			.chatResponse()
			.collectList()
			.block();

		ChatClient suppressed = ChatClient.builder(chatModel)
			.defaultAdvisors(ToolCallAdvisor.builder().suppressToolCallStreaming().build())
			.build();
		List<ChatResponse> withoutToolCalls = suppressed.prompt()
			.user("What time is it in Lima?")
			.tools(tools)
			.stream()
			.chatResponse()
			.collectList()
			.block();

		context.outcome().put("streamed", describe(withToolCalls));
		context.outcome().put("suppressed", describe(withoutToolCalls));
	}

}
