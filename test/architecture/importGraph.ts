// The runtime import graph of src/, as the compiler emits it.
//
// Type-only imports are skipped by compile-time elision: every file goes through
// `ts.transpileModule` with the project's compiler options (isolatedModules), and only the import,
// export-from and side-effect specifiers left in the emitted JavaScript count. That drops
// `import type`, `export type`, type-only named bindings and imports whose bindings are used only as
// types, and keeps what decorator metadata needs at runtime, exactly like the build.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';

/** Project root (the folder holding src/). */
export const projectRoot = path.resolve(__dirname, '..', '..');

/** Every `.ts` file below `src/`, as a path relative to src/ with `/` separators, sorted. */
export function sourceFiles(srcRoot: string = path.join(projectRoot, 'src')): string[] {
  return readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort();
}

const compilerOptions: ts.CompilerOptions = (() => {
  const configPath = path.join(projectRoot, 'tsconfig.base.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, projectRoot);
  // ES module output keeps the surviving imports as `import` statements for preProcessFile.
  return {
    ...parsed.options,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    isolatedModules: true,
    verbatimModuleSyntax: false,
    declaration: false,
    sourceMap: false,
  };
})();

/** The relative specifiers (`./x.js`, `../y/index.js`) that survive emit, in source order. */
export function runtimeSpecifiers(source: string, fileName: string): string[] {
  const emitted = ts.transpileModule(source, { compilerOptions, fileName, reportDiagnostics: false }).outputText;
  const info = ts.preProcessFile(emitted, true, false);
  return info.importedFiles.map((file) => file.fileName).filter((name) => name.startsWith('.'));
}

/** Resolves `./x.js` from `from` (both relative to src/) to a src/-relative `.ts` file. */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`];
  return candidates.find((candidate) => files.has(candidate));
}

/** The runtime graph: each src/-relative file to the src/-relative files it loads. */
export type ImportGraph = Map<string, string[]>;

/** Builds the runtime import graph of every file below src/. */
export function runtimeImportGraph(srcRoot: string = path.join(projectRoot, 'src')): ImportGraph {
  const files = sourceFiles(srcRoot);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const source = readFileSync(path.join(srcRoot, file), 'utf8');
    const targets: string[] = [];
    for (const specifier of runtimeSpecifiers(source, file)) {
      const target = resolve(file, specifier, known);
      if (target === undefined) {
        throw new Error(`${file}: cannot resolve ${specifier}`);
      }
      if (!targets.includes(target)) {
        targets.push(target);
      }
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The strongly connected components with more than one file (or a file importing itself): each is
 * a set of modules that load each other, i.e. at least one runtime import cycle. Tarjan's algorithm.
 */
export function cyclicComponents(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        components.push(component.sort());
      }
    }
  };

  for (const node of graph.keys()) {
    if (!indices.has(node)) {
      visit(node);
    }
  }
  return components;
}

/** One shortest cycle through `start` inside its component, for a readable failure message. */
export function cycleThrough(graph: ImportGraph, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const cycle = [node];
        let current = node;
        while (current !== start) {
          current = previous.get(current)!;
          cycle.unshift(current);
        }
        return [...cycle, start];
      }
      if (!previous.has(next) && next !== start) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [];
}
