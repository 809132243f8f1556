// spring-ai-ts own tests (no Java counterpart): the user guides. Their TypeScript is compiled: every
// `ts` block of docs/guide/*.md is, verbatim, a `// #region` of a file under examples/guide/ (which
// `npm run typecheck` compiles under strict). Every guide and every migration note is a page of the
// site, and the guides say nothing about how the library itself is tested, measured or built.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const GUIDES = 'docs/guide';
const SNIPPETS = 'examples/guide';
const markdown = (folder: string) => readdirSync(folder).filter((file) => file.endsWith('.md')).map((file) => join(folder, file));

/** Removes the indentation all non-blank lines share. */
function dedent(text: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent)).join('\n');
}

function regions(): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(SNIPPETS).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(SNIPPETS, file), 'utf8');
    for (const match of source.matchAll(/^[ \t]*\/\/ #region (\S+)\n([\s\S]*?)^[ \t]*\/\/ #endregion \1$/gm)) found.add(dedent(match[2]!));
  }
  return found;
}

const frontMatterList = (text: string, key: string): string[] => {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
  const block = new RegExp(`^${key}:\\n((?:\\s+- .+\\n?)+)`, 'm').exec(front)?.[1] ?? '';
  return [...block.matchAll(/- (.+)/g)].map((match) => match[1]!.trim());
};

describe('user guides', () => {
  test('every TypeScript block of a guide is a compiled region of examples/guide', () => {
    const compiled = regions();
    const blocks = markdown(GUIDES).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => ({ file, code: dedent(match[1]!) })),
    );
    expect(blocks.length).toBeGreaterThanOrEqual(20);
    expect(blocks.filter((block) => !compiled.has(block.code)).map((block) => `${block.file}:\n${block.code}`)).toEqual([]);
  });

  test('every guide opens with Java beside its TypeScript', () => {
    for (const file of markdown(GUIDES).filter((name) => !/(migration|defaults)\.md$/.test(name))) {
      const text = readFileSync(file, 'utf8');
      expect({ file, java: text.includes('```java\n'), typescript: text.includes('```ts\n') }).toEqual({ file, java: true, typescript: true });
      expect({ file, javaFirst: text.indexOf('```java\n') < text.indexOf('```ts\n') }).toEqual({ file, javaFirst: true });
    }
  });

  test('every guide is a page of the site and is linked from the README', () => {
    const typedoc = JSON.parse(readFileSync('typedoc.json', 'utf8')) as { projectDocuments: string[] };
    const readme = readFileSync('README.md', 'utf8');
    for (const file of markdown(GUIDES)) {
      expect({ file, page: typedoc.projectDocuments.includes(file) }).toEqual({ file, page: true });
      expect({ file, linked: readme.includes(`](${file})`) }).toEqual({ file, linked: true });
    }
  });

  test('every migration note is a page of the migration guide and listed in its table', () => {
    const guide = readFileSync(join(GUIDES, 'migration.md'), 'utf8');
    const children = frontMatterList(guide, 'children');
    for (const file of readdirSync('docs/migration').filter((name) => name.endsWith('.md'))) {
      const path = `../migration/${file}`;
      expect({ file, child: children.includes(path), listed: guide.includes(`](${path})`) }).toEqual({ file, child: true, listed: true });
    }
    for (const child of children) expect(existsSync(join(GUIDES, child))).toBe(true);
  });

  test('no user guide talks about the test suite, benchmarks or the build machine', () => {
    const userDocs = [...markdown(GUIDES), ...markdown('docs/migration'), 'docs/DIFFERENCES.md', 'docs/PORTING.md', 'docs/COMPARE.md'];
    const offending = userDocs.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => /benchmark|\bbench\/|2-core|build machine|shared machine|test suite|npx jest|\btest\/[a-z]/i.test(line)),
    );
    expect(offending).toEqual([]);
  });
});
