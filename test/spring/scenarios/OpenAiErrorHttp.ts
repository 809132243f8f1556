import { Duration, Prompt, RetryTemplate, ToolCallingManager, TransientAiException, type RetryContext } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

const error500 = { httpError: { status: 500, code: 500, message: 'The server had an error while processing your request.', type: 'server_error', style: 'openai' as const } };

/**
 * HTTP errors in call() with a retry template of 3 attempts: a 400 (not retried), a 429 (4xx: not
 * retried under Spring's default handler), two 500s followed by an answer, and three 500s.
 */
export default scenario({
  script: [
    { httpError: { status: 400, code: 400, message: "Invalid value for 'temperature'.", type: 'invalid_request_error', style: 'openai' } },
    { httpError: { status: 429, code: 429, message: 'Rate limit reached for gpt-4o-mini.', type: 'requests', style: 'openai' } },
    error500,
    error500,
    { text: 'Why do programmers prefer dark mode? Because light attracts bugs.' },
    error500,
    error500,
    error500,
  ],
  async run(context) {
    let retryErrors = 0;
    const retryTemplate = RetryTemplate.builder()
      .maxAttempts(3)
      .retryOn(TransientAiException)
      .fixedBackoff(Duration.ofMillis(10))
      .withListener({
        onError(_retryContext: RetryContext, _callback: unknown, _throwable: unknown): void {
          retryErrors++;
        },
      })
      .build();
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder()
      .openAiApi(openAiApi)
      .defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').build())
      .toolCallingManager(ToolCallingManager.builder().build())
      .retryTemplate(retryTemplate)
      .build();

    for (const name of ['badRequest', 'rateLimited', 'recovered', 'exhausted']) {
      retryErrors = 0;
      try {
        context.outcome.put(name, (await chatModel.call(new Prompt('Tell me a joke.'))).getResult()!.getOutput().getText());
      } catch (ex) {
        context.outcome.put(name, `${(ex as Error).constructor.name}: ${(ex as Error).message}`);
      }
      context.outcome.put(`${name}RetryErrors`, retryErrors);
    }
  },
});
