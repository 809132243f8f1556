package sidebyside.scenarios;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;
import org.springframework.ai.support.ToolCallbacks;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

import sidebyside.Outcome;
import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * internalToolExecutionEnabled(false) with a forced tool choice (ToolChoiceBuilder.function): the model returns the tool call to the caller, nothing runs.
 */
public class OpenAiToolCallExternal implements Scenario {

	static class WeatherTools {

		private final Outcome outcome;

		WeatherTools(Outcome outcome) {
			this.outcome = outcome;
		}

		@Tool(description = "The current weather in a city")
		String weather(@ToolParam(description = "The city") String city) {
			String result = city + ": sunny, 21 C";
			this.outcome.tool("weather", city, result);
			return result;
		}

	}

	static List<Map<String, Object>> describe(List<ChatResponse> responses) {
		List<Map<String, Object>> rows = new ArrayList<>();
		for (ChatResponse response : responses) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("text", response.getResult() != null ? response.getResult().getOutput().getText() : null);
			row.put("toolCalls", response.hasToolCalls());
			row.put("finishReason", response.getResult() != null ? response.getResult().getMetadata().getFinishReason() : null);
			row.put("totalTokens", response.getMetadata().getUsage().getTotalTokens());
			rows.add(row);
		}
		return rows;
	}

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model("gpt-4o-mini").build()).build();
		WeatherTools tools = new WeatherTools(context.outcome());
		ChatResponse response = chatModel.call(new Prompt("Weather in Cairo?",
				OpenAiChatOptions.builder()
					.toolCallbacks(ToolCallbacks.from(tools))
					.internalToolExecutionEnabled(false)
					.toolChoice(OpenAiApi.ChatCompletionRequest.ToolChoiceBuilder.function("weather"))
					.build()));
		context.outcome().put("toolCalls", response.getResult().getOutput().getToolCalls().stream()
			.map(call -> call.name() + " " + call.arguments() + " " + call.type()).toList());
		context.outcome().put("finishReason", response.getResult().getMetadata().getFinishReason());
	}

}
