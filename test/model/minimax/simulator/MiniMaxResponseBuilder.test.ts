// The wire shapes the simulator emits (minimax.md §3, §4, §7.3, §7.4), read back with Node's fetch.
import { MiniMaxScenarios, MiniMaxSimulator, type MiniMaxScenario } from '../../../../src/model/minimax/simulator/index.js';
import { chatBody, deltas, type Json, OPENAI, post, readData, readEvents, V2 } from './support.js';

const EXTRAS = { input_sensitive: false, output_sensitive: false, input_sensitive_type: 0, output_sensitive_type: 0, output_sensitive_int: 0 };
const OK = { status_code: 0, status_msg: '' };

describe('MiniMaxResponseBuilder wire shapes', () => {
  const simulator = new MiniMaxSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());

  async function stream(scenario: MiniMaxScenario, extra: Json = {}, path = OPENAI): Promise<Json[]> {
    simulator.enqueue(scenario);
    const response = await post(simulator, path, chatBody({ stream: true, ...extra }));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return readEvents(response);
  }

  async function complete(scenario: MiniMaxScenario, extra: Json = {}, path = OPENAI): Promise<Json> {
    simulator.enqueue(scenario);
    return (await post(simulator, path, chatBody(extra))).json();
  }

  test('openai text stream: chunks carry usage null and extras, finish only on the last, usage chunk, [DONE]', async () => {
    simulator.enqueue(MiniMaxScenarios.text('Hello world!', { chunks: 3 }));
    const data = await readData(await post(simulator, OPENAI, chatBody({ stream: true, stream_options: { include_usage: true } })));
    expect(data.at(-1)).toBe('[DONE]');
    const events = data.slice(0, -1).map((d) => JSON.parse(d) as Json);
    expect(events).toHaveLength(4);
    const id = events[0]?.['id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const event of events.slice(0, 3)) {
      expect(event).toMatchObject({ id, created: 1776839993, model: 'MiniMax-M2.7', object: 'chat.completion.chunk', usage: null, ...EXTRAS });
      expect(event['choices'][0].delta).toMatchObject({ role: 'assistant', name: 'MiniMax AI', audio_content: '' });
    }
    expect(deltas(events).map((d) => d['content']).join('')).toBe('Hello world!');
    expect(events.slice(0, 2).every((e) => !('finish_reason' in e['choices'][0]))).toBe(true);
    expect(events[2]?.['choices'][0].finish_reason).toBe('stop');
    expect(events[3]).toEqual({
      id,
      choices: [],
      created: 1776839993,
      model: 'MiniMax-M2.7',
      object: 'chat.completion.chunk',
      usage: { total_tokens: expect.any(Number), total_characters: 0, prompt_tokens: expect.any(Number), completion_tokens: 3, completion_tokens_details: { reasoning_tokens: 0 } },
      base_resp: OK,
    });
  });

  test('openai stream without include_usage has no usage chunk; usage always sends it anyway', async () => {
    const plain = await stream(MiniMaxScenarios.text('abc'));
    expect(plain.every((e) => e['choices'].length === 1)).toBe(true);
    const always = await stream(MiniMaxScenarios.text('abc', { usage: 'always' }));
    expect(always.at(-1)?.['choices']).toEqual([]);
    const never = await stream(MiniMaxScenarios.text('abc', { usage: 'never' }), { stream_options: { include_usage: true } });
    expect(never.some((e) => e['choices'].length === 0)).toBe(false);
  });

  test('v2 stream ends with a chat.completion summary event holding the whole message, usage and base_resp', async () => {
    const events = await stream(MiniMaxScenarios.text('Hi there', { chunks: 2 }), {}, V2);
    expect(events).toHaveLength(3);
    expect(events[0]).not.toHaveProperty('usage');
    expect(events[1]?.['choices'][0]).toMatchObject({ finish_reason: 'stop', delta: { content: 'here' } });
    expect(events[2]).toMatchObject({
      object: 'chat.completion',
      choices: [{ finish_reason: 'stop', index: 0, message: { role: 'assistant', content: 'Hi there', name: 'MiniMax AI' } }],
      usage: { completion_tokens: 2 },
      base_resp: OK,
      ...EXTRAS,
    });
    expect(events[2]?.['choices'][0]).not.toHaveProperty('delta');
  });

  test('dialect and summary can be forced: v2 shape on the openai path, summary on openai (v2-summary)', async () => {
    const forced = await stream({ text: 'x', dialect: 'v2' });
    expect(forced.at(-1)?.['object']).toBe('chat.completion');
    const summary = await stream({ text: 'x', summary: true }, { stream_options: { include_usage: true } });
    expect(summary.at(-1)).toMatchObject({ object: 'chat.completion', usage: { total_tokens: expect.any(Number) } });
    expect(summary.filter((e) => e['choices'].length === 0)).toEqual([]);
    const noSummary = await stream({ text: 'x', summary: false }, {}, V2);
    expect(noSummary.map((e) => e['object'])).toEqual(['chat.completion.chunk']);
  });

  test('done:false leaves out [DONE]', async () => {
    simulator.enqueue({ text: 'x', done: false });
    const data = await readData(await post(simulator, OPENAI, chatBody({ stream: true })));
    expect(data).toHaveLength(1);
    expect(data).not.toContain('[DONE]');
  });

  test('inline thinking: a <think> block in content, split at arbitrary chunk boundaries', async () => {
    const events = await stream({ thinking: 'Plan it.', text: 'Answer.', chunkSize: 5 });
    const pieces = deltas(events).map((d) => d['content'] as string);
    expect(pieces.join('')).toBe('<think>\nPlan it.\n</think>\n\nAnswer.');
    expect(pieces[0]).toBe('<thin');
    expect(pieces.every((p) => p.length <= 5)).toBe(true);
    expect(deltas(events).some((d) => 'reasoning_content' in d)).toBe(false);
  });

  test('reasoning_split: reasoning_content and incremental reasoning_details, content without <think>', async () => {
    const events = await stream({ thinking: 'abcdef', text: 'Done', chunkSize: 3 }, { reasoning_split: true });
    const all = deltas(events);
    const reasoning = all.filter((d) => d['reasoning_content']);
    expect(reasoning.map((d) => d['reasoning_content'])).toEqual(['abc', 'def']);
    expect(reasoning.map((d) => d['reasoning_details'][0])).toEqual([
      { type: 'reasoning.text', id: 'reasoning-text-1', format: 'MiniMax-response-v1', index: 0, text: 'abc' },
      { type: 'reasoning.text', id: 'reasoning-text-1', format: 'MiniMax-response-v1', index: 0, text: 'def' },
    ]);
    expect(all.map((d) => d['content']).join('')).toBe('Done');
  });

  test('reasoningDetails cumulative sends the text so far; reasoning both sends <think> as well', async () => {
    const cumulative = await stream({ thinking: 'abcdef', text: 'x', chunkSize: 3, reasoningDetails: 'cumulative', reasoning: 'split' });
    expect(deltas(cumulative).filter((d) => d['reasoning_details']).map((d) => d['reasoning_details'][0].text)).toEqual(['abc', 'abcdef']);
    const both = await stream({ thinking: 't', text: 'x', reasoning: 'both' });
    expect(deltas(both).map((d) => d['content']).join('')).toBe('<think>\nt\n</think>\n\nx');
    expect(deltas(both).some((d) => d['reasoning_content'] === 't')).toBe(true);
  });

  test('non-stream completion: full message, usage, extras and base_resp; reasoning fields with reasoning_split', async () => {
    const body = await complete({ thinking: 'why', text: 'Because.' }, { reasoning_split: true });
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      object: 'chat.completion',
      created: 1776839993,
      model: 'MiniMax-M2.7',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: {
            role: 'assistant', name: 'MiniMax AI', audio_content: '', content: 'Because.', reasoning_content: 'why',
            reasoning_details: [{ type: 'reasoning.text', text: 'why' }],
          },
        },
      ],
      usage: { total_characters: 0, completion_tokens_details: { reasoning_tokens: 1 } },
      base_resp: OK,
      ...EXTRAS,
    });
    const inline = await complete({ thinking: 'why', text: 'Because.' });
    expect(inline.choices[0].message.content).toBe('<think>\nwhy\n</think>\n\nBecause.');
  });

  test('extras:false drops name, audio_content and the sensitive fields', async () => {
    const events = await stream({ text: 'x', extras: false });
    expect(events[0]?.['choices'][0].delta).toEqual({ content: 'x', role: 'assistant' });
    expect(events[0]).not.toHaveProperty('input_sensitive');
    const body = await complete({ text: 'x', extras: false });
    expect(body.choices[0].message).toEqual({ role: 'assistant', content: 'x' });
  });

  test('tokens override the character-based usage estimate', async () => {
    const body = await complete({ text: 'x', tokens: { prompt: 10, completion: 5, reasoning: 2 } });
    expect(body.usage).toEqual({ total_tokens: 15, total_characters: 0, prompt_tokens: 10, completion_tokens: 5, completion_tokens_details: { reasoning_tokens: 2 } });
  });

  test('tool call, single shape: the whole call with index 0 on the finishing chunk', async () => {
    const events = await stream(MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, { id: 'call_function_1234567890_1' }));
    expect(events).toHaveLength(1);
    expect(events[0]?.['choices'][0]).toEqual({
      finish_reason: 'tool_calls',
      index: 0,
      delta: {
        tool_calls: [{ index: 0, id: 'call_function_1234567890_1', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Paris"}' } }],
        role: 'assistant', name: 'MiniMax AI', audio_content: '',
      },
    });
  });

  test('tool call, openai split: header fragment then argument fragments with only index', async () => {
    const events = await stream(MiniMaxScenarios.toolCall('f', '{"a": 12345}', { split: 'openai', fragments: 3 }));
    const calls = deltas(events).map((d) => d['tool_calls'][0]);
    expect(calls[0]).toEqual({ index: 0, id: expect.stringMatching(/^call_function_\d{10}_1$/), type: 'function', function: { name: 'f', arguments: '' } });
    expect(calls.slice(1).map((c) => Object.keys(c).sort())).toEqual([['function', 'index'], ['function', 'index'], ['function', 'index']]);
    expect(calls.slice(1).map((c) => c.function.arguments).join('')).toBe('{"a": 12345}');
    expect(events.at(-1)?.['choices'][0].finish_reason).toBe('tool_calls');
  });

  test('tool call, legacy split: every fragment repeats id and name, no index', async () => {
    const events = await stream(MiniMaxScenarios.toolCall('f', '{"a": 1}', { split: 'legacy', fragments: 2, id: 'call_x' }));
    const calls = deltas(events).map((d) => d['tool_calls'][0]);
    expect(calls).toEqual([
      { id: 'call_x', type: 'function', function: { name: 'f', arguments: '{"a"' } },
      { id: 'call_x', type: 'function', function: { name: 'f', arguments: ': 1}' } },
    ]);
  });

  test('tool call, empty-id split: id and name first, then fragments with id ""', async () => {
    const events = await stream(MiniMaxScenarios.toolCall('f', '[1]', { split: 'empty-id', fragments: 1, id: '1' }));
    expect(deltas(events).map((d) => d['tool_calls'][0])).toEqual([
      { id: '1', type: 'function', function: { name: 'f' } },
      { id: '', function: { arguments: '[1]' } },
    ]);
  });

  test('parallel calls share one chunk with indexes 0 and 1, and the non-stream message has both', async () => {
    const scenario = MiniMaxScenarios.toolCalls([{ name: 'a', arguments: '{}' }, { name: 'b', arguments: '{"x":1}' }]);
    const events = await stream(scenario);
    expect(events).toHaveLength(1);
    const calls = events[0]?.['choices'][0].delta.tool_calls as Json[];
    expect(calls.map((c) => [c['index'], c['function'].name])).toEqual([[0, 'a'], [1, 'b']]);
    expect(calls[0]?.['id']).toMatch(/_1$/);
    expect(calls[1]?.['id']).toMatch(/_2$/);
    const body = await complete(scenario);
    expect(body.choices[0].message.tool_calls.map((c: Json) => c['function'].name)).toEqual(['a', 'b']);
    expect(body.choices[0].finish_reason).toBe('tool_calls');
  });

  test('the index bug: two calls with index 0 and different ids in separate chunks', async () => {
    const events = await stream({
      toolCalls: [{ name: 'bash', arguments: '{}', index: 0 }, { name: 'glob', arguments: '{}', index: 0 }],
      separateToolCallChunks: true,
    });
    const calls = deltas(events).map((d) => d['tool_calls']);
    expect(calls.map((c) => c.length)).toEqual([1, 1]);
    expect(calls.map((c) => c[0].index)).toEqual([0, 0]);
    expect(calls[0][0].id).not.toBe(calls[1][0].id);
  });

  test('index null leaves index out of a single-shape call', async () => {
    const events = await stream({ toolCalls: [{ name: 'f', arguments: '{}', index: null }] });
    expect(events[0]?.['choices'][0].delta.tool_calls[0]).not.toHaveProperty('index');
  });

  test('malformed arguments are sent verbatim, streamed and not', async () => {
    const scenario = MiniMaxScenarios.toolCall('get_weather', '{"location": "San Fr');
    const events = await stream(scenario);
    expect(events[0]?.['choices'][0].delta.tool_calls[0].function.arguments).toBe('{"location": "San Fr');
    const body = await complete({ toolCalls: [{ name: 'f', arguments: '', split: 'legacy' }] });
    expect(body.choices[0].message.tool_calls[0].function.arguments).toBe('');
    const streamedEmpty = await stream({ toolCalls: [{ name: 'f', arguments: '', split: 'legacy' }] });
    expect(deltas(streamedEmpty).map((d) => d['tool_calls'][0].function.arguments)).toEqual(['']);
  });

  test('text then tool call in one response', async () => {
    const events = await stream({ text: 'Let me check.', chunks: 2, toolCalls: [{ name: 'f', arguments: '{}' }] });
    expect(deltas(events).map((d) => d['content'] ?? 'TOOL')).toEqual(['Let me', ' check.', 'TOOL']);
    expect(events.map((e) => e['choices'][0].finish_reason)).toEqual([undefined, undefined, 'tool_calls']);
  });

  test('emptyRole: later deltas carry role "" and reasoning_content ""', async () => {
    const events = await stream({ text: 'abcdef', chunks: 3, emptyRole: true });
    expect(deltas(events).map((d) => [d['role'], d['reasoning_content']])).toEqual([
      ['assistant', undefined],
      ['', ''],
      ['', ''],
    ]);
  });

  test('usage every-chunk: zero usage on every chunk', async () => {
    const events = await stream({ text: 'abcd', chunks: 2, usage: 'every-chunk' });
    expect(events.map((e) => e['usage'])).toEqual([
      { total_tokens: 0, total_characters: 0 },
      { total_tokens: 0, total_characters: 0 },
    ]);
  });

  test('afterFinish adds empty deltas after the finishing chunk; separateFinishChunk gives finish its own chunk', async () => {
    const after = await stream({ text: 'ab', chunks: 1, afterFinish: 2 });
    expect(after.map((e) => [e['choices'][0].finish_reason, e['choices'][0].delta.content])).toEqual([
      ['stop', 'ab'],
      [undefined, ''],
      [undefined, ''],
    ]);
    const separate = await stream({ text: 'ab', chunks: 1, separateFinishChunk: true });
    expect(separate.map((e) => e['choices'][0])).toEqual([
      { index: 0, delta: expect.objectContaining({ content: 'ab' }) },
      { index: 0, finish_reason: 'stop', delta: {} },
    ]);
  });

  test('finish length, and an empty scenario still finishes with one empty chunk', async () => {
    const length = await stream({ text: 'abc', finish: 'length' });
    expect(length.at(-1)?.['choices'][0].finish_reason).toBe('length');
    const empty = await stream({});
    expect(empty.map((e) => [e['choices'][0].finish_reason, e['choices'][0].delta.content])).toEqual([['stop', '']]);
  });

  test('explicit chunks are sent exactly; longText is deterministic', async () => {
    const events = await stream({ chunks: ['<thi', 'nk>x</th', 'ink>Hi'] });
    expect(deltas(events).map((d) => d['content'])).toEqual(['<thi', 'nk>x</th', 'ink>Hi']);
    const long = MiniMaxScenarios.longText(50, 8);
    expect(long.text).toHaveLength(400);
    expect(MiniMaxScenarios.longText(50, 8)).toEqual(long);
    expect(deltas(await stream(long))).toHaveLength(50);
  });

  test('raw events are sent as given, then [DONE]', async () => {
    simulator.enqueue({ events: [{ choices: [{ index: 0, delta: { content: 'raw' } }] }, 'not json'] });
    const data = await readData(await post(simulator, OPENAI, chatBody({ stream: true })));
    expect(data).toEqual(['{"choices":[{"index":0,"delta":{"content":"raw"}}]}', 'not json', '[DONE]']);
  });
});
