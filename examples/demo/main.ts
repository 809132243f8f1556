/* spring-ai-ts, Apache-2.0. `npm start`: the coding-assistant demo (on OpenAI with OPENAI_API_KEY, MiniMax with MINIMAX_API_KEY, else the embedded simulator). */
import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
import { runMain } from '../shared/backend.js';
import { run } from './demo.js';
import { scriptSession } from './session.js';

// `.build/examples/demo/main.js` → the project root's `sandbox/` (git-ignored).
const sandboxDir = fileURLToPath(new URL('../../../sandbox/', import.meta.url)).replace(/[\\/]$/, '');

// The conversation and todo list persist in an embedded PostgreSQL directory (`.data/`, git-ignored);
// `npm start -- --fresh` forgets them.
const dataDir = fileURLToPath(new URL('../../../.data/demo-memory/', import.meta.url)).replace(/[\\/]$/, '');
if (process.argv.includes('--fresh')) await rm(dataDir, { recursive: true, force: true });
const dataSource = new PGliteDataSource({ dataDir });

// OTEL_TRACES_EXPORTER=console prints the span tree of the run at the end (the OpenTelemetry
// bridge and SDK are loaded only then); without it the demo prints nothing new.
const telemetry = process.env['OTEL_TRACES_EXPORTER'] === 'console' ? (await import('./telemetry.js')).startDemoTelemetry() : undefined;

await runMain(
  'demo',
  (simulator) => scriptSession(simulator, 12),
  async (backend) => {
    console.log(`Conversation memory: ${dataDir} (embedded PostgreSQL; npm start -- --fresh starts over)`);
    const result = await run({
      chatModel: backend.chatModel,
      sandboxDir,
      echo: true,
      dataSource,
      ...(telemetry === undefined ? {} : { observationRegistry: telemetry.registry }),
    }).finally(() => dataSource.close());
    if (telemetry !== undefined) console.log(['── spans (OTEL_TRACES_EXPORTER=console) ──', ...telemetry.spanTree()].join('\n'));
    // The scripted session must reach its goals; a real model is only reported on.
    const problems = [
      result.filesWritten.includes('index.html') ? undefined : 'index.html was not written',
      result.reminders > 0 ? undefined : 'no todo reminder was sent',
      result.allTodosCompleted ? undefined : 'the todo list is not all completed',
    ].filter((problem): problem is string => problem !== undefined);
    if (problems.length === 0) return;
    if (backend.simulator !== undefined) throw new Error(`the scripted session went wrong: ${problems.join('; ')}`);
    console.log(`Note: ${problems.join('; ')} (the model decides; the demo ran to the end).`);
  },
);
