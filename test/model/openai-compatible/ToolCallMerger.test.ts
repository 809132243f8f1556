// spring-ai-ts own tests: tool-call fragments of a stream merged into whole calls.
import { ToolCallMerger } from '../../../src/model/openai-compatible/ToolCallMerger.js';

describe('ToolCallMerger (spring-ai-ts)', () => {
  test("OpenAI's fragments: id and name first, arguments continued by index", () => {
    const merger = new ToolCallMerger();
    merger.merge([{ index: 0, id: 'call_1', type: 'function', function: { name: 'weather', arguments: '' } }]);
    merger.merge([{ index: 0, function: { arguments: '{"city":' } }]);
    merger.merge([{ index: 1, id: 'call_2', type: 'function', function: { name: 'time', arguments: '{}' } }]);
    merger.merge([{ index: 0, function: { arguments: '"Paris"}' } }]);
    expect(merger.size).toBe(2);
    expect(merger.take()).toEqual([
      { id: 'call_1', type: 'function', name: 'weather', arguments: '{"city":"Paris"}' },
      { id: 'call_2', type: 'function', name: 'time', arguments: '{}' },
    ]);
    expect(merger.size).toBe(0);
  });

  test('whole calls without index, several in one chunk, each opened by its id', () => {
    const merger = new ToolCallMerger();
    merger.merge([
      { id: 'a', type: 'function', function: { name: 'one', arguments: '{"x":1}' } },
      { id: 'b', type: 'function', function: { name: 'two', arguments: '{"y":2}' } },
    ]);
    expect(merger.take().map((call) => [call.id, call.name, call.arguments])).toEqual([
      ['a', 'one', '{"x":1}'],
      ['b', 'two', '{"y":2}'],
    ]);
  });

  test('an empty continuation id continues the open call; a repeated id continues its call', () => {
    const merger = new ToolCallMerger();
    merger.merge([{ id: 'a', function: { name: 'one', arguments: '{"x"' } }]);
    merger.merge([{ id: '', function: { arguments: ':1' } }]);
    merger.merge([{ id: 'a', function: { name: 'ignored', arguments: '}' } }]);
    expect(merger.take()).toEqual([{ id: 'a', type: undefined, name: 'one', arguments: '{"x":1}' }]);
  });

  test('a reused index continues the last call that had it', () => {
    const merger = new ToolCallMerger();
    merger.merge([{ index: 0, id: 'a', function: { name: 'one', arguments: '' } }]);
    merger.merge([{ index: 0, id: 'b', function: { name: 'two', arguments: '' } }]);
    merger.merge([{ index: 0, function: { arguments: '{}' } }]);
    expect(merger.take().map((call) => [call.id, call.arguments])).toEqual([
      ['a', ''],
      ['b', '{}'],
    ]);
  });

  test('a fragment before any call opens one without id', () => {
    const merger = new ToolCallMerger();
    merger.merge([{ function: { name: 'lonely', arguments: '{}' } }]);
    expect(merger.take()).toEqual([{ id: undefined, type: undefined, name: 'lonely', arguments: '{}' }]);
  });
});
