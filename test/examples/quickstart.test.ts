/* spring-ai-ts, Apache-2.0. The README's quick start: the same program as examples/quickstart/main.ts, run against the built package. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { BUILD_WAIT_MS, builtPackage } from '../harness/build.js';

const PROGRAM = 'examples/quickstart/main.ts';

/** The README's code blocks of a language. */
function readmeBlocks(language: string): string[] {
  const readme = readFileSync('README.md', 'utf8');
  return [...readme.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1] ?? '');
}

describe('README quick start', () => {
  beforeAll(() => builtPackage(), BUILD_WAIT_MS);

  test('the README shows examples/quickstart/main.ts verbatim (npm run typecheck compiles it under strict)', () => {
    expect(readmeBlocks('ts')).toContain(readFileSync(PROGRAM, 'utf8'));
  });

  test('the README names the tsconfig options the program needs', () => {
    const tsconfig = readmeBlocks('json').find((block) => block.includes('emitDecoratorMetadata'));
    expect(tsconfig).toBeDefined();
    expect(JSON.parse(tsconfig!)).toMatchObject({
      compilerOptions: { strict: true, experimentalDecorators: true, emitDecoratorMetadata: true },
    });
  });

  test('the program runs against the shipped simulator through the package entry points', () => {
    expect(existsSync('dist/esm/index.js')).toBe(true); // npm test builds before jest
    // Inside the package folder, `spring-ai-ts/...` resolves to the build through package.json "exports"
    // (a folder with no package.json of its own: .build has one, which would hide the package's name).
    const out = '.quickstart';
    mkdirSync(out, { recursive: true });
    const { code } = transformSync(readFileSync(PROGRAM, 'utf8'), {
      filename: 'main.ts',
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      },
      module: { type: 'es6' },
    });
    writeFileSync(join(out, 'main.mjs'), code);
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env['SPRING_AI_TS_LOG'];
    const stdout = execFileSync(process.execPath, [join(out, 'main.mjs')], { encoding: 'utf8', env, timeout: 30_000 });
    expect(stdout.trim().split('\n')).toEqual(['call:   Paris: 15 °C.', 'stream: Hello from a stream! (3 chunks)']);
  });
});
