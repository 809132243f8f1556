// Ported from Spring AI MiniMaxChatOptionsTests (v1.1.8).
import { UnsupportedOperationException } from '../../../src/java/core/UnsupportedOperationException.js';
import { FunctionTool } from '../../../src/model/minimax/api/FunctionTool.js';
import { MiniMaxApi } from '../../../src/model/minimax/api/MiniMaxApi.js';
import { ResponseFormat } from '../../../src/model/minimax/api/ResponseFormat.js';
import { MiniMaxChatOptions } from '../../../src/model/minimax/MiniMaxChatOptions.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';

function allFields(): MiniMaxChatOptions {
  return MiniMaxChatOptions.builder()
    .model('test-model')
    .frequencyPenalty(0.5)
    .maxTokens(10)
    .N(1)
    .presencePenalty(0.5)
    .responseFormat(new MiniMaxApi.ChatCompletionRequest.ResponseFormat('text'))
    .seed(1)
    .stop(['test'])
    .temperature(0.6)
    .topP(0.6)
    .maskSensitiveInfo(false)
    .toolChoice('test')
    .internalToolExecutionEnabled(true)
    .toolContext(new Map([['key1', 'value1']]))
    .build();
}

describe('MiniMaxChatOptionsTests', () => {
  test('testBuilderWithAllFields', () => {
    const options = allFields();
    expect([
      options.getModel(), options.getFrequencyPenalty(), options.getMaxTokens(), options.getN(), options.getPresencePenalty(),
      options.getResponseFormat(), options.getSeed(), options.getStop(), options.getTemperature(), options.getTopP(),
      options.getMaskSensitiveInfo(), options.getToolChoice(), options.getInternalToolExecutionEnabled(), options.getToolContext(),
    ]).toEqual([
      'test-model', 0.5, 10, 1, 0.5, new ResponseFormat('text'), 1, ['test'], 0.6, 0.6, false, 'test', true, new Map([['key1', 'value1']]),
    ]);
  });

  test('testCopy', () => {
    const original = allFields();
    const copied = original.copy<MiniMaxChatOptions>();
    expect(copied).not.toBe(original);
    expect(copied.equals(original)).toBe(true);
    expect(copied.hashCode()).toBe(original.hashCode());
    // Ensure deep copy
    expect(copied.getStop()).not.toBe(original.getStop());
    expect(copied.getToolContext()).not.toBe(original.getToolContext());
  });

  test('testNotEquals', () => {
    const options1 = MiniMaxChatOptions.builder().model('model1').build();
    const options2 = MiniMaxChatOptions.builder().model('model2').build();
    expect(options1.equals(options2)).toBe(false);
  });

  test('testSettersWithNulls', () => {
    const options = new MiniMaxChatOptions();
    options.setModel(undefined);
    options.setFrequencyPenalty(undefined);
    options.setMaxTokens(undefined);
    options.setN(undefined);
    options.setPresencePenalty(undefined);
    options.setResponseFormat(undefined);
    options.setSeed(undefined);
    options.setStop(undefined);
    options.setTemperature(undefined);
    options.setTopP(undefined);
    options.setMaskSensitiveInfo(undefined);
    options.setTools(undefined);
    options.setToolChoice(undefined);
    options.setInternalToolExecutionEnabled(undefined);
    options.setToolContext(null);

    expect(options.getModel()).toBeUndefined();
    expect(options.getFrequencyPenalty()).toBeUndefined();
    expect(options.getMaxTokens()).toBeUndefined();
    expect(options.getN()).toBeUndefined();
    expect(options.getPresencePenalty()).toBeUndefined();
    expect(options.getResponseFormat()).toBeUndefined();
    expect(options.getSeed()).toBeUndefined();
    expect(options.getStop()).toBeUndefined();
    expect(options.getTemperature()).toBeUndefined();
    expect(options.getTopP()).toBeUndefined();
    expect(options.getMaskSensitiveInfo()).toBeUndefined();
    expect(options.getTools()).toBeUndefined();
    expect(options.getToolChoice()).toBeUndefined();
    expect(options.getInternalToolExecutionEnabled()).toBeUndefined();
    expect(options.getToolContext()).toBeUndefined();
  });

  test('testImmutabilityOfCollections', () => {
    const tool = new FunctionTool(FunctionTool.Type.FUNCTION, new FunctionTool.Function('name', 'desc', undefined));
    const options = MiniMaxChatOptions.builder()
      .stop(['stop'])
      .tools([tool])
      .toolCallbacks([] as ToolCallback[])
      .toolNames(new Set(['tool']))
      .toolContext(new Map([['key', 'value']]))
      .build();
    expect(() => options.getStop()?.push('another')).toThrow(UnsupportedOperationException);
    expect(() => options.getTools()?.push(tool)).toThrow(UnsupportedOperationException);
    expect(() => options.getToolCallbacks().push(undefined as unknown as ToolCallback)).toThrow(UnsupportedOperationException);
    expect(() => options.getToolNames().add('another')).toThrow(UnsupportedOperationException);
    expect(() => options.getToolContext()!.set('another', 'value')).toThrow(UnsupportedOperationException);
  });

  test('testSetters', () => {
    const options = new MiniMaxChatOptions();
    options.setModel('test-model');
    options.setFrequencyPenalty(0.5);
    options.setMaxTokens(10);
    options.setN(1);
    options.setPresencePenalty(0.5);
    options.setResponseFormat(new ResponseFormat('text'));
    options.setSeed(1);
    options.setStop(['test']);
    options.setTemperature(0.6);
    options.setTopP(0.6);
    options.setMaskSensitiveInfo(false);
    options.setToolChoice('test');
    options.setInternalToolExecutionEnabled(true);
    options.setToolContext(new Map([['key1', 'value1']]));

    expect(options.getModel()).toBe('test-model');
    expect(options.getFrequencyPenalty()).toBe(0.5);
    expect(options.getMaxTokens()).toBe(10);
    expect(options.getN()).toBe(1);
    expect(options.getPresencePenalty()).toBe(0.5);
    expect(options.getResponseFormat()?.equals(new ResponseFormat('text'))).toBe(true);
    expect(options.getSeed()).toBe(1);
    expect(options.getStop()).toEqual(['test']);
    expect(options.getTemperature()).toBe(0.6);
    expect(options.getTopP()).toBe(0.6);
    expect(options.getMaskSensitiveInfo()).toBe(false);
    expect(options.getToolChoice()).toBe('test');
    expect(options.getInternalToolExecutionEnabled()).toBe(true);
    expect(options.getToolContext()).toEqual(new Map([['key1', 'value1']]));
  });

  test('testDefaultValues', () => {
    const options = new MiniMaxChatOptions();
    expect(options.getModel()).toBeUndefined();
    expect(options.getFrequencyPenalty()).toBeUndefined();
    expect(options.getMaxTokens()).toBeUndefined();
    expect(options.getN()).toBeUndefined();
    expect(options.getPresencePenalty()).toBeUndefined();
    expect(options.getResponseFormat()).toBeUndefined();
    expect(options.getSeed()).toBeUndefined();
    expect(options.getStop()).toBeUndefined();
    expect(options.getTemperature()).toBeUndefined();
    expect(options.getTopP()).toBeUndefined();
    expect(options.getMaskSensitiveInfo()).toBeUndefined();
    expect(options.getToolChoice()).toBeUndefined();
    expect(options.getInternalToolExecutionEnabled()).toBeUndefined();
    expect(options.getToolContext()).toEqual(new Map());
  });
});

