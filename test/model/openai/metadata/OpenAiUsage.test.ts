// Ported from Spring AI OpenAiUsageTests (spring-ai-openai, v1.1.8).
import { DefaultUsage } from '../../../../src/chat/metadata/DefaultUsage.js';
import { CompletionTokenDetails, PromptTokensDetails, Usage } from '../../../../src/model/openai/index.js';

const getDefaultUsage = (usage: Usage): DefaultUsage => new DefaultUsage(usage.promptTokens(), usage.completionTokens(), usage.totalTokens(), usage);
const nativeOf = (usage: DefaultUsage): Usage => usage.getNativeUsage() as Usage;
const completionDetails = (r?: number, a?: number, au?: number, rej?: number) => new CompletionTokenDetails(r, a, au, rej);

describe('OpenAiUsageTests', () => {
  test('whenPromptTokensIsPresent', () => {
    expect(getDefaultUsage(new Usage(100, 200, 300)).getPromptTokens()).toBe(200);
  });

  test('whenPromptTokensIsNull', () => {
    expect(getDefaultUsage(new Usage(100, undefined, 100)).getPromptTokens()).toBe(0);
  });

  test('whenGenerationTokensIsPresent', () => {
    expect(getDefaultUsage(new Usage(100, 200, 300)).getCompletionTokens()).toBe(100);
  });

  test('whenGenerationTokensIsNull', () => {
    expect(getDefaultUsage(new Usage(undefined, 200, 200)).getCompletionTokens()).toBe(0);
  });

  test('whenTotalTokensIsPresent', () => {
    expect(getDefaultUsage(new Usage(100, 200, 300)).getTotalTokens()).toBe(300);
  });

  test('whenTotalTokensIsNull', () => {
    expect(getDefaultUsage(new Usage(100, 200, undefined)).getTotalTokens()).toBe(300);
  });

  test('whenPromptAndCompletionTokensDetailsIsNull', () => {
    const usage = getDefaultUsage(new Usage(100, 200, 300, undefined, undefined));
    expect(usage.getTotalTokens()).toBe(300);
    expect(nativeOf(usage).promptTokensDetails()).toBeUndefined();
    expect(nativeOf(usage).completionTokenDetails()).toBeUndefined();
  });

  test('whenCompletionTokenDetailsIsNull', () => {
    const usage = getDefaultUsage(new Usage(100, 200, 300, undefined, undefined));
    expect(usage.getTotalTokens()).toBe(300);
    expect(nativeOf(usage).completionTokenDetails()).toBeUndefined();
  });

  test('whenReasoningTokensIsNull', () => {
    const usage = getDefaultUsage(new Usage(100, 200, 300, undefined, completionDetails()));
    expect(nativeOf(usage).completionTokenDetails()?.reasoningTokens()).toBeUndefined();
  });

  test('whenCompletionTokenDetailsIsPresent', () => {
    const details = nativeOf(getDefaultUsage(new Usage(100, 200, 300, undefined, completionDetails(50)))).completionTokenDetails();
    expect([details?.reasoningTokens(), details?.acceptedPredictionTokens(), details?.audioTokens(), details?.rejectedPredictionTokens()]).toEqual([50, undefined, undefined, undefined]);
  });

  test('whenAcceptedPredictionTokensIsPresent', () => {
    const details = nativeOf(getDefaultUsage(new Usage(100, 200, 300, undefined, completionDetails(undefined, 75)))).completionTokenDetails();
    expect([details?.reasoningTokens(), details?.acceptedPredictionTokens(), details?.audioTokens(), details?.rejectedPredictionTokens()]).toEqual([undefined, 75, undefined, undefined]);
  });

  test('whenAudioTokensIsPresent', () => {
    const details = nativeOf(getDefaultUsage(new Usage(100, 200, 300, undefined, completionDetails(undefined, undefined, 125)))).completionTokenDetails();
    expect([details?.reasoningTokens(), details?.acceptedPredictionTokens(), details?.audioTokens(), details?.rejectedPredictionTokens()]).toEqual([undefined, undefined, 125, undefined]);
  });

  test('whenRejectedPredictionTokensIsNull', () => {
    const nativeUsage = nativeOf(getDefaultUsage(new Usage(100, 200, 300, undefined, completionDetails())));
    const details = nativeUsage.completionTokenDetails();
    expect([details?.reasoningTokens(), details?.acceptedPredictionTokens(), details?.audioTokens(), details?.rejectedPredictionTokens()]).toEqual([undefined, undefined, undefined, undefined]);
    expect(nativeUsage.promptTokensDetails()).toBeUndefined();
  });

  test('whenRejectedPredictionTokensIsPresent', () => {
    const details = nativeOf(getDefaultUsage(new Usage(100, 200, 300, undefined, completionDetails(undefined, undefined, undefined, 25)))).completionTokenDetails();
    expect([details?.reasoningTokens(), details?.acceptedPredictionTokens(), details?.audioTokens(), details?.rejectedPredictionTokens()]).toEqual([undefined, undefined, undefined, 25]);
  });

  test('whenCacheTokensIsNull', () => {
    const details = nativeOf(getDefaultUsage(new Usage(100, 200, 300, new PromptTokensDetails(undefined, undefined), undefined))).promptTokensDetails();
    expect(details?.audioTokens()).toBeUndefined();
    expect(details?.cachedTokens()).toBeUndefined();
  });

  test.each(['whenCacheTokensIsPresent', 'whenPromptCacheHitTokensIsPresent', 'whenPromptCacheMissTokensIsPresent'])('%s', () => {
    const details = nativeOf(getDefaultUsage(new Usage(100, 200, 300, new PromptTokensDetails(99, 15), undefined))).promptTokensDetails();
    expect(details?.audioTokens()).toBe(99);
    expect(details?.cachedTokens()).toBe(15);
  });

  test('whenAllTokenCountsAreZero', () => {
    const usage = getDefaultUsage(new Usage(0, 0, 0));
    expect([usage.getPromptTokens(), usage.getCompletionTokens(), usage.getTotalTokens()]).toEqual([0, 0, 0]);
  });

  test('whenAllTokenCountsAreNull', () => {
    const usage = getDefaultUsage(new Usage(undefined, undefined, undefined));
    expect([usage.getPromptTokens(), usage.getCompletionTokens(), usage.getTotalTokens()]).toEqual([0, 0, 0]);
  });
});
