/* spring-ai-ts, Apache-2.0. Own test: the @example blocks in MiniMaxChatModel's TSDoc are kept, verbatim, as modules that `npm run typecheck` compiles under strict. */
import { readdirSync, readFileSync } from 'node:fs';

const SOURCE = 'src/model/minimax/MiniMaxChatModel.ts';
const COMPILED = 'test/compat/tsdoc';

/** The ```ts blocks of a file's doc comments, without the leading ` * `. */
function tsdocExamples(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^ \* ```ts\n([\s\S]*?)^ \* ```$/gm)].map((match) =>
    (match[1] ?? '').split('\n').map((line) => line.replace(/^ \* ?/, '')).join('\n'),
  );
}

describe('MiniMaxChatModel TSDoc examples (spring-ai-ts)', () => {
  test('every @example is a type-checked module under test/compat/tsdoc (imports through the package entry points)', () => {
    const examples = tsdocExamples(SOURCE);
    expect(examples.length).toBeGreaterThan(0);
    const files = readdirSync(COMPILED).filter((file) => file.startsWith('MiniMaxChatModel.example-')).sort();
    // Each file is the example plus `export {};` (a module, so top-level await is allowed).
    expect(files.map((file) => readFileSync(`${COMPILED}/${file}`, 'utf8'))).toEqual(examples.map((example) => `${example}export {};\n`));
  });
});
