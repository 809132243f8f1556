import { Usage } from '../../src/chat/metadata/index.js';

// Mockito's mock(Usage.class) with doCallRealMethod() on getTotalTokens: an object with only the
// abstract methods; Usage.getTotalTokens(usage) applies Java's default method.
function mockUsage(promptTokens: number | undefined, generationTokens: number | undefined) {
  return {
    getPromptTokens: jest.fn(() => promptTokens),
    getCompletionTokens: jest.fn(() => generationTokens),
    getNativeUsage: jest.fn(),
  };
}

function verifyUsage(usage: ReturnType<typeof mockUsage>): void {
  expect(usage.getPromptTokens).toHaveBeenCalledTimes(1);
  expect(usage.getCompletionTokens).toHaveBeenCalledTimes(1);
  expect(usage.getNativeUsage).not.toHaveBeenCalled();
}

describe('UsageTests', () => {
  test('totalTokensIsZeroWhenNoPromptOrGenerationMetadataPresent', () => {
    const usage = mockUsage(undefined, undefined);

    expect(Usage.getTotalTokens(usage)).toBe(0);
    verifyUsage(usage);
  });

  test('totalTokensEqualsPromptTokens', () => {
    const usage = mockUsage(10, undefined);

    expect(Usage.getTotalTokens(usage)).toBe(10);
    verifyUsage(usage);
  });

  test('totalTokensEqualsGenerationTokens', () => {
    const usage = mockUsage(undefined, 15);

    expect(Usage.getTotalTokens(usage)).toBe(15);
    verifyUsage(usage);
  });

  test('totalTokensEqualsPromptTokensPlusGenerationTokens', () => {
    const usage = mockUsage(10, 15);

    expect(Usage.getTotalTokens(usage)).toBe(25);
    verifyUsage(usage);
  });

  test('totalTokensHandlesZeroPromptTokens', () => {
    const usage = mockUsage(0, 1);

    expect(Usage.getTotalTokens(usage)).toBe(1);
    verifyUsage(usage);
  });

  test('totalTokensHandlesZeroCompletionTokens', () => {
    const usage = mockUsage(1, 0);

    expect(Usage.getTotalTokens(usage)).toBe(1);
    verifyUsage(usage);
  });

  test('totalTokensHandlesBothZeroTokens', () => {
    const usage = mockUsage(0, 0);

    expect(Usage.getTotalTokens(usage)).toBe(0);
    verifyUsage(usage);
  });
});

describe('Usage (spring-ai-ts additions)', () => {
  test('an implementation\'s own getTotalTokens wins over the default', () => {
    const usage = { ...mockUsage(1, 2), getTotalTokens: jest.fn(() => 99) };
    expect(Usage.getTotalTokens(usage)).toBe(99);
    expect(usage.getPromptTokens).not.toHaveBeenCalled();
    expect(Usage.isInstance(usage)).toBe(true);
    expect(Usage.isInstance({ getPromptTokens: () => 1 })).toBe(false);
  });
});
