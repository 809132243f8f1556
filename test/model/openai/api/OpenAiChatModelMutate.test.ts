// Ported from Spring AI OpenAiChatModelMutateTests (spring-ai-openai, v1.1.8).
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from '../../../../src/model/openai/index.js';

describe('OpenAiChatModelMutateTests', () => {
  const baseApi = OpenAiApi.builder().baseUrl('https://api.openai.com').apiKey('base-key').build();
  const baseModel = OpenAiChatModel.builder().openAiApi(baseApi).defaultOptions(OpenAiChatOptions.builder().model('gpt-3.5-turbo').build()).build();

  test('testMutateCreatesDistinctClientsWithDifferentEndpointsAndModels', () => {
    const gpt4Api = baseApi.mutate().baseUrl('https://api.openai.com').apiKey('your-api-key-for-gpt4').build();
    const gpt4Model = baseModel.mutate().openAiApi(gpt4Api).defaultOptions(OpenAiChatOptions.builder().model('gpt-4').temperature(0.7).build()).build();
    const llamaApi = baseApi.mutate().baseUrl('https://your-custom-endpoint.com').apiKey('your-api-key-for-llama').build();
    const llamaModel = baseModel.mutate().openAiApi(llamaApi).defaultOptions(OpenAiChatOptions.builder().model('llama-70b').temperature(0.5).build()).build();
    expect(gpt4Model).not.toBe(llamaModel);
    expect(gpt4Api).not.toBe(llamaApi);
    expect(gpt4Model.toString()).toContain('gpt-4');
    expect(llamaModel.toString()).toContain('llama-70b');
  });

  test('testCloneCreatesDeepCopy', () => {
    const clone = baseModel.clone();
    expect(clone).not.toBe(baseModel);
    expect(clone.toString()).toBe(baseModel.toString());
  });

  test('mutateDoesNotAffectOriginal', () => {
    const mutated = baseModel.mutate().defaultOptions(OpenAiChatOptions.builder().model('gpt-4').build()).build();
    expect(mutated).not.toBe(baseModel);
    expect(mutated.getDefaultOptions().getModel()).toBe('gpt-4');
    expect(baseModel.getDefaultOptions().getModel()).toBe('gpt-3.5-turbo');
  });

  test('mutateHeadersCreatesDistinctHeaders', () => {
    const mutatedApi = baseApi.mutate().headers(new Map([['X-Test', ['value']]])).build();
    expect(mutatedApi.getHeaders().has('X-Test')).toBe(true);
    expect(baseApi.getHeaders().has('X-Test')).toBe(false);
  });

  test('mutateHandlesNullAndDefaults', () => {
    const apiWithDefaults = OpenAiApi.builder().baseUrl('https://api.openai.com').apiKey('key').build();
    const mutated = apiWithDefaults.mutate().build();
    expect(mutated.getBaseUrl()).toBe('https://api.openai.com');
    expect(mutated.getApiKey().getValue()).toBe('key');
  });

  test('multipleSequentialMutationsProduceDistinctInstances', () => {
    const m1 = baseModel.mutate().defaultOptions(OpenAiChatOptions.builder().model('m1').build()).build();
    const m2 = m1.mutate().defaultOptions(OpenAiChatOptions.builder().model('m2').build()).build();
    const m3 = m2.mutate().defaultOptions(OpenAiChatOptions.builder().model('m3').build()).build();
    expect(m1).not.toBe(m2);
    expect(m2).not.toBe(m3);
    expect(m1.getDefaultOptions().getModel()).toBe('m1');
    expect(m2.getDefaultOptions().getModel()).toBe('m2');
    expect(m3.getDefaultOptions().getModel()).toBe('m3');
  });

  test('mutateAndCloneAreEquivalent', () => {
    const mutated = baseModel.mutate().build();
    const cloned = baseModel.clone();
    expect(mutated.toString()).toBe(cloned.toString());
    expect(mutated).not.toBe(cloned);
  });

  test('testApiMutateWithComplexHeaders', () => {
    const complexHeaders = new Map([
      ['Authorization', ['Bearer custom-token']],
      ['X-Custom-Header', ['value1', 'value2']],
      ['User-Agent', ['Custom-Client/1.0']],
    ]);
    const mutatedApi = baseApi.mutate().headers(complexHeaders).build();
    expect(mutatedApi.getHeaders().has('Authorization')).toBe(true);
    expect(mutatedApi.getHeaders().has('X-Custom-Header')).toBe(true);
    expect(mutatedApi.getHeaders().has('User-Agent')).toBe(true);
    expect(mutatedApi.getHeaders().get('X-Custom-Header')).toHaveLength(2);
  });

  test('testMutateWithEmptyOptions', () => {
    const mutated = baseModel.mutate().defaultOptions(OpenAiChatOptions.builder().build()).build();
    expect(mutated.getDefaultOptions()).toBeDefined();
    expect(mutated.getDefaultOptions()).not.toBe(baseModel.getDefaultOptions());
  });

  test('testApiMutateWithEmptyHeaders', () => {
    expect(baseApi.mutate().headers(new Map()).build().getHeaders().size).toBe(0);
  });

  test('testCloneAndMutateIndependence', () => {
    const cloned = baseModel.clone();
    const mutated = baseModel.mutate().build();
    expect(cloned).not.toBe(mutated);
    expect(cloned).not.toBe(baseModel);
    expect(mutated).not.toBe(baseModel);
  });

  test('testMutateBuilderValidation', () => {
    expect(baseModel.mutate()).toBeDefined();
    const unchanged = baseModel.mutate().build();
    expect(unchanged).not.toBe(baseModel);
  });

  test('testMutateWithInvalidBaseUrl', () => {
    expect(() => baseApi.mutate().baseUrl('').build()).toThrow(/baseUrl/);
    expect(() => baseApi.mutate().baseUrl(null as unknown as string).build()).toThrow(/baseUrl/);
  });

  test('testMutateWithNullOpenAiApi', () => {
    expect(() => baseModel.mutate().openAiApi(null as unknown as OpenAiApi).build()).toThrow(IllegalArgumentException);
  });

  test('testMutatePreservesUnchangedFields', () => {
    const originalBaseUrl = baseApi.getBaseUrl();
    const mutated = baseApi.mutate().apiKey('new-test-key').build();
    expect(mutated.getBaseUrl()).toBe(originalBaseUrl);
    expect(mutated.getApiKey().getValue()).toBe('new-test-key');
  });
});
