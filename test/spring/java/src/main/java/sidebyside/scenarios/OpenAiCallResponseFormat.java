package sidebyside.scenarios;

import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.openai.api.OpenAiApi;
import org.springframework.ai.openai.api.ResponseFormat;

import sidebyside.Scenario;
import sidebyside.ScenarioContext;

/**
 * Structured output with response formats: a JSON schema given as a string (strict, named
 * custom_schema), a named schema through the builder, and json_object.
 */
public class OpenAiCallResponseFormat implements Scenario {

	private static final String SCHEMA = """
			{"type":"object","properties":{"city":{"type":"string"},"population":{"type":"integer"}},"required":["city","population"],"additionalProperties":false}""";

	@Override
	public void run(ScenarioContext context) {
		OpenAiApi openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl()).apiKey(context.apiKey()).build();
		OpenAiChatModel chatModel = OpenAiChatModel.builder()
			.openAiApi(openAiApi)
			.defaultOptions(OpenAiChatOptions.builder().model("gpt-4o-mini").build())
			.build();

		String bySchema = chatModel
			.call(new Prompt("Largest city of France?", OpenAiChatOptions.builder().outputSchema(SCHEMA).build()))
			.getResult()
			.getOutput()
			.getText();
		ResponseFormat named = ResponseFormat.builder()
			.type(ResponseFormat.Type.JSON_SCHEMA)
			.jsonSchema(ResponseFormat.JsonSchema.builder().name("city").schema(SCHEMA).strict(false).build())
			.build();
		String byName = chatModel
			.call(new Prompt("Largest city of Italy?", OpenAiChatOptions.builder().responseFormat(named).build()))
			.getResult()
			.getOutput()
			.getText();
		String anyJson = chatModel
			.call(new Prompt("Any JSON please.",
					OpenAiChatOptions.builder()
						.responseFormat(ResponseFormat.builder().type(ResponseFormat.Type.JSON_OBJECT).build())
						.build()))
			.getResult()
			.getOutput()
			.getText();

		context.outcome().text(bySchema + " | " + byName + " | " + anyJson);
	}

}
