import { MiniMaxRequestInspector, MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { ActorsFilms } from '../../examples/actor-films/ActorsFilms.js';
import { QUESTION, run, script } from '../../examples/actor-films/actorFilms.js';

const INVALID = '{"actor": "Tom Hanks", "movies": "Forrest Gump, Big"}';
const VALID = '{"actor": "Tom Hanks", "movies": ["Forrest Gump", "Big"]}';

describe('ActorFilms example (StructuredOutputValidationAdvisor)', () => {
  const simulator = new MiniMaxSimulator();

  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  afterEach(() => simulator.reset());

  test('an invalid first answer is retried with the validation error; the valid second one becomes the entity', async () => {
    simulator.enqueue(MiniMaxScenarios.text(INVALID), MiniMaxScenarios.text(VALID));

    const result = await run(simulatorChatModel(simulator));

    expect(result.actorsFilms).toBeInstanceOf(ActorsFilms);
    expect(result.actorsFilms).toEqual(new ActorsFilms('Tom Hanks', ['Forrest Gump', 'Big']));
    expect(result.attempts).toEqual([INVALID, VALID]);
    expect(result.lines.at(-1)).toBe('entity: Tom Hanks -> Forrest Gump | Big');

    const [first, second] = simulator.requests().map((request) => MiniMaxRequestInspector.lastUserMessage(request.body) ?? '');
    expect(first).toContain(QUESTION);
    expect(first).not.toContain('Output JSON validation failed');
    expect(second).toContain(QUESTION);
    expect(second).toContain('Output JSON validation failed because of:');
    expect(second).toMatch(/movies/);
  });

  test('a valid first answer needs one request', async () => {
    simulator.enqueue(MiniMaxScenarios.text(VALID), MiniMaxScenarios.text('unused'));

    const result = await run(simulatorChatModel(simulator));

    expect(result.attempts).toEqual([VALID]);
    expect(simulator.requests()).toHaveLength(1);
  });

  test("the main's script: one rejected answer, then five films", async () => {
    script(simulator);

    const result = await run(simulatorChatModel(simulator));

    expect(result.attempts).toHaveLength(2);
    expect(result.actorsFilms?.movies).toHaveLength(5);
    expect(simulator.pendingScenarios()).toBe(0);
  });
});
