import { Prompt } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

/**
 * OpenAiChatModel with the builder's defaults (gpt-4o, temperature 0.7): the request, the text,
 * the usage and the metadata Spring puts on the response and its message.
 */
export default scenario({
  script: [{ text: 'Why did the scarecrow win an award? He was outstanding in his field.' }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).build();

    const response = await chatModel.call(new Prompt('Tell me a joke.'));
    const generation = response.getResult()!;

    context.outcome.text(generation.getOutput().getText());
    context.outcome.usage(response.getMetadata().getUsage());
    context.outcome.put('model', response.getMetadata().getModel());
    context.outcome.put('finishReason', generation.getMetadata().getFinishReason());
    context.outcome.put('role', generation.getOutput().getMetadata().get('role'));
    context.outcome.put('index', generation.getOutput().getMetadata().get('index'));
    context.outcome.put('refusal', generation.getOutput().getMetadata().get('refusal'));
    context.outcome.put('created', response.getMetadata().get('created'));
  },
});
