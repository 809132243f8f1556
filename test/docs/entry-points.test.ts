// spring-ai-ts own tests (no Java counterpart): every place that lists the package's entry points
// lists all of them, the ones package.json exports: the README's table, the table in the root
// entry's TSDoc, docs/ARCHITECTURE.md and typedoc.json's entryPoints (the API site names each module
// by its import path from package.json, scripts/typedoc-plugin.mjs).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  exports: Record<string, string | { import?: { default?: string } }>;
};
const typedoc = JSON.parse(readFileSync('typedoc.json', 'utf8')) as { entryPoints: string[] };

const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) =>
  typeof target === 'object' && target.import?.default
    ? [{ importPath: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, source: target.import.default.replace(/^\.\/dist\/esm\//, 'src/').replace(/\.js$/, '.ts') }]
    : [],
);
const subpaths = entries.map((entry) => entry.importPath).filter((importPath) => importPath !== pkg.name);

/** The import paths in the first column of a Markdown table (`| \`spring-ai-ts/x\` | … |`). */
const tableImports = (text: string): string[] => [...text.matchAll(/^\s*(?:\*\s*)?\|\s*`(spring-ai-ts(?:\/[a-z/-]+)?)`\s*\|/gm)].map((match) => match[1]!);

describe('entry points', () => {
  test('package.json exports the nine entry points the documentation describes', () => {
    expect(entries.length).toBeGreaterThanOrEqual(9);
    expect(subpaths).toEqual(expect.arrayContaining(['spring-ai-ts/agent', 'spring-ai-ts/minimax', 'spring-ai-ts/mcp']));
  });

  test("typedoc.json's entryPoints are exactly the exported sources", () => {
    expect([...typedoc.entryPoints].sort()).toEqual(entries.map((entry) => entry.source).sort());
  });

  test("the README's entry-point table lists each one once, in one table", () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Entry points'));
    const table = section.slice(0, section.search(/\n\n(?!\|)/));
    expect(tableImports(table).sort()).toEqual(entries.map((entry) => entry.importPath).sort());
  });

  test("the root entry's TSDoc table lists every subpath", () => {
    const header = readFileSync('src/index.ts', 'utf8').split('@packageDocumentation')[0]!;
    expect(tableImports(header).sort()).toEqual([...subpaths].sort());
  });

  test('docs/ARCHITECTURE.md names every subpath under "Entry points"', () => {
    const architecture = readFileSync('docs/ARCHITECTURE.md', 'utf8');
    const section = architecture.slice(architecture.indexOf('## Entry points'));
    for (const importPath of subpaths) expect(section).toContain(`\`${importPath}\``);
  });
});
