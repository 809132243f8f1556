import { Duration, Prompt, RetryTemplate, ToolCallingManager, TransientAiException, type RetryContext } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

const error500 = { httpError: { status: 500, code: 1000, message: 'unknown error', type: 'api_error' } };

/**
 * HTTP errors in call() with a retry template of 3 attempts and a 10 ms back-off: a 429, two 500s
 * followed by an answer, and three 500s. What each call got, and how many attempts failed.
 */
export default scenario({
  script: [
    { httpError: { status: 429, code: 1002, message: 'rate limit exceeded', type: 'rate_limit_error' } },
    error500,
    error500,
    { text: 'Why did the developer go broke? Because he used up all his cache.' },
    error500,
    error500,
    error500,
  ],
  expected: [
    { at: 'outcome:rateLimited', doc: 'docs/DIFFERENCES.md#http-errors-are-typed-minimax-exceptions', why: 'MiniMaxApiException extends NonTransientAiException, same message' },
    { at: 'outcome:exhausted', doc: 'docs/DIFFERENCES.md#http-errors-are-typed-minimax-exceptions', why: 'MiniMaxTransientApiException extends TransientAiException, same message' },
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
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build(), ToolCallingManager.builder().build(), retryTemplate);

    for (const name of ['rateLimited', 'recovered', 'exhausted']) {
      retryErrors = 0;
      try {
        const response = await chatModel.call(new Prompt('Tell me a joke.'));
        context.outcome.put(name, response.getResult()!.getOutput().getText());
      } catch (ex) {
        context.outcome.put(name, `${(ex as Error).constructor.name}: ${(ex as Error).message}`);
      }
      context.outcome.put(`${name}RetryErrors`, retryErrors);
    }
  },
});
