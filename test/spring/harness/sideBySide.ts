// Runs the differential suite: each scenario's Java program on the real Spring AI (one JVM for
// all) and its TypeScript translation on the port, each against its own simulator serving the
// same scripted answers through a recording proxy; then compares the recordings with the
// project's compare tool and the outcomes field by field.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { MiniMaxRecordingProxy, MiniMaxSimulator, MiniMaxWireComparator } from 'spring-ai-ts/minimax/testing';
import type { MiniMaxWireComparison, MiniMaxWireDifference, MiniMaxWireExchange } from 'spring-ai-ts/minimax/testing';
import { compileJavaSide, JavaSide, resolveClasspath, type JavaResult } from './javaSide.js';
import { Outcome } from './Outcome.js';
import { type ExpectedDifference, type SpringScenario } from './Scenario.js';
import { startResources, type Resources } from './resources.js';

export const SCENARIO_DIR = path.resolve(__dirname, '../scenarios');

/** The scenario names (file names in test/spring/scenarios, class names on the Java side), sorted. */
export function scenarioNames(filter?: string): string[] {
  const names = readdirSync(SCENARIO_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    .sort();
  if (filter === undefined || filter === '') return names;
  const wanted = filter.split(',').map((part) => part.trim());
  return names.filter((name) => wanted.some((prefix) => name.startsWith(prefix)));
}

/** One difference between the two sides: on the wire (a request field) or in the outcome. */
export interface Difference {
  /** `wire:<area> <where>` (round `round`) or `outcome:<path>`. */
  readonly at: string;
  readonly round?: number;
  readonly java?: unknown;
  readonly ts?: unknown;
  /** The expected difference that explains it, if any. */
  readonly expected?: ExpectedDifference;
}

export interface ScenarioResult {
  readonly name: string;
  readonly status: 'pass' | 'expected' | 'fail' | 'skipped';
  /** Every difference found, expected or not. */
  readonly differences: readonly Difference[];
  /** Why it failed without differences (a program failed), or why it was skipped. */
  readonly problem?: string;
  readonly comparison?: MiniMaxWireComparison;
  readonly java?: { readonly outcome?: unknown; readonly recording: readonly MiniMaxWireExchange[]; readonly log: string };
  readonly ts?: { readonly outcome?: unknown; readonly recording: readonly MiniMaxWireExchange[] };
}

/** The fixed `created` time and id seed both simulators answer with, so ids and times agree. */
const SIMULATOR = { seed: 1, created: 1_700_000_000 } as const;
const TS_TIMEOUT_MS = 60_000;

async function sideOf(definition: SpringScenario): Promise<{ simulator: MiniMaxSimulator; proxy: MiniMaxRecordingProxy; baseUrl: string }> {
  const simulator = new MiniMaxSimulator(SIMULATOR);
  definition.simulator?.(simulator);
  if (definition.script !== undefined && definition.script.length > 0) simulator.enqueue(...definition.script);
  const proxy = new MiniMaxRecordingProxy({ simulator });
  const { baseUrl } = await proxy.start();
  return { simulator, proxy, baseUrl };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** Paths where two JSON values differ (objects by key, arrays by index). */
export function jsonDifferences(java: unknown, ts: unknown, at: string, out: Difference[]): void {
  if (Object.is(java, ts)) return;
  const bothObjects = typeof java === 'object' && java !== null && typeof ts === 'object' && ts !== null;
  if (bothObjects && Array.isArray(java) === Array.isArray(ts)) {
    if (Array.isArray(java) && Array.isArray(ts)) {
      for (let i = 0; i < Math.max(java.length, ts.length); i++) {
        if (i >= java.length || i >= ts.length) out.push({ at: `${at}[${i}]`, java: java[i], ts: ts[i] });
        else jsonDifferences(java[i], ts[i], `${at}[${i}]`, out);
      }
      return;
    }
    const j = java as Record<string, unknown>;
    const t = ts as Record<string, unknown>;
    for (const key of new Set([...Object.keys(j), ...Object.keys(t)])) {
      const where = at.endsWith(':') ? `${at}${key}` : `${at}.${key}`;
      if (!(key in j) || !(key in t)) out.push({ at: where, java: j[key], ts: t[key] });
      else jsonDifferences(j[key], t[key], where, out);
    }
    return;
  }
  out.push({ at, java, ts });
}

function wireDifferences(comparison: MiniMaxWireComparison): Difference[] {
  const out: Difference[] = [];
  for (const round of comparison.rounds) {
    if (round.status === 'only-left') out.push({ at: 'wire:round only in Spring AI', round: round.round });
    else if (round.status === 'only-right') out.push({ at: 'wire:round only in spring-ai-ts', round: round.round });
    for (const difference of round.differences as MiniMaxWireDifference[]) {
      out.push({ at: `wire:${difference.area} ${difference.where}`, round: round.round, java: difference.left, ts: difference.right });
    }
  }
  return out;
}

/** Adds one phase's outcome to a side's: lists are appended, other fields set. */
function mergeOutcome(into: Record<string, unknown>, phase: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(phase)) {
    const before = into[field];
    into[field] = Array.isArray(before) && Array.isArray(value) ? [...before, ...value] : value;
  }
}

const ROOT = path.resolve(__dirname, '../../..');

/** A heading's anchor as the docs' link check (scripts/check-links.mjs) makes it. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** Why an expected difference's `doc` is not a readable page and heading, or undefined. */
export function docProblem(doc: string): string | undefined {
  const [file, anchor] = doc.split('#');
  if (file === undefined || !file.startsWith('docs/') || anchor === undefined) return `${doc}: not docs/<file>#<heading>`;
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return `${doc}: ${file} does not exist`;
  const anchors = readFileSync(full, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => headingAnchor(line.replace(/^#+ /, '')));
  return anchors.includes(anchor) ? undefined : `${doc}: ${file} has no heading with the anchor #${anchor}`;
}

/** Runs the named scenarios (all by default) and returns a result per scenario. */
export async function runSideBySide(options: { names?: readonly string[]; outDir: string; log?: (line: string) => void }): Promise<ScenarioResult[]> {
  const names = options.names ?? scenarioNames();
  const log = options.log ?? (() => undefined);
  mkdirSync(options.outDir, { recursive: true });
  const definitions = new Map<string, SpringScenario>();
  for (const name of names) {
    const module = (await import(path.join(SCENARIO_DIR, `${name}.ts`))) as { default: SpringScenario };
    definitions.set(name, module.default);
  }
  const classpath = await resolveClasspath();
  const classesDir = path.join(options.outDir, 'classes');
  await compileJavaSide(classpath, classesDir);
  const needs = new Set([...definitions.values()].flatMap((definition) => definition.needs ?? []));
  const resources: Resources = await startResources(needs);
  const java = JavaSide.start(classpath, classesDir);
  const results: ScenarioResult[] = [];
  try {
    for (const [name, definition] of definitions) {
      const missing = (definition.needs ?? []).find((need) => resources.skipReason(need) !== undefined);
      if (missing !== undefined) {
        results.push({ name, status: 'skipped', differences: [], problem: resources.skipReason(missing) ?? '' });
        continue;
      }
      const started = Date.now();
      results.push(await runOne(name, definition, java, resources));
      log(`${name}: ${Date.now() - started} ms`);
    }
  } finally {
    await java.stop();
    await resources.stop();
  }
  return results;
}

async function runOne(name: string, definition: SpringScenario, java: JavaSide, resources: Resources): Promise<ScenarioResult> {
  const properties = resources.properties(name);
  const javaSide = await sideOf(definition);
  const tsSide = await sideOf(definition);
  const javaOutcome: Record<string, unknown> = {};
  const tsOutcome = new Outcome();
  const failures: string[] = [];
  const badDocs = (definition.expected ?? []).map((candidate) => docProblem(candidate.doc)).filter((problem) => problem !== undefined);
  if (badDocs.length > 0) failures.push(`expected differences must point at user documentation: ${badDocs.join('; ')}`);
  try {
    // A scenario in phases (a conversation that moves between the languages) alternates: Java
    // phase 1, TypeScript phase 1, Java phase 2, ... Each phase sees its number in `phase`.
    for (let phase = 1; phase <= (definition.phases ?? 1); phase++) {
      const phaseProperties: Record<string, string> = { ...properties, phase: String(phase) };
      let javaResult: JavaResult;
      try {
        javaResult = await java.run({ scenario: name, baseUrl: javaSide.baseUrl, properties: phaseProperties });
      } catch (error) {
        javaResult = { scenario: name, failure: error instanceof Error ? error.message : String(error), millis: 0 };
      }
      if (javaResult.failure !== undefined) failures.push(`Java program failed (phase ${phase}): ${javaResult.failure}`);
      mergeOutcome(javaOutcome, javaResult.outcome ?? {});
      try {
        await withTimeout(
          definition.run({ baseUrl: tsSide.baseUrl, apiKey: 'side-by-side-key', outcome: tsOutcome, property: (key) => phaseProperties[key] }),
          TS_TIMEOUT_MS,
          `the TypeScript side of ${name}`,
        );
      } catch (error) {
        failures.push(`TypeScript program failed (phase ${phase}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
    await javaSide.simulator.waitForIdle();
    await tsSide.simulator.waitForIdle();
    // A scripted answer left over means a side asked the model fewer times than the script
    // foresees: the scenario does not test what it says.
    if (failures.length === 0 && javaSide.simulator.pendingScenarios() > 0) failures.push(`Spring AI left ${javaSide.simulator.pendingScenarios()} scripted answer(s) unused`);
    if (failures.length === 0 && tsSide.simulator.pendingScenarios() > 0) failures.push(`spring-ai-ts left ${tsSide.simulator.pendingScenarios()} scripted answer(s) unused`);
  } finally {
    await javaSide.proxy.stop();
    await tsSide.proxy.stop();
    await javaSide.simulator.stop();
    await tsSide.simulator.stop();
  }
  const javaRecording = javaSide.proxy.exchanges();
  const tsRecording = tsSide.proxy.exchanges();
  const javaLog = java.takeLog();
  const sides = {
    java: { outcome: javaOutcome, recording: javaRecording, log: javaLog },
    ts: { outcome: tsOutcome.toJSON(), recording: tsRecording },
  };
  if (failures.length > 0) return { name, status: 'fail', differences: [], problem: failures.join('\n'), ...sides };
  // Chat requests and embedding requests are compared each in their own order, so a store that
  // embeds in other batches than Spring's does not shift the chat rounds out of line.
  const isChat = (exchange: MiniMaxWireExchange): boolean => exchange.path.includes('chatcompletion');
  const comparison = MiniMaxWireComparator.compare(javaRecording.filter(isChat), tsRecording.filter(isChat), 'Spring AI', 'spring-ai-ts');
  const found = wireDifferences(comparison);
  const embeddings = MiniMaxWireComparator.compare(javaRecording.filter((e) => !isChat(e)), tsRecording.filter((e) => !isChat(e)), 'Spring AI', 'spring-ai-ts');
  found.push(...wireDifferences(embeddings).map((difference) => ({ ...difference, at: difference.at.replace(/^wire:/, 'wire:embeddings ') })));
  jsonDifferences(javaOutcome, tsOutcome.toJSON(), 'outcome:', found);
  const expected = definition.expected ?? [];
  const differences = found.map((difference) => {
    const match = expected.find((candidate) => difference.at.startsWith(candidate.at));
    return match === undefined ? difference : { ...difference, expected: match };
  });
  const unexplained = differences.filter((difference) => difference.expected === undefined);
  const unseen = expected.filter((candidate) => !differences.some((difference) => difference.expected === candidate));
  if (unexplained.length === 0 && unseen.length > 0) {
    return { name, status: 'fail', differences, comparison, problem: `expected differences not seen (remove them): ${unseen.map((u) => u.at).join(', ')}`, ...sides };
  }
  const status = unexplained.length > 0 ? 'fail' : differences.length > 0 ? 'expected' : 'pass';
  return { name, status, differences, comparison, ...sides };
}
