// The suite's report: one line per scenario and the closing count; the compare tool's HTML report
// (and the outcomes side by side) for each scenario that differs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { MiniMaxWireHtmlReport, MiniMaxWireRecording } from 'spring-ai-ts/minimax/testing';
import type { MiniMaxWireExchange } from 'spring-ai-ts/minimax/testing';
import type { Difference, ScenarioResult } from './sideBySide.js';

const shown = (value: unknown): string => {
  const text = value === undefined ? '(absent)' : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** One difference as a line: where, Spring AI's value, the port's value. */
export function describeDifference(difference: Difference): string {
  const round = difference.round === undefined ? '' : ` (round ${difference.round})`;
  const values = difference.java === undefined && difference.ts === undefined ? '' : `: Spring AI ${shown(difference.java)}, spring-ai-ts ${shown(difference.ts)}`;
  return `${difference.at}${round}${values}`;
}

export function reportLine(result: ScenarioResult): string {
  switch (result.status) {
    case 'pass':
      return `pass      ${result.name}`;
    case 'skipped':
      return `skipped   ${result.name}: ${result.problem ?? ''}`;
    case 'expected': {
      const docs = [...new Set(result.differences.map((difference) => difference.expected?.doc ?? ''))];
      return `expected  ${result.name}: ${result.differences.length} expected difference(s), see ${docs.join(', ')}`;
    }
    case 'fail': {
      const first = result.differences.find((difference) => difference.expected === undefined);
      const why = first !== undefined ? describeDifference(first) : (result.problem ?? '').split('\n').slice(0, 3).join(' | ');
      return `FAIL      ${result.name}: ${why}`;
    }
  }
}

export function summaryLine(results: readonly ScenarioResult[]): string {
  const count = (status: ScenarioResult['status']): number => results.filter((result) => result.status === status).length;
  const skipped = count('skipped');
  return `spring side by side: ${count('pass')} passed, ${count('expected')} with expected differences, ${count('fail')} failed, of ${results.length} scenarios${skipped > 0 ? ` (${skipped} skipped)` : ''}`;
}

/** Everything known about a scenario that differs, as text: for the failure message and the report folder. */
export function details(result: ScenarioResult): string {
  const lines = [`${result.name}: ${result.status}`];
  if (result.problem !== undefined) lines.push(result.problem);
  for (const difference of result.differences) lines.push(`  ${difference.expected ? 'expected' : 'UNEXPECTED'} ${describeDifference(difference)}`);
  lines.push(`Spring AI outcome:    ${JSON.stringify(result.java?.outcome)}`);
  lines.push(`spring-ai-ts outcome: ${JSON.stringify(result.ts?.outcome)}`);
  if (result.java?.log) lines.push(`Java log (last lines):\n${result.java.log.split('\n').slice(-40).join('\n')}`);
  return lines.join('\n');
}

/** Writes report.txt, and for each scenario that differs its HTML report and details. */
export function writeReport(results: readonly ScenarioResult[], outDir: string): string[] {
  const reports = path.join(outDir, 'reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const lines = results.map(reportLine);
  lines.push(summaryLine(results));
  for (const result of results) {
    if (result.status === 'pass' || result.status === 'skipped') continue;
    if (result.comparison !== undefined && !result.comparison.equal) writeFileSync(path.join(reports, `${result.name}.html`), MiniMaxWireHtmlReport.render(result.comparison));
    writeFileSync(path.join(reports, `${result.name}.txt`), `${details(result)}\n`);
    // Each side's recording, for the compare tool by hand (`compare X.spring.jsonl X.ts.jsonl`).
    const lines = (recording: readonly MiniMaxWireExchange[] | undefined): string => (recording ?? []).map((exchange) => `${MiniMaxWireRecording.toLine(exchange)}\n`).join('');
    writeFileSync(path.join(reports, `${result.name}.spring.jsonl`), lines(result.java?.recording));
    writeFileSync(path.join(reports, `${result.name}.ts.jsonl`), lines(result.ts?.recording));
  }
  writeFileSync(path.join(outDir, 'report.txt'), `${lines.join('\n')}\n`);
  return lines;
}
