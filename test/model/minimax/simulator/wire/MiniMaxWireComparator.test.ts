// spring-ai-ts own tests (no Java counterpart): the recorded-wire comparison on real runs. Each run is a
// spring-ai-ts ChatClient program talking to the scripted simulator through the recording proxy; two
// runs that differ in one thing must show that difference and nothing else.
import { MiniMaxScenarios, MiniMaxWireComparator, type MiniMaxWireExchange, MiniMaxWireTextReport } from '../../../../../src/model/minimax/simulator/index.js';
import { program, recordRun, type Variant } from './wireTestSupport.js';

const toolRound = (days: number) => MiniMaxScenarios.toolCall('get_forecast', { location: 'Paris', days }, {}, { tokens: { prompt: 10, completion: 5 } });
const answer = () => MiniMaxScenarios.text('Clear skies in Paris.');
const standard = () => [toolRound(3), answer()];

const run = (variant: Variant, scenarios = standard(), seed = 1): Promise<MiniMaxWireExchange[]> => recordRun(program(variant), scenarios, seed);

describe('MiniMaxWireComparator on recorded spring-ai-ts runs', () => {
  test('two runs of one program are equal (ids differ, the normalizer renames them)', async () => {
    const left = await run({}, standard(), 1);
    const right = await run({}, standard(), 7);

    const leftIds = JSON.stringify(left[1]?.request.body).match(/"tool_call_id":"([^"]+)"/)?.[1];
    const rightIds = JSON.stringify(right[1]?.request.body).match(/"tool_call_id":"([^"]+)"/)?.[1];
    expect(leftIds).toBeDefined();
    expect(leftIds).not.toBe(rightIds);
    const comparison = MiniMaxWireComparator.compare(left, right, 'a.jsonl', 'b.jsonl');
    expect(comparison.equal).toBe(true);
    expect(comparison.rounds.map((round) => round.status)).toEqual(['equal', 'equal']);
    expect(MiniMaxWireTextReport.render(comparison)).toBe('a.jsonl (2 rounds) vs b.jsonl (2 rounds): equal\nround 1: equal\nround 2: equal\n');
  });

  test('advisor order: the system text they build differs, nothing else', async () => {
    const comparison = MiniMaxWireComparator.compare(await run({ advisorOrder: 'ab' }), await run({ advisorOrder: 'ba' }));

    for (const round of comparison.rounds) {
      expect(round.differences).toEqual([
        {
          area: 'message',
          kind: 'changed',
          where: 'messages[0].content',
          left: 'You are a weather assistant. Be brief. Use metric units.',
          right: 'You are a weather assistant. Use metric units. Be brief.',
        },
      ]);
    }
  });

  test('a system message: only its text differs', async () => {
    const comparison = MiniMaxWireComparator.compare(await run({}), await run({ system: 'You are a terse weather assistant.' }));

    expect(comparison.equal).toBe(false);
    for (const round of comparison.rounds) {
      expect(round.differences.map((d) => [d.area, d.kind, d.where])).toEqual([['message', 'changed', 'messages[0].content']]);
    }
  });

  test('a tool schema: int vs number parameter shows as the one schema field', async () => {
    const comparison = MiniMaxWireComparator.compare(await run({ intDays: true }), await run({ intDays: false }));

    // Java's int (and our `type: 'int'`) is an integer with the OpenAPI format int32; a number has neither.
    for (const round of comparison.rounds) {
      expect(round.differences).toEqual([
        { area: 'tool', kind: 'removed', where: 'tools[get_forecast].function.parameters.properties.days.format', left: 'int32' },
        { area: 'tool', kind: 'changed', where: 'tools[get_forecast].function.parameters.properties.days.type', left: 'integer', right: 'number' },
      ]);
    }
    expect(MiniMaxWireTextReport.render(comparison)).toContain(
      '~ tool tools[get_forecast].function.parameters.properties.days.type: "integer" → "number"',
    );
  });

  test('a memory window: the third turn lacks the oldest exchange, nothing else', async () => {
    const turns = ['What is the forecast for Paris?', 'And for Lyon?', 'And for Nice?'];
    const scenarios = () => [MiniMaxScenarios.text('Sunny.'), MiniMaxScenarios.text('Rain.'), MiniMaxScenarios.text('Windy.')];
    const comparison = MiniMaxWireComparator.compare(await run({ turns, memoryWindow: 20 }, scenarios()), await run({ turns, memoryWindow: 2 }, scenarios()));

    expect(comparison.rounds.map((round) => round.status)).toEqual(['equal', 'equal', 'different']);
    expect(comparison.rounds[2]?.differences).toEqual([
      { area: 'message', kind: 'removed', where: 'messages[1]', left: { content: 'What is the forecast for Paris?', role: 'user' } },
      { area: 'message', kind: 'removed', where: 'messages[2]', left: { content: 'Sunny.', role: 'assistant' } },
    ]);
  });

  test('one tool round more: the extra round, nothing else', async () => {
    const comparison = MiniMaxWireComparator.compare(await run({}, [toolRound(3), toolRound(3), answer()]), await run({}, standard()), 'spring.jsonl', 'ts.jsonl');

    expect(comparison.rounds.map((round) => round.status)).toEqual(['equal', 'equal', 'only-left']);
    expect(comparison.rounds[2]?.differences.map((d) => [d.area, d.kind])).toEqual([['round', 'removed']]);
    expect(MiniMaxWireTextReport.render(comparison)).toContain('round 3: only in spring.jsonl (6 messages)');
  });
});

