import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AgentToolCallingManager } from '../../src/agent/tool/AgentToolCallingManager.js';
import { MiniMaxRequestInspector, MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { FileTools } from '../../examples/demo/FileTools.js';
import { run } from '../../examples/demo/demo.js';
import { INDEX_HTML, scriptSession } from '../../examples/demo/session.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/PGliteDataSource.js';

describe('demo (coding assistant: todo tools, file tools, reminders, streamed progress)', () => {
  const simulator = new MiniMaxSimulator();
  let sandboxDir: string;

  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  beforeEach(async () => {
    sandboxDir = await mkdtemp(join(tmpdir(), 'spring-ai-ts-demo-'));
  });
  afterEach(async () => {
    simulator.reset();
    await rm(sandboxDir, { recursive: true, force: true });
  });

  test('with a data source, a second run continues the conversation of the first (npm start remembers)', async () => {
    const dataDir = join(sandboxDir, 'memory');
    const first = new PGliteDataSource({ dataDir });
    scriptSession(simulator);
    const firstRun = await run({ chatModel: simulatorChatModel(simulator), sandboxDir: join(sandboxDir, 'files'), dataSource: first });
    await first.close();
    expect(firstRun.rememberedMessages).toBe(0);

    // A new data source on the same directory, as a new process would open it.
    const second = new PGliteDataSource({ dataDir });
    scriptSession(simulator);
    const secondRun = await run({ chatModel: simulatorChatModel(simulator), sandboxDir: join(sandboxDir, 'files'), dataSource: second });
    await second.close();
    expect(secondRun.rememberedMessages).toBeGreaterThan(0);
    expect(secondRun.lines).toContain(
      `Memory: ${secondRun.rememberedMessages} message(s) of conversation "demo" remembered from earlier runs`,
    );
    // The first run's task reaches the model again in the second run's first request.
    const firstRequestOfSecondRun = simulator.requests()[6]!.body as { messages: Array<{ role: string; content: unknown }> };
    expect(firstRequestOfSecondRun.messages.filter((message) => message.role === 'user').length).toBeGreaterThan(1);
  }, 60_000);

  test('the scripted session writes index.html, gets a reminder and completes every todo', async () => {
    scriptSession(simulator);

    const result = await run({ chatModel: simulatorChatModel(simulator), sandboxDir });

    expect(await readFile(join(sandboxDir, 'index.html'), 'utf8')).toBe(INDEX_HTML);
    expect(result.filesWritten).toEqual(['index.html']);
    expect(result.toolCalls).toEqual(['todoUpdate', 'writeFile', 'listFiles', 'readFile', 'todoUpdate']);
    expect(result.rounds).toBe(6);
    expect(result.reminders).toBe(1);
    expect(result.allTodosCompleted).toBe(true);
    expect(result.todoList.split('\n').at(-1)).toBe('(3/3 completed)');
    expect(result.answer).toContain('Bean There');

    // Streamed progress: a live todo list after each todo call, tool calls, the reminder, text deltas.
    const text = result.lines.join('\n');
    expect(text).toContain('→ writeFile(path: "index.html", content: ');
    expect(text).toContain('← writeFile: Wrote ');
    expect(text).toContain('     [>] #1: Write index.html with a heading and a short menu');
    expect(text).toContain('⚠ reminder sent with the readFile result: <reminder>Update your todos.</reminder>');
    expect(text).toContain('     [x] #3: Check the file in the sandbox');
    expect(result.lines).toContain('assistant: I will plan the work first, then write the page.');
    // The reasoning MiniMax streams apart from the text is shown on its own line, before the text.
    expect(result.lines[result.lines.indexOf('assistant: I will plan the work first, then write the page.') - 1]).toBe(
      'thinking: The user wants a small landing page. Plan with todos, then write index.html.',
    );
    expect(result.lines.indexOf('── round 6 ──')).toBeGreaterThan(result.lines.findIndex((line) => line.startsWith('⚠ reminder')));
    expect(result.lines).toContain('  index.html (' + Buffer.byteLength(INDEX_HTML) + ' bytes)');

    // On the wire: the reminder arrives in front of the readFile result, under that call's id,
    // and the system prompt and the five tools are offered every round.
    const bodies = simulator.requests().map((request) => request.body as { messages: Array<Record<string, unknown>>; tools: unknown[] });
    expect(bodies).toHaveLength(6);
    const afterRead = bodies[4]!.messages;
    const readCall = (afterRead.at(-2)!['tool_calls'] as Array<{ id: string; function: { name: string } }>)[0]!;
    expect(readCall.function.name).toBe('readFile');
    expect(afterRead.at(-1)).toMatchObject({ role: 'tool', tool_call_id: readCall.id });
    expect(String(afterRead.at(-1)!['content'])).toBe(`${AgentToolCallingManager.DEFAULT_REMINDER_TEXT}\n${INDEX_HTML}`);
    for (const body of bodies) {
      expect(body.messages[0]).toMatchObject({ role: 'system' });
      expect(body.tools).toHaveLength(5);
    }
    const reminded = bodies.slice(1).map((body) => String(MiniMaxRequestInspector.lastToolResults(body)[0]!['content']));
    expect(reminded.filter((content) => content.startsWith('<reminder>'))).toHaveLength(1);
  });

  test('a path escaping the sandbox is answered with an error text and nothing is written outside', async () => {
    simulator.enqueue(
      MiniMaxScenarios.toolCall('writeFile', { path: '../escape.html', content: '<p>x</p>' }),
      MiniMaxScenarios.text('I could not write outside the sandbox.'),
    );

    const result = await run({ chatModel: simulatorChatModel(simulator), sandboxDir, task: 'Write ../escape.html' });

    expect(result.filesWritten).toEqual([]);
    const toolResult = MiniMaxRequestInspector.lastToolResults(simulator.requests()[1]!.body)[0]!;
    expect(toolResult['content']).toBe('Error: ../escape.html is outside the sandbox folder; use a path inside it.');
    await expect(readFile(join(sandboxDir, '..', 'escape.html'), 'utf8')).rejects.toThrow();
  });
});

describe('FileTools', () => {
  let sandboxDir: string;
  let tools: FileTools;

  beforeEach(async () => {
    sandboxDir = await mkdtemp(join(tmpdir(), 'spring-ai-ts-files-'));
    tools = new FileTools(sandboxDir);
  });
  afterEach(() => rm(sandboxDir, { recursive: true, force: true }));

  test('writes, reads and lists files inside the sandbox, creating folders', async () => {
    expect(await tools.listFiles()).toBe('The sandbox is empty.');
    expect(await tools.writeFile('site/a.html', '<p>a</p>')).toBe('Wrote 8 characters to site/a.html.');
    expect(await tools.writeFile('b.txt', 'bb')).toBe('Wrote 2 characters to b.txt.');
    expect(await tools.readFile('site/a.html')).toBe('<p>a</p>');
    expect(await tools.listFiles()).toBe('b.txt (2 bytes)\nsite/a.html (8 bytes)');
    expect(tools.written).toEqual(['site/a.html', 'b.txt']);
  });

  test.each([
    ['../x.txt', 'Error: ../x.txt is outside the sandbox folder; use a path inside it.'],
    ['a/../../x.txt', 'Error: a/../../x.txt is outside the sandbox folder; use a path inside it.'],
    ['.', 'Error: . is outside the sandbox folder; use a path inside it.'],
    ['/etc/passwd', 'Error: /etc/passwd is absolute; use a path relative to the sandbox folder.'],
    ['', 'Error: path must be a non-empty relative path.'],
  ])('refuses %j', async (path, message) => {
    expect(await tools.writeFile(path, 'x')).toBe(message);
    expect(await tools.readFile(path)).toBe(message);
  });

  test('a sibling folder whose name starts like the sandbox is still outside', async () => {
    const sibling = `${sandboxDir}-other`;
    const name = sibling.split(/[\\/]/).at(-1)!;
    expect(await tools.writeFile(`../${name}/x.txt`, 'x')).toContain('is outside the sandbox folder');
    await writeFile(join(sandboxDir, 'inside.txt'), 'ok');
    expect(await tools.readFile('./inside.txt')).toBe('ok');
    expect(await tools.readFile('missing.txt')).toBe('Error: no file missing.txt in the sandbox.');
  });
});
