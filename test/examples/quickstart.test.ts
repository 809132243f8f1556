/* spring-ai-ts, Apache-2.0. The README's programs (examples/hello/main.ts and examples/quickstart/main.ts), run against the built package. */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { MiniMaxScenarios, MiniMaxSimulator } from 'spring-ai-ts/minimax/testing';
import { BUILD_WAIT_MS, builtPackage } from '../harness/build.js';

const PROGRAM = 'examples/quickstart/main.ts';
/** Runs a program without blocking the loop the simulator serves it from. */
function run(file: string, env: NodeJS.ProcessEnv): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [file], { encoding: 'utf8', env, timeout: 30_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve({ stdout });
    });
  });
}

const FIRST_PROGRAM = 'examples/hello/main.ts';

/** Compiles a program into .quickstart/ as an ES module (so `spring-ai-ts` resolves to the build). */
function compile(program: string, name: string): string {
  // Inside the package folder, `spring-ai-ts/...` resolves to the build through package.json "exports"
  // (a folder with no package.json of its own: .build has one, which would hide the package's name).
  const out = '.quickstart';
  mkdirSync(out, { recursive: true });
  const { code } = transformSync(readFileSync(program, 'utf8'), {
    filename: 'main.ts',
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    },
    module: { type: 'es6' },
  });
  const file = join(out, name);
  writeFileSync(file, code);
  return file;
}

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
    const file = compile(PROGRAM, 'main.mjs');
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env['SPRING_AI_TS_LOG'];
    const stdout = execFileSync(process.execPath, [file], { encoding: 'utf8', env, timeout: 30_000 });
    expect(stdout.trim().split('\n')).toEqual(['call:   Paris: 15 °C.', 'stream: Hello from a stream! (3 chunks)']);
  });

  test('the README opens with examples/hello/main.ts, verbatim, in at most ten lines of code', () => {
    const source = readFileSync(FIRST_PROGRAM, 'utf8');
    expect(readmeBlocks('ts')[0]).toBe(source);
    expect(source.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(10);
  });

  test('the first program calls and streams through MiniMaxChatModel.fromEnv()', async () => {
    expect(existsSync('dist/esm/index.js')).toBe(true);
    const file = compile(FIRST_PROGRAM, 'hello.mjs');
    const simulator = new MiniMaxSimulator();
    await simulator.start();
    try {
      simulator.enqueue(MiniMaxScenarios.text('An application framework for AI.'), MiniMaxScenarios.text('Types at the gate', { chunks: 3 }));
      const env: NodeJS.ProcessEnv = { ...process.env, MINIMAX_API_KEY: 'simulator-key', MINIMAX_BASE_URL: simulator.getBaseUrl() };
      delete env['SPRING_AI_TS_LOG'];
      const { stdout } = await run(file, env);
      expect(stdout).toBe('An application framework for AI.\nTypes at the gate');
      const requests = simulator.requests();
      expect(requests).toHaveLength(2);
      expect(requests.map((request) => (request.body as { messages: { role: string }[] }).messages.map((message) => message.role))).toEqual([
        ['system', 'user'],
        ['system', 'user'],
      ]);
    } finally {
      await simulator.stop();
    }
  });
});
