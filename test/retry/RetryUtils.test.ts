// Ported from Spring AI RetryUtilsTests (v1.1.8).
import { NonTransientAiException } from '../../src/retry/NonTransientAiException.js';
import { RetryUtils } from '../../src/retry/RetryUtils.js';
import { TransientAiException } from '../../src/retry/TransientAiException.js';

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
});
