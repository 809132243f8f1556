import { AgentToolCallingManager } from '../../src/agent/tool/AgentToolCallingManager.js';
import { MiniMaxRequestInspector, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { run, script } from '../../examples/todo-reminders/todoReminders.js';

const REMINDER = AgentToolCallingManager.DEFAULT_REMINDER_TEXT;

describe('todo reminders example (AgentToolCallAdvisor with TodoListTools)', () => {
  const simulator = new MiniMaxSimulator();

  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  afterEach(() => simulator.reset());

  test('the third round without todoUpdate gets the reminder; the model then completes its list', async () => {
    script(simulator);

    const result = await run(simulatorChatModel(simulator));

    expect(result.answer).toContain('London overcast');
    expect(result.toolRounds).toBe(5);
    expect(result.reminders).toBe(1);
    expect(result.todoList).toBe(
      ['[x] #1: Weather in Paris', '[x] #2: Weather in Tokyo', '[x] #3: Weather in London', '[x] #4: Write the summary', '(4/4 completed)'].join('\n'),
    );
    const bodies = simulator.requests().map((request) => request.body);
    expect(bodies).toHaveLength(6);
    // Request n+1 carries the results of round n: only the London round (the 3rd without a todo
    // call) starts with the reminder, answered under the id of the call it belongs to.
    const firstResults = bodies.slice(1).map((body) => MiniMaxRequestInspector.lastToolResults(body)[0]!);
    const withReminder = firstResults.map((message) => String(message['content']).startsWith(`${REMINDER}\n`));
    expect(withReminder).toEqual([false, false, false, true, false]);
    const london = MiniMaxRequestInspector.messages(bodies[4]);
    const call = (london.at(-2)!['tool_calls'] as Array<{ id: string; function: { name: string } }>)[0]!;
    expect(call.function.name).toBe('getWeather');
    expect(london.at(-1)).toMatchObject({ role: 'tool', tool_call_id: call.id });
    expect(String(london.at(-1)!['content'])).toContain('London: 14°C, overcast');
    // The todo tools answer with the rendered list.
    expect(String(firstResults[0]!['content'])).toContain('[>] #1: Weather in Paris');
  });

  test('with reminders every 2 rounds, the Tokyo round gets it instead', async () => {
    script(simulator);

    const result = await run(simulatorChatModel(simulator), false, 2);

    expect(result.reminders).toBe(1);
    const firstResults = simulator
      .requests()
      .slice(1)
      .map((request) => String(MiniMaxRequestInspector.lastToolResults(request.body)[0]!['content']));
    expect(firstResults.map((content) => content.startsWith(REMINDER))).toEqual([false, false, true, false, false]);
  });
});
