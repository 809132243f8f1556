// spring-ai-ts own tests: the demo with OTEL_TRACES_EXPORTER=console's telemetry (examples/demo/telemetry.ts):
// the span tree of a scripted run, chat client at the root, the advisors and every model round under it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context, trace } from '@opentelemetry/api';
import { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { run } from '../../examples/demo/demo.js';
import { scriptSession } from '../../examples/demo/session.js';
import { startDemoTelemetry } from '../../examples/demo/telemetry.js';

describe('demo telemetry (OTEL_TRACES_EXPORTER=console)', () => {
  const simulator = new MiniMaxSimulator();
  let sandboxDir: string;

  beforeAll(() => simulator.start());
  afterAll(async () => {
    await simulator.stop();
    context.disable();
    trace.disable();
  });
  beforeEach(async () => {
    sandboxDir = await mkdtemp(join(tmpdir(), 'spring-ai-ts-demo-otel-'));
  });
  afterEach(() => rm(sandboxDir, { recursive: true, force: true }));

  test('the span tree has the chat client at the root and each model round under the advisors', async () => {
    scriptSession(simulator);
    const telemetry = startDemoTelemetry();

    const result = await run({ chatModel: simulatorChatModel(simulator), sandboxDir, observationRegistry: telemetry.registry });

    const tree = telemetry.spanTree();
    expect(tree[0]).toMatch(/^spring_ai chat_client \(\d+\.\d ms\)$/);
    expect(tree.filter((line) => !line.startsWith(' '))).toHaveLength(1);
    expect(tree.filter((line) => /^\s+stream \(/.test(line))).toHaveLength(result.rounds);
    expect(tree[1]).toMatch(/^ {2}agent _tool _calling  \(/);
  });
});
