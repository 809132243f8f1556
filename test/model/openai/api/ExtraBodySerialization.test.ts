// Ported from Spring AI ExtraBodySerializationTest (spring-ai-openai, v1.1.8): the three serialization tests. The five
// tests that read a request back from JSON (Jackson's readValue into ChatCompletionRequest) have no counterpart: requests
// are only written here.
import { ChatCompletionRequest } from '../../../../src/model/openai/index.js';

const request = (extraBody: Map<string, unknown> | undefined) =>
  new ChatCompletionRequest(
    [], 'gpt-4', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined,
    undefined, undefined, undefined, undefined, false, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined,
    undefined, undefined, undefined, undefined, extraBody,
  );

describe('ExtraBodySerializationTest', () => {
  test('testExtraBodySerializationFlattensToTopLevel', () => {
    const json = JSON.stringify(request(new Map<string, unknown>([['top_k', 50], ['repetition_penalty', 1.1]])));
    expect(json).toContain('"top_k":50');
    expect(json).toContain('"repetition_penalty":1.1');
    expect(json).not.toContain('"extra_body"');
  });

  test('testExtraBodyWithEmptyMap', () => {
    const json = JSON.stringify(request(new Map()));
    expect(json).not.toContain('extra_body');
    expect(json).not.toContain('top_k');
  });

  test('testExtraBodyNullSerialization', () => {
    const json = JSON.stringify(request(undefined));
    expect(json).not.toContain('extra_body');
    expect(json).not.toContain('top_k');
    expect(JSON.parse(json)).toEqual({ messages: [], model: 'gpt-4', stream: false });
  });
});
