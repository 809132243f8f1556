/* spring-ai-ts, Apache-2.0. `npm start`: the coding-assistant demo (embedded simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { runMain } from '../shared/backend.js';
import { run } from './demo.js';
import { scriptSession } from './session.js';

// `.build/examples/demo/main.js` → the project root's `sandbox/` (git-ignored).
const sandboxDir = fileURLToPath(new URL('../../../sandbox/', import.meta.url)).replace(/[\\/]$/, '');

// OTEL_TRACES_EXPORTER=console prints the span tree of the run at the end (the OpenTelemetry
// bridge and SDK are loaded only then); without it the demo prints nothing new.
const telemetry = process.env['OTEL_TRACES_EXPORTER'] === 'console' ? (await import('./telemetry.js')).startDemoTelemetry() : undefined;

await runMain(
  'demo',
  (simulator) => scriptSession(simulator, 12),
  async (backend) => {
    const result = await run({
      chatModel: backend.chatModel,
      sandboxDir,
      echo: true,
      ...(telemetry === undefined ? {} : { observationRegistry: telemetry.registry }),
    });
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
