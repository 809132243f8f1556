// Ported from Spring AI OpenAiStreamFunctionCallingHelperTest (spring-ai-openai, v1.1.8). Mockito mocks of records are plain instances here.
import {
  ChatCompletionChunk,
  ChatCompletionFinishReason,
  ChatCompletionFunction,
  ChatCompletionMessage,
  ChatCompletionMessageRole,
  ChunkChoice,
  OpenAiStreamFunctionCallingHelper,
  ToolCall,
  Usage,
} from '../../../../src/model/openai/index.js';

const chunk = (choices: Array<ChunkChoice | null> | undefined) =>
  new ChatCompletionChunk(undefined, choices as ChunkChoice[] | undefined, undefined, undefined, undefined, undefined, undefined, undefined);
const message = (toolCalls?: ToolCall[]) =>
  new ChatCompletionMessage(undefined, undefined, undefined, undefined, toolCalls, undefined, undefined, undefined, undefined);
const aToolCall = () => new ToolCall('call-1', 'function', new ChatCompletionFunction('fn', '{}'));

describe('OpenAiStreamFunctionCallingHelperTest', () => {
  const helper = new OpenAiStreamFunctionCallingHelper();

  test('merge_whenInputIsValid', () => {
    const expectedResult = new ChatCompletionChunk('id', [], Date.now(), 'model', 'default', 'fingerPrint', 'object', undefined);
    const previous = new ChatCompletionChunk(undefined, undefined, expectedResult.created(), expectedResult.model(), expectedResult.serviceTier(), undefined, undefined, undefined);
    const current = new ChatCompletionChunk(expectedResult.id(), undefined, undefined, undefined, undefined, expectedResult.systemFingerprint(), expectedResult.object(), expectedResult.usage());
    expect(helper.merge(previous, current)?.equals(expectedResult)).toBe(true);
  });

  test('isStreamingToolFunctionCall_whenChatCompletionChunkIsNull', () => {
    expect(helper.isStreamingToolFunctionCall(undefined)).toBe(false);
  });

  test('isStreamingToolFunctionCall_whenChatCompletionChunkChoicesIsEmpty', () => {
    expect(helper.isStreamingToolFunctionCall(chunk([]))).toBe(false);
  });

  test('isStreamingToolFunctionCall_whenChatCompletionChunkFirstChoiceIsNull', () => {
    expect(helper.isStreamingToolFunctionCall(chunk([null]))).toBe(false);
  });

  test('isStreamingToolFunctionCall_whenChatCompletionChunkFirstChoiceDeltaIsNull', () => {
    expect(helper.isStreamingToolFunctionCall(chunk([new ChunkChoice(undefined, undefined, undefined, undefined), null]))).toBe(false);
  });

  test('isStreamingToolFunctionCall_whenChatCompletionChunkFirstChoiceDeltaToolCallsIsNullOrEmpty', () => {
    const assertion = (delta: ChatCompletionMessage) => expect(helper.isStreamingToolFunctionCall(chunk([new ChunkChoice(undefined, undefined, delta, undefined)]))).toBe(false);
    assertion(new ChatCompletionMessage(undefined, undefined));
    assertion(message([]));
  });

  test('isStreamingToolFunctionCall_whenChatCompletionChunkFirstChoiceDeltaToolCallsIsNonEmpty', () => {
    expect(helper.isStreamingToolFunctionCall(chunk([new ChunkChoice(undefined, undefined, message([aToolCall()]), undefined)]))).toBe(true);
  });

  test('isStreamingToolFunctionCallFinish_whenChatCompletionChunkIsNull', () => {
    expect(helper.isStreamingToolFunctionCallFinish(undefined)).toBe(false);
  });

  test('isStreamingToolFunctionCallFinish_whenChatCompletionChunkChoicesIsEmpty', () => {
    expect(helper.isStreamingToolFunctionCallFinish(chunk([]))).toBe(false);
  });

  test('isStreamingToolFunctionCallFinish_whenChatCompletionChunkFirstChoiceIsNull', () => {
    expect(helper.isStreamingToolFunctionCallFinish(chunk([null]))).toBe(false);
  });

  test('isStreamingToolFunctionCallFinish_whenChatCompletionChunkFirstChoiceDeltaIsNull', () => {
    expect(helper.isStreamingToolFunctionCallFinish(chunk([new ChunkChoice(undefined, undefined, undefined, undefined), null]))).toBe(false);
  });

  test('isStreamingToolFunctionCallFinish_whenChatCompletionChunkFirstChoiceIsNotToolCalls', () => {
    expect(helper.isStreamingToolFunctionCallFinish(chunk([new ChunkChoice(undefined, undefined, new ChatCompletionMessage(undefined, undefined), undefined)]))).toBe(false);
  });

  test('isStreamingToolFunctionCallFinish_whenChatCompletionChunkFirstChoiceIsToolCalls', () => {
    const choice = new ChunkChoice(ChatCompletionFinishReason.TOOL_CALLS, undefined, new ChatCompletionMessage(undefined, undefined), undefined);
    expect(helper.isStreamingToolFunctionCallFinish(chunk([choice]))).toBe(true);
  });

  test('chunkToChatCompletion_whenInputIsValid', () => {
    const choice1 = new ChunkChoice(ChatCompletionFinishReason.TOOL_CALLS, 1, new ChatCompletionMessage(undefined, undefined), undefined);
    const choice2 = new ChunkChoice(ChatCompletionFinishReason.TOOL_CALLS, 2, new ChatCompletionMessage(undefined, undefined), undefined);
    const result = helper.chunkToChatCompletion(chunk([choice1, choice2]));
    expect(result.object()).toBe('chat.completion');
    expect(result.choices()).toHaveLength(2);
  });

  test('mergeCombinesChunkFieldsCorrectly', () => {
    const previous = new ChatCompletionChunk(undefined, undefined, 123456789, 'gpt-4', 'default', undefined, undefined, undefined);
    const current = new ChatCompletionChunk('chat-1', [], undefined, undefined, undefined, 'fp-456', 'chat.completion.chunk', undefined);
    const result = helper.merge(previous, current);
    expect(result?.id()).toBe('chat-1');
    expect(result?.created()).toBe(123456789);
    expect(result?.model()).toBe('gpt-4');
    expect(result?.systemFingerprint()).toBe('fp-456');
  });

  test('isStreamingToolFunctionCallReturnsFalseForNullOrEmptyChunks', () => {
    expect(helper.isStreamingToolFunctionCall(undefined)).toBe(false);
    expect(helper.isStreamingToolFunctionCall(chunk([]))).toBe(false);
  });

  test('isStreamingToolFunctionCall_returnsTrueForValidToolCalls', () => {
    expect(helper.isStreamingToolFunctionCall(chunk([new ChunkChoice(undefined, undefined, message([aToolCall()]), undefined)]))).toBe(true);
  });

  test('isStreamingToolFunctionCallFinishDetectsToolCallsFinishReason', () => {
    const choice = new ChunkChoice(ChatCompletionFinishReason.TOOL_CALLS, undefined, new ChatCompletionMessage(undefined, undefined), undefined);
    expect(helper.isStreamingToolFunctionCallFinish(chunk([choice]))).toBe(true);
  });

  test('merge_whenBothChunksAreNull', () => {
    expect(helper.merge(undefined, undefined)).toBeUndefined();
  });

  test('merge_whenPreviousIsNull', () => {
    const current = new ChatCompletionChunk('id', [], Date.now(), 'model', 'default', 'fingerprint', 'object', undefined);
    expect(helper.merge(undefined, current)).toBe(current);
  });

  test('merge_whenCurrentIsNull', () => {
    const previous = new ChatCompletionChunk('id', [], Date.now(), 'model', 'default', 'fingerprint', 'object', undefined);
    expect(helper.merge(previous, undefined)).toBe(previous);
  });

  test('merge_partialFieldsFromEachChunk', () => {
    const choices = [new ChunkChoice(undefined, 0, new ChatCompletionMessage('x', ChatCompletionMessageRole.ASSISTANT), undefined)];
    const usage = new Usage(1, 2, 3);
    const previous = new ChatCompletionChunk(undefined, choices, 1, 'model1', undefined, 'fp1', undefined, undefined);
    const current = new ChatCompletionChunk('id2', undefined, undefined, undefined, 'tier2', undefined, 'object2', usage);
    const result = helper.merge(previous, current);
    expect(result?.id()).toBe('id2');
    expect(result?.choices()).toEqual(choices);
    expect(result?.created()).toBe(1);
    expect(result?.model()).toBe('model1');
    expect(result?.serviceTier()).toBe('tier2');
    expect(result?.systemFingerprint()).toBe('fp1');
    expect(result?.object()).toBe('object2');
    expect(result?.usage()).toBe(usage);
  });

  test('isStreamingToolFunctionCall_withMultipleChoicesAndOnlyFirstHasToolCalls', () => {
    const choice1 = new ChunkChoice(undefined, undefined, message([aToolCall()]), undefined);
    const choice2 = new ChunkChoice(undefined, undefined, new ChatCompletionMessage(undefined, undefined), undefined);
    expect(helper.isStreamingToolFunctionCall(chunk([choice1, choice2]))).toBe(true);
  });

  test('isStreamingToolFunctionCall_withMultipleChoicesAndNoneHaveToolCalls', () => {
    const choice = new ChunkChoice(undefined, undefined, new ChatCompletionMessage(undefined, undefined), undefined);
    expect(helper.isStreamingToolFunctionCall(chunk([choice, choice]))).toBe(false);
  });

  test('isStreamingToolFunctionCallFinish_withMultipleChoicesAndOnlyFirstIsToolCallsFinish', () => {
    const choice1 = new ChunkChoice(ChatCompletionFinishReason.TOOL_CALLS, undefined, new ChatCompletionMessage(undefined, undefined), undefined);
    const choice2 = new ChunkChoice(ChatCompletionFinishReason.STOP, undefined, new ChatCompletionMessage(undefined, undefined), undefined);
    expect(helper.isStreamingToolFunctionCallFinish(chunk([choice1, choice2]))).toBe(true);
  });

  test('chunkToChatCompletion_whenChunkIsNull', () => {
    expect(() => helper.chunkToChatCompletion(undefined as unknown as ChatCompletionChunk)).toThrow(TypeError);
  });

  test('chunkToChatCompletion_withEmptyChoices', () => {
    const result = helper.chunkToChatCompletion(new ChatCompletionChunk('id', [], 1, 'model', 'tier', 'fp', 'object', undefined));
    expect(result.object()).toBe('chat.completion');
    expect(result.choices()).toEqual([]);
    expect(result.id()).toBe('id');
    expect(result.created()).toBe(1);
    expect(result.model()).toBe('model');
  });

  test('edgeCases_emptyStringFields', () => {
    const result = helper.chunkToChatCompletion(new ChatCompletionChunk('', [], 0, '', '', '', '', undefined));
    expect(result.id()).toBe('');
    expect(result.model()).toBe('');
    expect(result.serviceTier()).toBe('');
    expect(result.systemFingerprint()).toBe('');
    expect(result.created()).toBe(0);
  });

  test('isStreamingToolFunctionCall_withNullToolCallsList', () => {
    expect(helper.isStreamingToolFunctionCall(chunk([new ChunkChoice(undefined, undefined, message(undefined), undefined)]))).toBe(false);
  });
});

