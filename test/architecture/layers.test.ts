// The architecture check: no runtime import cycles in src/, and every import points down the
// layer order below. Type-only imports do not count (see importGraph.ts: the imports left after
// the compiler's elision are the runtime ones).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { cycleThrough, cyclicComponents, runtimeImportGraph, sourceFiles, type ImportGraph } from './importGraph.js';

/**
 * The layers, bottom first. A file belongs to the layer of the longest folder prefix that matches
 * its path (relative to src/); it may import its own layer and the layers before it, never a later
 * one. Every folder under src/ must match an entry: add a new folder here, at the lowest layer
 * whose imports it needs.
 */
export const LAYERS: readonly (readonly string[])[] = [
  // 1. Java and Spring stand-ins: the JDK, Spring Framework (core, HTTP, JDBC, retry), Reactor,
  //    Micrometer, SLF4J, Jackson's and Swagger's annotations, reflection. Imports nothing above.
  ['java'],
  // 2. The Spring AI model: messages, prompts, options, chat memory, templates, observations,
  //    converters, documents, embeddings and vector stores.
  ['content', 'model', 'observation', 'template', 'retry', 'chat', 'util', 'converter', 'tool/annotation',
    'document', 'tokenizer', 'transformer', 'reader', 'writer', 'embedding', 'vectorstore'],
  // 3. Tools and tool calling, the tool loop included.
  ['tool', 'model/tool', 'chat/observation', 'support'],
  // 4. The chat client and its advisors, modular RAG, MCP (entry point spring-ai-ts/mcp), and the
  //    container registration and configuration of them all (di: Boot's auto-configuration).
  ['chat/client', 'rag', 'mcp', 'di'],
  // 5. Providers (each imported through its entry point), their shared base and their simulators.
  ['model/openai-compatible', 'model/minimax', 'model/openai'],
  // 6. Ours, above the port: the agent layer, test kits and the OpenTelemetry bridge.
  ['agent', 'testing', 'opentelemetry'],
  // The root entry point.
  ['index.ts'],
];

/** The MiniMax provider's entry points: the model and its simulator. */
const MINIMAX_ENTRY_POINTS = ['model/minimax/index.ts', 'model/minimax/simulator/index.ts'];
const OPENAI_ENTRY_POINTS = ['model/openai/index.ts'];

/** The most lines a file under src/ may have (counted as `wc -l` does). */
const MAX_LINES = 400;

function lineCounts(): Map<string, number> {
  const srcRoot = path.resolve(__dirname, '../../src');
  return new Map(
    sourceFiles().map((file) => [file, (readFileSync(path.join(srcRoot, file), 'utf8').match(/\n/g) ?? []).length]),
  );
}

function layerOf(file: string): { index: number; prefix: string } | undefined {
  let best: { index: number; prefix: string } | undefined;
  LAYERS.forEach((layer, index) => {
    for (const prefix of layer) {
      const matches = file === prefix || file.startsWith(prefix.endsWith('.ts') ? '\u0000' : `${prefix}/`);
      if (matches && (best === undefined || prefix.length > best.prefix.length)) best = { index, prefix };
    }
  });
  return best;
}

function layerViolations(importGraph: ImportGraph): string[] {
  const violations: string[] = [];
  for (const [file, targets] of importGraph) {
    const from = layerOf(file)!;
    for (const target of targets) {
      const to = layerOf(target)!;
      if (to.index > from.index) violations.push(`${file} (${from.prefix}) -> ${target} (${to.prefix})`);
    }
  }
  return violations;
}

function ownerFolder(file: string): string {
  return file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
}

let graph: ImportGraph;

beforeAll(() => {
  graph = runtimeImportGraph();
});

describe('architecture', () => {
  test('the graph sees every file and the runtime imports only', () => {
    expect(graph.size).toBe(sourceFiles().length);
    // A type-only import leaves no edge, a value import does.
    expect(graph.get('chat/client/advisor/api/CallAdvisor.ts')).not.toContain('chat/client/ChatClientRequest.ts');
    expect(graph.get('chat/client/advisor/SafeGuardAdvisor.ts')).toContain('chat/client/ChatClientResponse.ts');
  });

  test('src has no runtime import cycle', () => {
    const cycles = cyclicComponents(graph).map((component: string[]) => cycleThrough(graph, component[0]!).join(' -> '));
    expect(cycles).toEqual([]);
  });

  test(`no file under src has more than ${MAX_LINES} lines`, () => {
    const long = [...lineCounts()]
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });

  test('every file under src belongs to a layer', () => {
    expect(sourceFiles().filter((file: string) => layerOf(file) === undefined)).toEqual([]);
  });

  test('every runtime import points down the layer order', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  test('the layer check reports an upward import and accepts a downward one', () => {
    const sample: ImportGraph = new Map([
      ['java/core/Assert.ts', ['chat/client/ChatClient.ts']],
      ['chat/client/ChatClient.ts', ['chat/model/ChatModel.ts', 'java/core/Assert.ts']],
    ]);
    expect(layerViolations(sample)).toEqual(['java/core/Assert.ts (java) -> chat/client/ChatClient.ts (chat/client)']);
  });

  test('only the MiniMax entry point is imported from outside src/model/minimax', () => {
    const violations: string[] = [];
    for (const [file, targets] of graph) {
      if (file.startsWith('model/minimax/')) continue;
      for (const target of targets) {
        if (target.startsWith('model/minimax/') && !MINIMAX_ENTRY_POINTS.includes(target)) violations.push(`${file} -> ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });

  test('only the OpenAI entry point is imported from outside src/model/openai', () => {
    const violations: string[] = [];
    for (const [file, targets] of graph) {
      if (file.startsWith('model/openai/')) continue;
      for (const target of targets) {
        if (target.startsWith('model/openai/') && !OPENAI_ENTRY_POINTS.includes(target)) violations.push(`${file} -> ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });

  test('a private helper in an internal folder is imported only from its own package', () => {
    const violations: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        const at = target.lastIndexOf('/internal/');
        if (at === -1) continue;
        const owner = target.slice(0, at);
        if (!ownerFolder(file).startsWith(owner)) violations.push(`${file} -> ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
