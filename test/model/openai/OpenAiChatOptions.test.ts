// Ported from Spring AI OpenAiChatOptionsTests (spring-ai-openai, v1.1.8). AssertJ's extracting(fields) reads the getters here.
import {
  Approximate,
  AudioParameters,
  AudioResponseFormat,
  AudioVoice,
  type FunctionTool,
  OpenAiChatOptions,
  ResponseFormat,
  SearchContextSize,
  ServiceTier,
  StreamOptions,
  UserLocation,
  WebSearchOptions,
} from '../../../src/model/openai/index.js';

describe('OpenAiChatOptionsTests', () => {
  test('testBuilderWithAllFields', () => {
    const logitBias = new Map([['token1', 1], ['token2', -1]]);
    const outputModalities = ['text', 'audio'];
    const outputAudio = new AudioParameters(AudioVoice.ALLOY, AudioResponseFormat.MP3);
    const responseFormat = new ResponseFormat();
    const streamOptions = StreamOptions.INCLUDE_USAGE;
    const stopSequences = ['stop1', 'stop2'];
    const tools: FunctionTool[] = [];
    const toolChoice = 'auto';
    const metadata = new Map([['key1', 'value1']]);
    const toolContext = new Map<string, unknown>([['keyA', 'valueA']]);
    const options = OpenAiChatOptions.builder()
      .model('test-model')
      .frequencyPenalty(0.5)
      .logitBias(logitBias)
      .logprobs(true)
      .topLogprobs(5)
      .maxTokens(100)
      .maxCompletionTokens(50)
      .N(2)
      .outputModalities(outputModalities)
      .outputAudio(outputAudio)
      .presencePenalty(0.8)
      .responseFormat(responseFormat)
      .streamUsage(true)
      .seed(12345)
      .stop(stopSequences)
      .temperature(0.7)
      .topP(0.9)
      .tools(tools)
      .toolChoice(toolChoice)
      .user('test-user')
      .parallelToolCalls(true)
      .store(false)
      .metadata(metadata)
      .reasoningEffort('medium')
      .internalToolExecutionEnabled(false)
      .httpHeaders(new Map([['header1', 'value1']]))
      .toolContext(toolContext)
      .serviceTier(ServiceTier.PRIORITY)
      .promptCacheKey('test-cache-key')
      .safetyIdentifier('test-safety-id')
      .build();
    expect([
      options.getModel(), options.getFrequencyPenalty(), options.getLogitBias(), options.getLogprobs(), options.getTopLogprobs(), options.getMaxTokens(),
      options.getMaxCompletionTokens(), options.getN(), options.getOutputModalities(), options.getOutputAudio(), options.getPresencePenalty(), options.getResponseFormat(),
      options.getStreamOptions(), options.getSeed(), options.getStop(), options.getTemperature(), options.getTopP(), options.getTools(), options.getToolChoice(), options.getUser(),
      options.getParallelToolCalls(), options.getStore(), options.getMetadata(), options.getReasoningEffort(), options.getInternalToolExecutionEnabled(),
      options.getHttpHeaders(), options.getToolContext(), options.getServiceTier(), options.getPromptCacheKey(), options.getSafetyIdentifier(),
    ]).toEqual([
      'test-model', 0.5, logitBias, true, 5, undefined, 50, 2, outputModalities, outputAudio, 0.8, responseFormat, streamOptions, 12345, stopSequences, 0.7, 0.9, tools,
      toolChoice, 'test-user', true, false, metadata, 'medium', false, new Map([['header1', 'value1']]), toolContext, ServiceTier.PRIORITY.getValue(), 'test-cache-key',
      'test-safety-id',
    ]);
    expect(options.getStreamUsage()).toBe(true);
    expect(options.getStreamOptions()).toBe(StreamOptions.INCLUDE_USAGE);
  });

  test('testCopy', () => {
    const originalOptions = OpenAiChatOptions.builder()
      .model('test-model')
      .frequencyPenalty(0.5)
      .logitBias(new Map([['token1', 1]]))
      .logprobs(true)
      .topLogprobs(5)
      .maxCompletionTokens(50)
      .N(2)
      .outputModalities(['text'])
      .outputAudio(new AudioParameters(AudioVoice.ALLOY, AudioResponseFormat.MP3))
      .presencePenalty(0.8)
      .responseFormat(new ResponseFormat())
      .streamUsage(false)
      .seed(12345)
      .stop(['stop1'])
      .temperature(0.7)
      .topP(0.9)
      .tools([])
      .toolChoice('none')
      .user('test-user')
      .parallelToolCalls(false)
      .store(true)
      .metadata(new Map([['key1', 'value1']]))
      .reasoningEffort('low')
      .internalToolExecutionEnabled(true)
      .httpHeaders(new Map([['header1', 'value1']]))
      .serviceTier(ServiceTier.DEFAULT)
      .promptCacheKey('copy-test-cache')
      .safetyIdentifier('copy-test-safety')
      .build();
    const copiedOptions = originalOptions.copy<OpenAiChatOptions>();
    expect(copiedOptions).not.toBe(originalOptions);
    expect(copiedOptions.equals(originalOptions)).toBe(true);
  });

  test('testSetters', () => {
    const logitBias = new Map([['token1', 1]]);
    const outputAudio = new AudioParameters(AudioVoice.ALLOY, AudioResponseFormat.MP3);
    const responseFormat = new ResponseFormat();
    const tools: FunctionTool[] = [];
    const metadata = new Map([['key2', 'value2']]);
    const options = new OpenAiChatOptions();
    options.setModel('test-model');
    options.setFrequencyPenalty(0.5);
    options.setLogitBias(logitBias);
    options.setLogprobs(true);
    options.setTopLogprobs(5);
    options.setMaxTokens(100);
    options.setMaxCompletionTokens(50);
    options.setN(2);
    options.setOutputModalities(['audio']);
    options.setOutputAudio(outputAudio);
    options.setPresencePenalty(0.8);
    options.setResponseFormat(responseFormat);
    options.setStreamOptions(StreamOptions.INCLUDE_USAGE);
    options.setSeed(12345);
    options.setStop(['stop1', 'stop2']);
    options.setTemperature(0.7);
    options.setTopP(0.9);
    options.setTools(tools);
    options.setToolChoice('auto');
    options.setUser('test-user');
    options.setParallelToolCalls(true);
    options.setStore(false);
    options.setMetadata(metadata);
    options.setReasoningEffort('high');
    options.setInternalToolExecutionEnabled(false);
    options.setHttpHeaders(new Map([['header2', 'value2']]));
    options.setServiceTier(ServiceTier.DEFAULT.getValue());
    expect(options.getModel()).toBe('test-model');
    expect(options.getFrequencyPenalty()).toBe(0.5);
    expect(options.getLogitBias()).toEqual(logitBias);
    expect(options.getLogprobs()).toBe(true);
    expect(options.getTopLogprobs()).toBe(5);
    expect(options.getMaxTokens()).toBe(100);
    expect(options.getMaxCompletionTokens()).toBe(50);
    expect(options.getN()).toBe(2);
    expect(options.getOutputModalities()).toEqual(['audio']);
    expect(options.getOutputAudio()).toBe(outputAudio);
    expect(options.getPresencePenalty()).toBe(0.8);
    expect(options.getResponseFormat()).toBe(responseFormat);
    expect(options.getStreamOptions()).toBe(StreamOptions.INCLUDE_USAGE);
    expect(options.getSeed()).toBe(12345);
    expect(options.getStop()).toEqual(['stop1', 'stop2']);
    expect(options.getTemperature()).toBe(0.7);
    expect(options.getTopP()).toBe(0.9);
    expect(options.getTools()).toBe(tools);
    expect(options.getToolChoice()).toBe('auto');
    expect(options.getUser()).toBe('test-user');
    expect(options.getParallelToolCalls()).toBe(true);
    expect(options.getStore()).toBe(false);
    expect(options.getMetadata()).toEqual(metadata);
    expect(options.getReasoningEffort()).toBe('high');
    expect(options.getInternalToolExecutionEnabled()).toBe(false);
    expect(options.getHttpHeaders()).toEqual(new Map([['header2', 'value2']]));
    expect(options.getStreamUsage()).toBe(true);
    options.setStreamUsage(false);
    expect(options.getStreamUsage()).toBe(false);
    expect(options.getStreamOptions()).toBeUndefined();
    options.setStopSequences(['s1', 's2']);
    expect(options.getStopSequences()).toEqual(['s1', 's2']);
    expect(options.getStop()).toEqual(['s1', 's2']);
    expect(options.getServiceTier()).toBe('default');
  });

  test('testDefaultValues', () => {
    const options = new OpenAiChatOptions();
    for (const value of [
      options.getModel(), options.getFrequencyPenalty(), options.getLogitBias(), options.getLogprobs(), options.getTopLogprobs(), options.getMaxTokens(),
      options.getMaxCompletionTokens(), options.getN(), options.getOutputModalities(), options.getOutputAudio(), options.getPresencePenalty(),
      options.getResponseFormat(), options.getStreamOptions(), options.getSeed(), options.getStop(), options.getTemperature(), options.getTopP(), options.getTools(),
      options.getToolChoice(), options.getUser(), options.getParallelToolCalls(), options.getStore(), options.getMetadata(), options.getReasoningEffort(),
      options.getInternalToolExecutionEnabled(), options.getStopSequences(), options.getServiceTier(),
    ]) {
      expect(value).toBeUndefined();
    }
    expect(options.getToolCallbacks()).toEqual([]);
    expect(options.getHttpHeaders()).toEqual(new Map());
    expect(options.getToolContext()).toEqual(new Map());
    expect(options.getStreamUsage()).toBe(false);
  });

  test('testFromOptions_webSearchOptions', () => {
    const chatOptions = OpenAiChatOptions.builder()
      .webSearchOptions(new WebSearchOptions(SearchContextSize.MEDIUM, new UserLocation('type', new Approximate('beijing', 'china', 'region', 'UTC+8'))))
      .build();
    const target = OpenAiChatOptions.fromOptions(chatOptions);
    const webSearchOptions = target.getWebSearchOptions();
    expect(webSearchOptions).toBeDefined();
    expect(webSearchOptions?.searchContextSize()).toBe(SearchContextSize.MEDIUM);
    expect(webSearchOptions?.userLocation()?.type()).toBe('type');
    const approximate = webSearchOptions?.userLocation()?.approximate();
    expect(approximate?.city()).toBe('beijing');
    expect(approximate?.country()).toBe('china');
    expect(approximate?.region()).toBe('region');
    expect(approximate?.timezone()).toBe('UTC+8');
  });

  test('testEqualsAndHashCode', () => {
    const options1 = OpenAiChatOptions.builder().model('test-model').temperature(0.7).maxTokens(100).build();
    const options2 = OpenAiChatOptions.builder().model('test-model').temperature(0.7).maxTokens(100).build();
    const options3 = OpenAiChatOptions.builder().model('different-model').temperature(0.7).maxTokens(100).build();
    expect(options1.equals(options2)).toBe(true);
    expect(options1.equals(options3)).toBe(false);
    expect(options1.equals(null)).toBe(false);
    expect(options1.equals(options1)).toBe(true);
    expect(options1.hashCode()).toBe(options2.hashCode());
    expect(options1.hashCode()).not.toBe(options3.hashCode());
  });

  test('testBuilderWithNullValues', () => {
    const options = OpenAiChatOptions.builder().temperature(undefined).logitBias(undefined).stop(undefined).tools(undefined).metadata(undefined).build();
    expect(options.getModel()).toBeUndefined();
    expect(options.getTemperature()).toBeUndefined();
    expect(options.getLogitBias()).toBeUndefined();
    expect(options.getStop()).toBeUndefined();
    expect(options.getTools()).toBeUndefined();
    expect(options.getMetadata()).toBeUndefined();
  });

  test('testBuilderChaining', () => {
    const builder = OpenAiChatOptions.builder();
    const result = builder.model('test-model').temperature(0.7).maxTokens(100);
    expect(result).toBe(builder);
    const options = result.build();
    expect(options.getModel()).toBe('test-model');
    expect(options.getTemperature()).toBe(0.7);
    expect(options.getMaxTokens()).toBe(100);
  });

  test('testNullAndEmptyCollections', () => {
    const options = new OpenAiChatOptions();
    options.setLogitBias(undefined);
    options.setStop(undefined);
    options.setTools(undefined);
    options.setMetadata(undefined);
    options.setOutputModalities(undefined);
    expect(options.getLogitBias()).toBeUndefined();
    expect(options.getStop()).toBeUndefined();
    expect(options.getTools()).toBeUndefined();
    expect(options.getMetadata()).toBeUndefined();
    expect(options.getOutputModalities()).toBeUndefined();
    options.setLogitBias(new Map());
    options.setStop([]);
    options.setTools([]);
    options.setMetadata(new Map());
    options.setOutputModalities([]);
    expect(options.getLogitBias()?.size).toBe(0);
    expect(options.getStop()).toEqual([]);
    expect(options.getTools()).toEqual([]);
    expect(options.getMetadata()?.size).toBe(0);
    expect(options.getOutputModalities()).toEqual([]);
  });

  test('testStreamUsageStreamOptionsInteraction', () => {
    const options = new OpenAiChatOptions();
    expect(options.getStreamUsage()).toBe(false);
    expect(options.getStreamOptions()).toBeUndefined();
    options.setStreamUsage(true);
    expect(options.getStreamUsage()).toBe(true);
    expect(options.getStreamOptions()).toBe(StreamOptions.INCLUDE_USAGE);
    options.setStreamUsage(false);
    expect(options.getStreamUsage()).toBe(false);
    expect(options.getStreamOptions()).toBeUndefined();
    options.setStreamOptions(StreamOptions.INCLUDE_USAGE);
    expect(options.getStreamUsage()).toBe(true);
    expect(options.getStreamOptions()).toBe(StreamOptions.INCLUDE_USAGE);
    options.setStreamOptions(undefined);
    expect(options.getStreamUsage()).toBe(false);
    expect(options.getStreamOptions()).toBeUndefined();
  });

  test('testStopSequencesAlias', () => {
    const options = new OpenAiChatOptions();
    options.setStopSequences(['stop1', 'stop2']);
    expect(options.getStopSequences()).toEqual(['stop1', 'stop2']);
    expect(options.getStop()).toEqual(['stop1', 'stop2']);
    options.setStop(['stop3', 'stop4']);
    expect(options.getStop()).toEqual(['stop3', 'stop4']);
    expect(options.getStopSequences()).toEqual(['stop3', 'stop4']);
  });

  test('testFromOptionsWithWebSearchOptionsNull', () => {
    const source = OpenAiChatOptions.builder().model('test-model').temperature(0.7).webSearchOptions(undefined).build();
    const result = OpenAiChatOptions.fromOptions(source);
    expect(result.getModel()).toBe('test-model');
    expect(result.getTemperature()).toBe(0.7);
    expect(result.getWebSearchOptions()).toBeUndefined();
  });

  test('testCopyChangeIndependence', () => {
    const original = OpenAiChatOptions.builder().model('original-model').temperature(0.5).build();
    const copied = original.copy<OpenAiChatOptions>();
    original.setModel('modified-model');
    original.setTemperature(0.9);
    expect(copied.getModel()).toBe('original-model');
    expect(copied.getTemperature()).toBe(0.5);
  });

  test('testMaxTokensMutualExclusivityValidation', () => {
    const options = OpenAiChatOptions.builder().maxCompletionTokens(100).maxTokens(50).build();
    expect(options.getMaxTokens()).toBe(50);
    expect(options.getMaxCompletionTokens()).toBeUndefined();
  });

  test('testMaxCompletionTokensMutualExclusivityValidation', () => {
    const options = OpenAiChatOptions.builder().maxTokens(50).maxCompletionTokens(100).build();
    expect(options.getMaxTokens()).toBeUndefined();
    expect(options.getMaxCompletionTokens()).toBe(100);
  });

  test('testMaxTokensWithNullDoesNotClearMaxCompletionTokens', () => {
    const options = OpenAiChatOptions.builder().maxCompletionTokens(100).maxTokens(undefined).build();
    expect(options.getMaxTokens()).toBeUndefined();
    expect(options.getMaxCompletionTokens()).toBe(100);
  });

  test('testMaxCompletionTokensWithNullDoesNotClearMaxTokens', () => {
    const options = OpenAiChatOptions.builder().maxTokens(50).maxCompletionTokens(undefined).build();
    expect(options.getMaxTokens()).toBe(50);
    expect(options.getMaxCompletionTokens()).toBeUndefined();
  });

  test('testBuilderCanSetOnlyMaxTokens', () => {
    const options = OpenAiChatOptions.builder().maxTokens(100).build();
    expect(options.getMaxTokens()).toBe(100);
    expect(options.getMaxCompletionTokens()).toBeUndefined();
  });

  test('testBuilderCanSetOnlyMaxCompletionTokens', () => {
    const options = OpenAiChatOptions.builder().maxCompletionTokens(150).build();
    expect(options.getMaxTokens()).toBeUndefined();
    expect(options.getMaxCompletionTokens()).toBe(150);
  });

  test('testSettersMutualExclusivityNotEnforced', () => {
    const options = new OpenAiChatOptions();
    options.setMaxTokens(50);
    options.setMaxCompletionTokens(100);
    expect(options.getMaxTokens()).toBe(50);
    expect(options.getMaxCompletionTokens()).toBe(100);
  });
});

describe('OpenAiChatOptions (ours)', () => {
  test('outputSchema sets a strict json_schema response format named custom_schema', () => {
    const options = OpenAiChatOptions.builder().outputSchema('{"type":"object","properties":{"a":{"type":"string"}}}').build();
    expect(JSON.parse(JSON.stringify(options.getResponseFormat()))).toEqual({
      type: 'json_schema',
      json_schema: { name: 'custom_schema', schema: { type: 'object', properties: { a: { type: 'string' } } }, strict: true },
    });
  });

  test('toString prints the request fields as JSON', () => {
    expect(OpenAiChatOptions.builder().model('m').temperature(0.5).build().toString()).toBe('OpenAiChatOptions: {"model":"m","temperature":0.5}');
  });
});
