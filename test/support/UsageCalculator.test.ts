import { ChatResponseMetadata, DefaultUsage, type Usage } from '../../src/chat/metadata/index.js';
import { ChatResponse } from '../../src/chat/model/index.js';
import { UsageCalculator } from '../../src/support/index.js';

// Ported from the Spring AI 2.0 line (1.1.8 has no UsageCalculatorTests); accumulateResponseUsage
// and withUsage are the 2.0 helpers the port offers in addition to the 1.1.8 API.

function responseWith(usage: Usage): ChatResponse {
  const metadata = ChatResponseMetadata.builder().usage(usage).build();
  return ChatResponse.builder().generations([]).metadata(metadata).build();
}

function assertUsage(usage: Usage, promptTokens: number, completionTokens: number, totalTokens: number): void {
  expect(usage.getPromptTokens()).toBe(promptTokens);
  expect(usage.getCompletionTokens()).toBe(completionTokens);
  expect(usage.getTotalTokens()).toBe(totalTokens);
}

describe('UsageCalculatorTests', () => {
  test('getCumulativeUsageReturnsCurrentWhenPreviousChatResponseIsNull', () => {
    const current = new DefaultUsage(10, 20, 30);

    const result = UsageCalculator.getCumulativeUsage(current, undefined);

    expect(result).toBe(current);
  });

  test('getCumulativeUsageReturnsCurrentWhenPreviousUsageIsEmpty', () => {
    const current = new DefaultUsage(10, 20, 30);
    const previous = responseWith(new DefaultUsage(0, 0, 0));

    const result = UsageCalculator.getCumulativeUsage(current, previous);

    assertUsage(result, 10, 20, 30);
  });

  test('getCumulativeUsageReturnsPreviousWhenCurrentIsEmpty', () => {
    const current = new DefaultUsage(0, 0, 0);
    const previousUsage = new DefaultUsage(1, 2, 3);
    const previous = responseWith(previousUsage);

    const result = UsageCalculator.getCumulativeUsage(current, previous);

    expect(result).toBe(previousUsage);
  });

  test('getCumulativeUsageSumsTokenCounts', () => {
    const current = new DefaultUsage(10, 20, 30);
    const previous = responseWith(new DefaultUsage(1, 2, 3));

    const result = UsageCalculator.getCumulativeUsage(current, previous);

    assertUsage(result, 11, 22, 33);
  });

  // getCumulativeUsageSumsCacheMetrics: skipped, 1.1.8's Usage has no cache-token fields.
  // getCumulativeUsageTreatsOneSidedCacheMetricAsZero: skipped, 1.1.8's Usage has no cache-token fields.
  // getCumulativeUsagePreservesNullCacheMetricsWhenNeitherSideReports: skipped, 1.1.8's Usage has no cache-token fields.

  test('getCumulativeUsageDropsNativeUsageWhenAccumulating', () => {
    const currentNative = {};
    const previousNative = {};
    const current = new DefaultUsage(10, 20, 30, currentNative);
    const previous = responseWith(new DefaultUsage(1, 2, 3, previousNative));

    const result = UsageCalculator.getCumulativeUsage(current, previous);

    expect(result.getNativeUsage()).toBeUndefined();
  });

  test('getCumulativeUsageKeepsNativeUsageWhenNothingToAccumulate', () => {
    const currentNative = {};
    const current = new DefaultUsage(10, 20, 30, currentNative);

    const result = UsageCalculator.getCumulativeUsage(current, undefined);

    expect(result.getNativeUsage()).toBe(currentNative);
  });

  test('accumulateResponseUsageReturnsAccumulatedResponseWhenCurrentIsNull', () => {
    const accumulated = responseWith(new DefaultUsage(1, 2, 3));

    const result = UsageCalculator.accumulateResponseUsage(undefined, accumulated);

    expect(result).toBe(accumulated);
  });

  test('accumulateResponseUsageReturnsCumulativeUsageOnTheCurrentResponse', () => {
    const current = responseWith(new DefaultUsage(10, 20, 30));
    const accumulated = responseWith(new DefaultUsage(1, 2, 3));

    const result = UsageCalculator.accumulateResponseUsage(current, accumulated);

    expect(result).toBeDefined();
    assertUsage(result!.getMetadata().getUsage(), 11, 22, 33);
  });

  test('accumulateResponseUsageReturnsNullWhenNothingReported', () => {
    const current = responseWith(new DefaultUsage(0, 0, 0));

    const result = UsageCalculator.accumulateResponseUsage(current, undefined);

    expect(result).toBeUndefined();
  });

  test('accumulateResponseUsageKeepsNativeUsageOnFirstNonEmptyResponse', () => {
    const nativeUsage = {};
    const current = responseWith(new DefaultUsage(10, 20, 30, nativeUsage));

    const result = UsageCalculator.accumulateResponseUsage(current, undefined);

    expect(result).toBeDefined();
    expect(result!.getMetadata().getUsage().getNativeUsage()).toBe(nativeUsage);
  });

  test('withUsageReplacesUsageAndPreservesOtherMetadata', () => {
    const metadata = ChatResponseMetadata.builder()
      .id('id-1')
      .model('model-1')
      .usage(new DefaultUsage(1, 2, 3))
      .keyValue('custom', 'value')
      .build();
    const chatResponse = ChatResponse.builder().generations([]).metadata(metadata).build();

    const result = UsageCalculator.withUsage(chatResponse, new DefaultUsage(10, 20, 30));

    assertUsage(result.getMetadata().getUsage(), 10, 20, 30);
    expect(result.getMetadata().getId()).toBe('id-1');
    expect(result.getMetadata().getModel()).toBe('model-1');
    expect(result.getMetadata().get<string>('custom')).toBe('value');
  });

  test('isEmptyReturnsTrueForNullUsage', () => {
    expect(UsageCalculator.isEmpty(undefined)).toBe(true);
  });

  test('isEmptyReturnsTrueForZeroTotalTokens', () => {
    expect(UsageCalculator.isEmpty(new DefaultUsage(0, 0, 0))).toBe(true);
  });

  test('isEmptyReturnsFalseForNonZeroTotalTokens', () => {
    expect(UsageCalculator.isEmpty(new DefaultUsage(1, 2, 3))).toBe(false);
  });
});

describe('UsageCalculator (spring-ai-ts additions)', () => {
  test('a usage without getTotalTokens gets Java\'s default total', () => {
    const usage = { getPromptTokens: () => 2, getCompletionTokens: () => 3, getNativeUsage: () => undefined } as Usage;
    expect(UsageCalculator.isEmpty(usage)).toBe(false);
    const summed = UsageCalculator.getCumulativeUsage(usage, responseWith(new DefaultUsage(1, 1)));
    expect(summed.getTotalTokens()).toBe(7);
  });

  test('cannot be instantiated', () => {
    const Constructor = UsageCalculator as unknown as new () => unknown;
    expect(() => new Constructor()).toThrow('This is a utility class and cannot be instantiated');
  });
});
