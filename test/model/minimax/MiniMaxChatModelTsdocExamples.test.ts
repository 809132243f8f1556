/* spring-ai-ts, Apache-2.0. Own test: the @example blocks in MiniMaxChatModel's TSDoc compile under the project's strict options. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const SOURCES = ['src/model/minimax/MiniMaxChatModel.ts'];

/** The ```ts blocks of a file's doc comments, without the leading ` * `. */
function tsdocExamples(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^ \* ```ts\n([\s\S]*?)^ \* ```$/gm)].map((match) =>
    (match[1] ?? '').split('\n').map((line) => line.replace(/^ \* ?/, '')).join('\n'),
  );
}

describe('MiniMaxChatModel TSDoc examples (spring-ai-ts)', () => {
  test('every @example compiles as a module of an application (imports through the package entry points)', () => {
    // Inside the project, so "spring-ai-ts/..." resolves through tsconfig.json's paths to the sources.
    const folder = resolve('.build', 'tsdoc-examples');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const files = SOURCES.flatMap((source) =>
      tsdocExamples(source).map((example, index) => {
        const file = join(folder, `${source.replace(/[/.]/g, '_')}_${index}.ts`);
        writeFileSync(file, `${example}\nexport {};\n`);
        return file;
      }),
    );
    expect(files.length).toBeGreaterThan(0);

    const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', { noEmit: true }, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    const program = ts.createProgram(files, config!.options);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file === undefined || files.includes(resolve(diagnostic.file.fileName)))
      .map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
