/* spring-ai-ts, Apache-2.0. Demo: the scripted coding-assistant session the embedded simulator plays. */
import type { MiniMaxScenario, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';

/** The page the scripted assistant writes. */
export const INDEX_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Bean There</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 36rem; color: #3b2a1a; }
    h1 { color: #6f4e37; }
    ul { list-style: none; padding: 0; }
    li { padding: .4rem 0; border-bottom: 1px solid #e8dccf; }
  </style>
</head>
<body>
  <h1>Bean There</h1>
  <p>Small-batch coffee, roasted on site.</p>
  <h2>Menu</h2>
  <ul>
    <li>Espresso: 2.50</li>
    <li>Flat white: 3.40</li>
    <li>Filter of the day: 3.00</li>
  </ul>
</body>
</html>
`;

const ITEMS = ['Write index.html with a heading and a short menu', 'Add inline CSS', 'Check the file in the sandbox'];

function todos(statuses: readonly string[]): Record<string, unknown> {
  return { items: ITEMS.map((text, index) => ({ text, status: statuses[index] })) };
}

/**
 * Plays a realistic session: plan → write index.html → list and read it back without touching the
 * todo list (the third such round gets the reminder) → update the todos → answer. Text and tool
 * arguments are streamed in small pieces, `interChunkDelayMs` apart.
 */
export function scriptSession(simulator: MiniMaxSimulator, interChunkDelayMs = 0): void {
  const paced = (scenario: MiniMaxScenario): MiniMaxScenario => ({ ...scenario, interChunkDelayMs, chunkSize: 12 });
  simulator.enqueue(
    paced(
      MiniMaxScenarios.toolCall('todoUpdate', todos(['in_progress', 'pending', 'pending']), { split: 'openai', fragments: 4 }, {
        text: 'I will plan the work first, then write the page.',
        thinking: 'The user wants a small landing page. Plan with todos, then write index.html.',
      }),
    ),
    paced(
      MiniMaxScenarios.toolCall('writeFile', { path: 'index.html', content: INDEX_HTML }, { split: 'openai', fragments: 6 }, {
        text: 'Writing index.html with the heading, the menu and inline styles.',
      }),
    ),
    paced(MiniMaxScenarios.toolCall('listFiles', {}, {}, { text: 'Let me check that the file is there.' })),
    paced(MiniMaxScenarios.toolCall('readFile', { path: 'index.html' }, {}, { text: 'And read it back to verify the markup.' })),
    paced(
      MiniMaxScenarios.toolCall('todoUpdate', todos(['completed', 'completed', 'completed']), { split: 'openai', fragments: 4 }, {
        text: 'Right, my todo list is behind: everything is done, updating it.',
      }),
    ),
    paced(
      MiniMaxScenarios.text(
        'Done. sandbox/index.html is a small landing page for "Bean There": a heading, a tagline, ' +
          'a three-item menu and inline CSS (centred column, coffee colours). Open it in a browser to see it.',
      ),
    ),
  );
}
