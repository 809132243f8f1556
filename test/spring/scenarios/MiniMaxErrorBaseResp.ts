import { Duration, Prompt, RetryTemplate, ToolCallingManager, TransientAiException, type ChatResponse, type RetryContext } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * An error inside an HTTP 200 (a non-zero base_resp) in call() and in stream(), with a retry
 * template of 3 attempts: what the caller gets, and how many attempts failed.
 */
export default scenario({
  script: [
    { baseResp: { status_code: 1008, status_msg: 'insufficient balance' } },
    { baseResp: { status_code: 1008, status_msg: 'insufficient balance' } },
  ],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:exception', doc: 'docs/DIFFERENCES.md#errors-inside-http-200-are-thrown', why: 'the port throws where Spring returns no generations' },
    { at: 'outcome:callGenerations', doc: 'docs/DIFFERENCES.md#errors-inside-http-200-are-thrown', why: 'Spring returns a response without generations' },
    { at: 'outcome:streamException', doc: 'docs/DIFFERENCES.md#errors-inside-http-200-are-thrown', why: 'the port fails the stream' },
    { at: 'outcome:streamResponses', doc: 'docs/DIFFERENCES.md#errors-inside-http-200-are-thrown', why: 'Spring streams one response without generations' },
    { at: 'outcome:streamGenerations', doc: 'docs/DIFFERENCES.md#errors-inside-http-200-are-thrown', why: 'Spring streams one response without generations' },
    { at: 'outcome:retryErrors', doc: 'docs/DIFFERENCES.md#errors-inside-http-200-are-thrown', why: 'the failed call counts as a failed attempt (not retried: 1008 is not transient)' },
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

    try {
      const response = await chatModel.call(new Prompt('Tell me a joke.'));
      context.outcome.put('callGenerations', response.getResults().length);
    } catch (ex) {
      context.outcome.exception(ex);
    }

    try {
      const responses: ChatResponse[] = await chatModel.stream(new Prompt('Tell me another joke.')).collectList();
      context.outcome.put('streamResponses', responses.length);
      context.outcome.put('streamGenerations', responses.reduce((sum, r) => sum + r.getResults().length, 0));
    } catch (ex) {
      context.outcome.put('streamException', `${(ex as Error).constructor.name}: ${(ex as Error).message}`);
    }
    context.outcome.put('retryErrors', retryErrors);
  },
});
