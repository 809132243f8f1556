// Ported from Spring AI RetryUtilsTests (v1.1.8).
import { NonTransientAiException } from '../../src/retry/NonTransientAiException.js';
import { RetryUtils } from '../../src/retry/RetryUtils.js';
import { TransientAiException } from '../../src/retry/TransientAiException.js';
import { capturedLogs } from '../harness/logs.js';

const response = (status: number, body: string) => ({ status, text: () => Promise.resolve(body) });

describe('RetryUtilsTests', () => {
  test('handleError4xx', async () => {
    await expect(RetryUtils.DEFAULT_RESPONSE_ERROR_HANDLER.handleError(response(400, 'Bad request'))).rejects.toThrow(
      new NonTransientAiException('400 - Bad request'),
    );
  });

  test('handleError5xx', async () => {
    await expect(RetryUtils.DEFAULT_RESPONSE_ERROR_HANDLER.handleError(response(500, 'Server error'))).rejects.toThrow(
      TransientAiException,
    );
  });

  test('hasError', () => {
    expect(RetryUtils.DEFAULT_RESPONSE_ERROR_HANDLER.hasError(response(200, 'success'))).toBe(false);
  });

  test('shortRetryTemplateRetries', async () => {
    let counter = 0;
    await expect(
      RetryUtils.SHORT_RETRY_TEMPLATE.execute(() => {
        counter++;
        throw new TransientAiException('test fail');
      }),
    ).rejects.toThrow(TransientAiException);
    expect(counter).toBe(10);
  });

  test('shortRetryTemplateSucceedsBeforeMaxAttempts', async () => {
    let counter = 0;
    const result = await RetryUtils.SHORT_RETRY_TEMPLATE.execute(() => {
      if (++counter < 5) throw new TransientAiException('test fail');
      return 'success';
    });
    expect(counter).toBe(5);
    expect(result).toBe('success');
  });

  // spring-ai-ts: every failed attempt is logged with its cause, as SLF4J prints the throwable.
  test('every failed attempt is logged at WARN with its cause', async () => {
    let counter = 0;
    await RetryUtils.SHORT_RETRY_TEMPLATE.execute(() => {
      if (++counter < 3) throw new TransientAiException('connect ECONNREFUSED 127.0.0.1:9');
      return 'success';
    });
    const lines = capturedLogs.take('Retry error').map((entry) => entry.line);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^WARN RetryUtils - Retry error\. Retry count:1\nTransientAiException: connect ECONNREFUSED 127\.0\.0\.1:9\n\s+at /);
    expect(lines[1]).toMatch(/^WARN RetryUtils - Retry error\. Retry count:2\n/);
  });
});
