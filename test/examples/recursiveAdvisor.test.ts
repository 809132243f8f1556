import { MiniMaxRequestInspector, MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { MAX_WORDS, QUESTION, run, script } from '../../examples/recursive-advisor/recursiveAdvisor.js';

const LONG = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one';

describe('recursive advisor example (chain.copy(this) until the answer is short enough)', () => {
  const simulator = new MiniMaxSimulator();

  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  afterEach(() => simulator.reset());

  test('a too-long answer is sent back with a correction; the inner logger sees both rounds', async () => {
    simulator.enqueue(MiniMaxScenarios.text(LONG), MiniMaxScenarios.text('Advisors wrap model calls.'));

    const result = await run(simulatorChatModel(simulator));

    expect(result.answer).toBe('Advisors wrap model calls.');
    expect(result.attempts).toEqual([21, 4]);
    expect(result.lines).toEqual([
      `> ${QUESTION} (at most ${MAX_WORDS} words)`,
      '[round 1] request with 1 message(s)',
      `[round 1] answer (21 words): ${LONG}`,
      '[round 2] request with 3 message(s)',
      '[round 2] answer (4 words): Advisors wrap model calls.',
      'Accepted after 2 attempt(s): Advisors wrap model calls.',
    ]);
    const [first, second] = simulator.requests().map((request) => MiniMaxRequestInspector.messages(request.body));
    expect(first).toEqual([expect.objectContaining({ role: 'user', content: QUESTION })]);
    expect(second!.map((message) => message['role'])).toEqual(['user', 'assistant', 'user']);
    expect(second![1]).toMatchObject({ content: LONG });
    expect(String(second![2]!['content'])).toContain('has 21 words; the limit is 20');
  });

  test('an answer within the limit is accepted at once', async () => {
    simulator.enqueue(MiniMaxScenarios.text('Short enough.'), MiniMaxScenarios.text('never asked'));

    const result = await run(simulatorChatModel(simulator));

    expect(result.attempts).toEqual([2]);
    expect(simulator.requests()).toHaveLength(1);
    expect(simulator.pendingScenarios()).toBe(1);
  });

  test('gives up after three attempts and returns the last answer', async () => {
    simulator.enqueue(MiniMaxScenarios.text(LONG), MiniMaxScenarios.text(LONG), MiniMaxScenarios.text(`${LONG} more`));

    const result = await run(simulatorChatModel(simulator));

    expect(result.attempts).toEqual([21, 21, 22]);
    expect(result.answer).toBe(`${LONG} more`);
    expect(simulator.requests()).toHaveLength(3);
  });

  test("the main's script is accepted on the second attempt", async () => {
    script(simulator);

    const result = await run(simulatorChatModel(simulator));

    expect(result.attempts).toHaveLength(2);
    expect(result.attempts[0]).toBeGreaterThan(MAX_WORDS);
    expect(result.attempts[1]).toBeLessThanOrEqual(MAX_WORDS);
  });
});
