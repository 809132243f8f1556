import { Prompt } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions, ResponseFormat } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

const SCHEMA =
  '{"type":"object","properties":{"city":{"type":"string"},"population":{"type":"integer"}},"required":["city","population"],"additionalProperties":false}';

/**
 * Structured output with response formats: a JSON schema given as a string (strict, named
 * custom_schema), a named schema through the builder, and json_object.
 */
export default scenario({
  script: [{ text: '{"city":"Paris","population":2100000}' }, { text: '{"city":"Rome","population":2800000}' }, { text: '{"ok":true}' }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').build()).build();

    const bySchema = (await chatModel.call(new Prompt('Largest city of France?', OpenAiChatOptions.builder().outputSchema(SCHEMA).build())))
      .getResult()!
      .getOutput()
      .getText();
    const named = ResponseFormat.builder()
      .type(ResponseFormat.Type.JSON_SCHEMA)
      .jsonSchema(ResponseFormat.JsonSchema.builder().name('city').schema(SCHEMA).strict(false).build())
      .build();
    const byName = (await chatModel.call(new Prompt('Largest city of Italy?', OpenAiChatOptions.builder().responseFormat(named).build())))
      .getResult()!
      .getOutput()
      .getText();
    const anyJson = (
      await chatModel.call(
        new Prompt('Any JSON please.', OpenAiChatOptions.builder().responseFormat(ResponseFormat.builder().type(ResponseFormat.Type.JSON_OBJECT).build()).build()),
      )
    )
      .getResult()!
      .getOutput()
      .getText();

    context.outcome.text(`${bySchema} | ${byName} | ${anyJson}`);
  },
});