describe('OpenAiStreamFunctionCallingHelper tool-call merging (ours)', () => {
  const helper = new OpenAiStreamFunctionCallingHelper();
  const fragment = (id: string | undefined, name: string | undefined, args: string) =>
    chunk([new ChunkChoice(undefined, 0, message([new ToolCall(0, id, id === undefined ? undefined : 'function', new ChatCompletionFunction(name, args))]), undefined)]);

  test('a fragment without id continues the last call; one with an id starts a new call', () => {
    let merged = helper.merge(new ChatCompletionChunk(), fragment('call-1', 'a', '{"x":'));
    merged = helper.merge(merged, fragment(undefined, undefined, '1}'));
    merged = helper.merge(merged, fragment('call-2', 'b', '{}'));
    const calls = merged?.choices()?.[0]?.delta()?.toolCalls() ?? [];
    expect(calls.map((call) => [call.id(), call.function()?.name(), call.function()?.arguments()])).toEqual([
      ['call-1', 'a', '{"x":1}'],
      ['call-2', 'b', '{}'],
    ]);
  });

  test('several tool calls in one chunk are refused as in Spring', () => {
    const two = chunk([new ChunkChoice(undefined, 0, message([aToolCall(), aToolCall()]), undefined)]);
    expect(() => helper.merge(fragment('call-0', 'a', '{}'), two)).toThrow('Currently only one tool call is supported per message!');
  });
});