describe('MiniMaxWireComparator on hand-made exchanges', () => {
  const exchange = (body: unknown, seq = 0): MiniMaxWireExchange => ({ seq, method: 'POST', path: '/v1/text/chatcompletion_v2', request: { body }, response: { status: 200 } });
  const user = (content: string) => ({ role: 'user', content });

  test('a moved message is reported as moved, once on each side', () => {
    const a = exchange({ model: 'm', messages: [user('one'), { role: 'system', content: 's' }, user('two')] });
    const b = exchange({ model: 'm', messages: [{ role: 'system', content: 's' }, user('one'), user('two')] });

    const round = MiniMaxWireComparator.compare([a], [b]).rounds[0];

    expect(round?.differences.map((d) => [d.kind, d.where])).toEqual([
      ['moved', 'messages[0]'],
      ['moved', 'messages[1]'],
    ]);
  });

  test('the order of tool definitions does not count (the JVM lists the @Tool methods of a class in no fixed order)', () => {
    const tool = (name: string) => ({ type: 'function', function: { name, description: name, parameters: { type: 'object', properties: {} } } });
    const exchange = (tools: unknown[]) => ({ seq: 0, method: 'POST', path: '/v1/text/chatcompletion_v2', request: { body: { model: 'm', messages: [{ role: 'user', content: 'Hi' }], tools } }, response: { status: 200 } });
    const comparison = MiniMaxWireComparator.compare([exchange([tool('todoRead'), tool('todoWrite')])], [exchange([tool('todoWrite'), tool('todoRead')])]);
    expect(comparison.equal).toBe(true);
    const changed = MiniMaxWireComparator.compare([exchange([tool('todoRead'), tool('todoWrite')])], [exchange([tool('todoWrite')])]);
    expect(changed.rounds[0]?.differences).toEqual([expect.objectContaining({ area: 'tool', kind: 'removed', where: 'tools[todoRead]' })]);
  });

  test('key order, null members and whitespace inside tool arguments do not count', () => {
    const call = (id: string, args: string) => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name: 'f', arguments: args } }] });
    const a = exchange({ model: 'm', temperature: 0.5, messages: [user('x'), call('call_1', '{"a": 1, "b": [1, 2]}'), { role: 'tool', tool_call_id: 'call_1', content: 'r' }] });
    const b = exchange({ messages: [user('x'), call('tc-9', '{"b":[1,2],"a":1}'), { tool_call_id: 'tc-9', role: 'tool', content: 'r', name: null }], temperature: 0.5, model: 'm' });

    expect(MiniMaxWireComparator.compare([a], [b]).equal).toBe(true);
  });

  test('options and the endpoint are compared; a changed option is one difference', () => {
    const a = exchange({ model: 'm', temperature: 0.7, messages: [user('x')] });
    const b = { ...exchange({ model: 'm', temperature: 0.5, stream: true, messages: [user('x')] }), path: '/v1/chat/completions' };

    expect(MiniMaxWireComparator.compare([a], [b]).rounds[0]?.differences).toEqual([
      { area: 'endpoint', kind: 'changed', where: 'path', left: '/v1/text/chatcompletion_v2', right: '/v1/chat/completions' },
      { area: 'option', kind: 'added', where: 'stream', right: true },
      { area: 'option', kind: 'changed', where: 'temperature', left: 0.7, right: 0.5 },
    ]);
  });
});
