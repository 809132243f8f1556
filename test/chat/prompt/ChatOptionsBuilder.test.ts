import { UnsupportedOperationException } from '../../../src/java/core/UnsupportedOperationException.js';
import { ChatOptions, DefaultChatOptions } from '../../../src/chat/prompt/index.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/index.js';
import { FunctionToolCallback } from '../../../src/tool/function/index.js';

describe('ChatOptionsBuilderTests', () => {
  let builder: ChatOptions.Builder;

  beforeEach(() => {
    builder = ChatOptions.builder();
  });

  test('shouldBuildWithAllOptions', () => {
    const options = builder
      .model('gpt-4')
      .maxTokens(100)
      .temperature(0.7)
      .topP(1.0)
      .topK(40)
      .stopSequences(['stop1', 'stop2'])
      .build();

    expect(options.getModel()).toBe('gpt-4');
    expect(options.getMaxTokens()).toBe(100);
    expect(options.getTemperature()).toBe(0.7);
    expect(options.getTopP()).toBe(1.0);
    expect(options.getTopK()).toBe(40);
    expect(options.getStopSequences()).toEqual(['stop1', 'stop2']);
  });

  test('shouldBuildWithMinimalOptions', () => {
    const options = builder.model('gpt-4').build();

    expect(options.getModel()).toBe('gpt-4');
    expect(options.getMaxTokens()).toBeUndefined();
    expect(options.getTemperature()).toBeUndefined();
    expect(options.getTopP()).toBeUndefined();
    expect(options.getTopK()).toBeUndefined();
    expect(options.getStopSequences()).toBeUndefined();
  });

  test('shouldCopyOptions', () => {
    const original = builder
      .model('gpt-4')
      .maxTokens(100)
      .temperature(0.7)
      .topP(1.0)
      .topK(40)
      .stopSequences(['stop1', 'stop2'])
      .build();

    const copy = original.copy();

    expect(copy).toEqual(original);
    expect(copy.getStopSequences()).not.toBe(original.getStopSequences());
  });

  test('shouldUpcastToChatOptions', () => {
    const callback = FunctionToolCallback.builder('function1', () => 'result')
      .description('Test function')
      .inputType(String)
      .build();

    const toolCallingChatOptions = ToolCallingChatOptions.builder()
      .model('gpt-4')
      .maxTokens(100)
      .temperature(0.7)
      .topP(1.0)
      .topK(40)
      .stopSequences(['stop1', 'stop2'])
      .toolNames(new Set(['function1', 'function2']))
      .toolCallbacks([callback])
      .build();

    const chatOptions: ChatOptions = toolCallingChatOptions;

    expect(chatOptions.getModel()).toBe('gpt-4');
    expect(chatOptions.getMaxTokens()).toBe(100);
    expect(chatOptions.getTemperature()).toBe(0.7);
    expect(chatOptions.getTopP()).toBe(1.0);
    expect(chatOptions.getTopK()).toBe(40);
    expect(chatOptions.getStopSequences()).toEqual(['stop1', 'stop2']);
  });

  test('shouldAllowBuilderReuse', () => {
    const options1 = builder.model('model1').temperature(0.7).build();
    const options2 = builder.model('model2').build();

    expect(options1.getModel()).toBe('model1');
    expect(options1.getTemperature()).toBe(0.7);
    expect(options2.getModel()).toBe('model2');
    expect(options2.getTemperature()).toBe(0.7);
  });

  test('shouldReturnSameBuilderInstanceOnEachMethod', () => {
    const returnedBuilder = builder.model('test');

    expect(returnedBuilder).toBe(builder);
  });

  test('shouldHaveExpectedDefaultValues', () => {
    const options = builder.build();

    expect(options.getModel()).toBeUndefined();
    expect(options.getTemperature()).toBeUndefined();
    expect(options.getMaxTokens()).toBeUndefined();
    expect(options.getTopP()).toBeUndefined();
    expect(options.getTopK()).toBeUndefined();
    expect(options.getFrequencyPenalty()).toBeUndefined();
    expect(options.getPresencePenalty()).toBeUndefined();
    expect(options.getStopSequences()).toBeUndefined();
  });

  test('shouldBeImmutableAfterBuild', () => {
    const stopSequences = ['stop1', 'stop2'];
    const options = builder.stopSequences(stopSequences).build();

    expect(() => options.getStopSequences()!.push('stop3')).toThrow(UnsupportedOperationException);
  });

  test('shouldHandleNullStopSequences', () => {
    const options = builder.model('test-model').stopSequences(undefined).build();

    expect(options.getStopSequences()).toBeUndefined();
  });

  test('shouldHandleEmptyStopSequences', () => {
    const options = builder.model('test-model').stopSequences([]).build();

    expect(options.getStopSequences()).toEqual([]);
  });

  test('shouldHandleFrequencyAndPresencePenalties', () => {
    const options = builder.model('test-model').frequencyPenalty(0.5).presencePenalty(0.3).build();

    expect(options.getFrequencyPenalty()).toBe(0.5);
    expect(options.getPresencePenalty()).toBe(0.3);
  });

  test('shouldMaintainStopSequencesOrder', () => {
    const orderedSequences = ['first', 'second', 'third', 'fourth'];

    const options = builder.model('test-model').stopSequences(orderedSequences).build();

    expect(options.getStopSequences()).toEqual(['first', 'second', 'third', 'fourth']);
  });

  test('shouldCreateIndependentCopies', () => {
    const original = builder.model('test-model').stopSequences(['stop1']).build();

    const copy1 = original.copy();
    const copy2 = original.copy();

    expect(copy1).not.toBe(copy2);
    expect(copy1.getStopSequences()).not.toBe(copy2.getStopSequences());
    expect(copy1).toEqual(copy2);
  });

  test('shouldHandleSpecialStringValues', () => {
    const options = builder.model('').stopSequences(['', '  ', '\n', '\t']).build();

    expect(options.getModel()).toBe('');
    expect(options.getStopSequences()).toEqual(['', '  ', '\n', '\t']);
  });

  test('shouldPreserveCopyIntegrity', () => {
    const mutableList = ['original'];
    const original = builder.model('test-model').stopSequences(mutableList).build();

    mutableList.push('modified');

    const copy = original.copy();

    expect(original.getStopSequences()).toEqual(['original']);
    expect(copy.getStopSequences()).toEqual(['original']);
  });
});

describe('ChatOptions (spring-ai-ts additions)', () => {
  test('builder builds DefaultChatOptions and copy keeps the class', () => {
    const options = ChatOptions.builder().model('m').build();
    expect(options).toBeInstanceOf(DefaultChatOptions);
    const copy: DefaultChatOptions = options.copy();
    expect(copy).toBeInstanceOf(DefaultChatOptions);
    expect(ChatOptions.isInstance(copy)).toBe(true);
    expect(ChatOptions.isInstance({ getModel: () => 'x' })).toBe(false);
  });
});
