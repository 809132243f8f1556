import { Prompt } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

/**
 * extraBody of the default and the runtime options (runtime wins per key) sent as top-level
 * fields, as OpenAI-compatible servers (vLLM, Ollama) read them.
 */
export default scenario({
  script: [{ text: 'Hi.' }, { text: 'Hi again.' }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder()
      .openAiApi(openAiApi)
      .defaultOptions(
        OpenAiChatOptions.builder()
          .model('qwen3')
          .extraBody(new Map<string, unknown>([['top_k', 40], ['repetition_penalty', 1.05]]))
          .build(),
      )
      .build();

    const first = (await chatModel.call(new Prompt('Hello'))).getResult()!.getOutput().getText();
    const second = (
      await chatModel.call(new Prompt('Hello again', OpenAiChatOptions.builder().extraBody(new Map<string, unknown>([['top_k', 10], ['enable_thinking', false]])).build()))
    )
      .getResult()!
      .getOutput()
      .getText();

    context.outcome.text(`${first} | ${second}`);
  },
});
