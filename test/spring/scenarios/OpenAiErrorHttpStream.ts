import { Prompt } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

/**
 * An HTTP error answering stream(): Spring 1.1.8 streams without retries, so a 500 fails at once.
 */
export default scenario({
  script: [{ httpError: { status: 500, code: 500, message: 'The server had an error while processing your request.', type: 'server_error', style: 'openai' } }],
  expected: [
    {
      at: 'outcome:exception',
      doc: 'docs/DIFFERENCES.md#openai-stream-http-errors-are-ai-exceptions',
      why: "Spring's stream raises WebClientResponseException; the port raises the AI exceptions its blocking calls raise",
    },
  ],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').build()).build();
    try {
      await chatModel.stream(new Prompt('Tell me a joke.')).collectList();
      context.outcome.put('failed', false);
    } catch (ex) {
      context.outcome.put('failed', true);
      context.outcome.exception(ex);
    }
  },
});
