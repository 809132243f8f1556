import { type ChatResponse, Duration, Prompt, RetryTemplate, ToolCallingManager, TransientAiException, type RetryContext } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

const error500 = { httpError: { status: 500, code: 1000, message: 'unknown error', type: 'api_error' } };

/**
 * HTTP errors in stream() with a retry template of 3 attempts and a 10 ms back-off: a 429 and a 500.
 * What each stream failed with, and how many attempts failed.
 */
export default scenario({
  script: [{ httpError: { status: 429, code: 1002, message: 'rate limit exceeded', type: 'rate_limit_error' } }, error500],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:rateLimited', doc: 'docs/DIFFERENCES.md#http-errors-are-typed-minimax-exceptions', why: 'Spring streams fail with WebClient exceptions' },
    { at: 'outcome:serverError', doc: 'docs/DIFFERENCES.md#http-errors-are-typed-minimax-exceptions', why: 'Spring streams fail with WebClient exceptions' },
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

    for (const name of ['rateLimited', 'serverError']) {
      retryErrors = 0;
      try {
        const responses: ChatResponse[] = await chatModel.stream(new Prompt('Tell me a joke.')).collectList();
        let text = '';
        for (const response of responses) {
          if (response.getResult() !== undefined && response.getResult()!.getOutput().getText() !== undefined) {
            text += response.getResult()!.getOutput().getText();
          }
        }
        context.outcome.put(name, text);
      } catch (ex) {
        context.outcome.put(name, `${(ex as Error).constructor.name}: ${(ex as Error).message}`);
      }
      context.outcome.put(`${name}RetryErrors`, retryErrors);
    }
  },
});
