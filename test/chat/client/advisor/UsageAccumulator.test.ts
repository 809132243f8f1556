import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { UsageAccumulator } from '../../../../src/chat/client/advisor/UsageAccumulator.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ChatResponseMetadata } from '../../../../src/chat/metadata/ChatResponseMetadata.js';
import { DefaultUsage } from '../../../../src/chat/metadata/DefaultUsage.js';
import { Usage } from '../../../../src/chat/metadata/Usage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';

// Ported from Spring AI 2.0.1's UsageAccumulatorTests (the class is not in v1.1.8).

function responseWith(usage: Usage): ChatResponse {
  const metadata = ChatResponseMetadata.builder().usage(usage).build();
  return ChatResponse.builder()
    .generations([new Generation(new AssistantMessage('response'))])
    .metadata(metadata)
    .build();
}

function clientResponseWith(usage: Usage): ChatClientResponse {
  return ChatClientResponse.builder().chatResponse(responseWith(usage)).build();
}

function assertUsage(usage: Usage, promptTokens: number, completionTokens: number, totalTokens: number): void {
  expect(usage.getPromptTokens()).toBe(promptTokens);
  expect(usage.getCompletionTokens()).toBe(completionTokens);
  expect(Usage.getTotalTokens(usage)).toBe(totalTokens);
}

describe('UsageAccumulatorTests', () => {
  test('accumulatedResponseIsNullBeforeAnyRoundResponse', () => {
    expect(new UsageAccumulator().accumulatedResponse()).toBeUndefined();
  });

  test('addRoundResponseFoldsUsageAcrossRounds', () => {
    const accumulator = new UsageAccumulator();

    accumulator.addRoundResponse(responseWith(new DefaultUsage(10, 20, 30)));
    const total = accumulator.addRoundResponse(responseWith(new DefaultUsage(1, 2, 3)));

    expect(total).toBeDefined();
    assertUsage(total!.getMetadata().getUsage(), 11, 22, 33);
    expect(accumulator.accumulatedResponse()).toBe(total);
  });

  test('applyAccumulatedUsageStampsAccumulatedTotalOntoResponse', () => {
    const accumulator = new UsageAccumulator();
    accumulator.addRoundResponse(responseWith(new DefaultUsage(10, 20, 30)));
    accumulator.addRoundResponse(responseWith(new DefaultUsage(1, 2, 3)));

    const finalResponse = clientResponseWith(new DefaultUsage(1, 2, 3));
    const result = accumulator.applyAccumulatedUsage(finalResponse);

    assertUsage(result.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
  });

  test('applyAccumulatedUsageLeavesResponseUnchangedWhenNothingAccumulated', () => {
    const response = clientResponseWith(new DefaultUsage(1, 2, 3));

    const result = new UsageAccumulator().applyAccumulatedUsage(response);

    expect(result).toBe(response);
  });

  test('applyPreviousAccumulatedUsageToChunkAddsPreviousUsageToUsageBearingChunk', () => {
    const previousAccumulatedResponse = responseWith(new DefaultUsage(10, 20, 30));
    const chunk = clientResponseWith(new DefaultUsage(1, 2, 3));

    const result = UsageAccumulator.applyPreviousAccumulatedUsageToChunk(chunk, previousAccumulatedResponse);

    assertUsage(result.chatResponse()!.getMetadata().getUsage(), 11, 22, 33);
  });

  test('applyPreviousAccumulatedUsageToChunkLeavesUsageFreeChunkUnchanged', () => {
    const previousAccumulatedResponse = responseWith(new DefaultUsage(10, 20, 30));
    const chunk = clientResponseWith(new DefaultUsage(0, 0, 0));

    const result = UsageAccumulator.applyPreviousAccumulatedUsageToChunk(chunk, previousAccumulatedResponse);

    expect(result).toBe(chunk);
  });

  test('emitFinalUsageCorrectionIfNecessaryEmitsUsageOnlyResponseWhenFinalRoundHasNoUsage', async () => {
    const aggregated = clientResponseWith(new DefaultUsage(0, 0, 0));
    const round = responseWith(new DefaultUsage(0, 0, 0));
    const accumulated = responseWith(new DefaultUsage(10, 20, 30));

    const result = await UsageAccumulator.emitFinalUsageCorrectionIfNecessary(aggregated, round, accumulated).collectList();

    expect(result).toHaveLength(1);
    assertUsage(result[0]!.chatResponse()!.getMetadata().getUsage(), 10, 20, 30);
    // Usage only: no generation is repeated.
    expect(result[0]!.chatResponse()!.getResults()).toHaveLength(0);
  });

  test('emitFinalUsageCorrectionIfNecessaryEmitsNothingWhenFinalRoundReportsUsage', async () => {
    const aggregated = clientResponseWith(new DefaultUsage(1, 2, 3));
    const round = responseWith(new DefaultUsage(1, 2, 3));
    const accumulated = responseWith(new DefaultUsage(11, 22, 33));

    const result = UsageAccumulator.emitFinalUsageCorrectionIfNecessary(aggregated, round, accumulated);

    expect(await result.collectList()).toEqual([]);
  });

  test('emitFinalUsageCorrectionIfNecessaryEmitsNothingWhenNothingAccumulated', async () => {
    const aggregated = clientResponseWith(new DefaultUsage(0, 0, 0));
    const round = responseWith(new DefaultUsage(0, 0, 0));

    const result = UsageAccumulator.emitFinalUsageCorrectionIfNecessary(aggregated, round, undefined);

    expect(await result.collectList()).toEqual([]);
  });
});