describe('MiniMaxChatOptions (spring-ai-ts)', () => {
  test('fromOptions copies every field and the builder merges tool context entries', () => {
    const options = MiniMaxChatOptions.builder().toolContext({ a: 1 }).toolContext({ b: 2 }).toolNames('x', 'y').build();
    expect(options.getToolContext()).toEqual(new Map<string, unknown>([['a', 1], ['b', 2]]));
    expect(options.getToolNames()).toEqual(new Set(['x', 'y']));
    const copy = MiniMaxChatOptions.fromOptions(allFields());
    expect(copy.equals(allFields())).toBe(true);
    expect(copy.getTopK()).toBeUndefined();
    expect(copy.getStopSequences()).toEqual(['test']);
  });

  test('a copy shares no collection with its source, and a cleared tool context copies as an empty one', () => {
    const stop = ['a'];
    const names = new Set(['t']);
    const context = new Map<string, unknown>([['k', 1]]);
    const source = MiniMaxChatOptions.builder().stop(stop).toolNames(names).toolContext(context).build();
    const copy = source.copy<MiniMaxChatOptions>();
    stop.push('b');
    names.add('u');
    source.setToolContext(new Map([['other', 2]]));
    expect(copy.getStop()).toEqual(['a']);
    expect(copy.getToolNames()).toEqual(new Set(['t']));
    expect(copy.getToolContext()).toEqual(new Map([['k', 1]]));
    source.setToolContext(null);
    expect(source.getToolContext()).toBeUndefined();
    expect(MiniMaxChatOptions.fromOptions(source).getToolContext()).toEqual(new Map());
  });

  test('options of another model differ from equal-looking MiniMax options', () => {
    expect(allFields().equals(MiniMaxChatOptions.builder().model('test-model').build())).toBe(false);
    expect(allFields().equals('test-model')).toBe(false);
  });
});
