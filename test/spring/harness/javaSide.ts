// The Java side: resolves Spring AI's jars with Maven once (the class path is cached per pom.xml),
// compiles the scenario programs with javac into a fresh directory, and runs them all in one JVM.
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

export const JAVA_PROJECT = path.resolve(__dirname, '../java');

/** Why the Java side cannot run here (no JVM, no Maven), or undefined when it can. */
export function javaSkipReason(): string | undefined {
  for (const tool of ['java', 'javac', 'mvn']) {
    const probe = spawnSync(tool, ['-version'], { stdio: 'ignore' });
    if (probe.error !== undefined || probe.status !== 0) return `${tool} is not installed or does not run`;
  }
  return undefined;
}

interface Exit {
  readonly code: number | null;
  readonly output: string;
}

function run(command: string, args: readonly string[], options: { cwd?: string; timeoutMs: number }): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-64_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * The class path of the Java project's dependencies. Maven resolves it once per pom.xml (a cold
 * cache downloads Spring AI and its dependencies from Maven Central); the result is kept in target/.
 */
export async function resolveClasspath(): Promise<string> {
  const pom = readFileSync(path.join(JAVA_PROJECT, 'pom.xml'));
  const key = createHash('sha256').update(pom).digest('hex').slice(0, 16);
  const target = path.join(JAVA_PROJECT, 'target');
  const cached = path.join(target, `classpath-${key}.txt`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8').trim();
  mkdirSync(target, { recursive: true });
  const exit = await run('mvn', ['-B', '-q', 'dependency:build-classpath', `-Dmdep.outputFile=${cached}.tmp`], {
    cwd: JAVA_PROJECT,
    timeoutMs: 30 * 60_000,
  });
  if (exit.code !== 0) throw new Error(`Maven could not resolve the Java side's dependencies (exit ${exit.code}):\n${exit.output}`);
  const classpath = readFileSync(`${cached}.tmp`, 'utf8').trim();
  writeFileSync(cached, classpath);
  return classpath;
}

function javaSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? javaSources(path.join(dir, entry.name)) : entry.name.endsWith('.java') ? [path.join(dir, entry.name)] : [],
  );
}

/** Compiles every Java source of the project into `classesDir`. */
export async function compileJavaSide(classpath: string, classesDir: string): Promise<void> {
  mkdirSync(classesDir, { recursive: true });
  const sources = javaSources(path.join(JAVA_PROJECT, 'src', 'main', 'java'));
  const argsFile = path.join(classesDir, 'sources.txt');
  writeFileSync(argsFile, sources.map((source) => JSON.stringify(source)).join('\n'));
  const exit = await run('javac', ['-encoding', 'UTF-8', '-parameters', '-nowarn', '-d', classesDir, '-cp', classpath, `@${argsFile}`], {
    timeoutMs: 10 * 60_000,
  });
  if (exit.code !== 0) throw new Error(`javac failed (exit ${exit.code}):\n${exit.output}`);
}

export interface JavaRun {
  readonly scenario: string;
  readonly baseUrl: string;
  readonly properties: Record<string, string>;
}

export interface JavaResult {
  readonly scenario: string;
  readonly outcome?: Record<string, unknown>;
  readonly failure?: string;
  readonly millis: number;
}

/**
 * The one JVM that runs every Java scenario: a line on its standard input starts a scenario, a
 * line on its standard output is that scenario's result. What the programs print is kept for reports.
 */
export class JavaSide {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = '';
  private log = '';
  private pending: { resolve: (result: JavaResult) => void; reject: (error: Error) => void } | undefined;
  private exited: string | undefined;

  private constructor(classpath: string, classesDir: string) {
    // The Java project's resources (src/main/resources) are on the class path, as Maven puts them.
    const resources = path.join(JAVA_PROJECT, 'src/main/resources');
    const fullClasspath = [classesDir, resources, classpath].join(path.delimiter);
    this.child = spawn('java', ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-cp', fullClasspath, 'sidebyside.Main'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffered += chunk;
      let newline = this.buffered.indexOf('\n');
      while (newline >= 0) {
        const line = this.buffered.slice(0, newline);
        this.buffered = this.buffered.slice(newline + 1);
        const pending = this.pending;
        this.pending = undefined;
        pending?.resolve(JSON.parse(line) as JavaResult);
        newline = this.buffered.indexOf('\n');
      }
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.log = (this.log + chunk).slice(-200_000);
    });
    this.child.on('exit', (code, signal) => {
      this.exited = `the JVM exited (${signal ?? code}):\n${this.log.slice(-8_000)}`;
      this.pending?.reject(new Error(this.exited));
      this.pending = undefined;
    });
    this.child.on('error', (error) => {
      this.exited = error.message;
      this.pending?.reject(error);
      this.pending = undefined;
    });
  }

  static start(classpath: string, classesDir: string): JavaSide {
    return new JavaSide(classpath, classesDir);
  }

  /** Runs one scenario on the JVM; resolves with its result line. */
  run(request: JavaRun): Promise<JavaResult> {
    if (this.exited !== undefined) return Promise.reject(new Error(this.exited));
    if (this.pending !== undefined) return Promise.reject(new Error('one Java scenario at a time'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  }

  /** What the Java programs printed so far (standard error), and clears it. */
  takeLog(): string {
    const log = this.log;
    this.log = '';
    return log;
  }

  async stop(): Promise<void> {
    if (this.exited !== undefined) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
