// The differential suite's own checks: outcome differences, expected-difference documentation and
// the report lines (the suite itself is side-by-side.test.ts).
import { reportLine, summaryLine } from './harness/report.js';
import { docProblem, headingAnchor, jsonDifferences, type Difference, type ScenarioResult } from './harness/sideBySide.js';
import { Outcome, toJson } from './harness/Outcome.js';

describe('differential suite harness', () => {
  test('jsonDifferences names each differing path, a field present on one side only included', () => {
    const out: Difference[] = [];
    jsonDifferences({ text: 'a', usage: { promptTokens: 1 }, tools: [1, 2] }, { text: 'a', usage: { promptTokens: 2 }, tools: [1], extra: true }, 'outcome:', out);
    expect(out.map((difference) => difference.at)).toEqual(['outcome:usage.promptTokens', 'outcome:tools[1]', 'outcome:extra']);
  });

  test('equal outcomes have no differences', () => {
    const out: Difference[] = [];
    jsonDifferences({ a: [1, { b: null }] }, { a: [1, { b: null }] }, 'outcome:', out);
    expect(out).toEqual([]);
  });

  test('the TypeScript outcome writes undefined as null, Maps and Sets as Jackson writes them', () => {
    expect(toJson({ a: undefined, m: new Map([['k', 1]]), s: new Set(['x']) })).toEqual({ a: null, m: { k: 1 }, s: ['x'] });
    const outcome = new Outcome().text(undefined).tool('t', { x: 1 }, undefined).advisor('a.before');
    expect(outcome.toJSON()).toEqual({ text: null, tools: [{ name: 't', arguments: { x: 1 }, result: null }], advisors: ['a.before'] });
  });

  test('an expected difference must point at an existing heading of a page under docs/', () => {
    expect(headingAnchor('Streamed requests ask for usage')).toBe('streamed-requests-ask-for-usage');
    expect(headingAnchor('`entity()` of a record')).toBe('entity-of-a-record');
    expect(docProblem('docs/DIFFERENCES.md#streamed-requests-ask-for-usage')).toBeUndefined();
    expect(docProblem('docs/DIFFERENCES.md#no-such-heading')).toContain('no heading');
    expect(docProblem('docs/NOPE.md#x')).toContain('does not exist');
    expect(docProblem('README.md')).toContain('not docs/');
  });

  test('one report line per scenario, the first unexpected difference for a failure, and the closing count', () => {
    const results: ScenarioResult[] = [
      { name: 'A', status: 'pass', differences: [] },
      { name: 'B', status: 'expected', differences: [{ at: 'wire:option x', expected: { at: 'wire:option x', doc: 'docs/DIFFERENCES.md#x', why: 'y' } }] },
      { name: 'C', status: 'fail', differences: [{ at: 'outcome:text', java: 'a', ts: 'b' }] },
    ];
    expect(results.map(reportLine)).toEqual([
      'pass      A',
      'expected  B: 1 expected difference(s), see docs/DIFFERENCES.md#x',
      'FAIL      C: outcome:text: Spring AI "a", spring-ai-ts "b"',
    ]);
    expect(summaryLine(results)).toBe('spring side by side: 1 passed, 1 with expected differences, 1 failed, of 3 scenarios');
  });
});
