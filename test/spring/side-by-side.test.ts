// The differential suite: every scenario of test/spring/scenarios, run on the real Spring AI
// (a JVM, Spring AI's jars from Maven Central) and on the port; see test/spring/README.md.
// Without java, javac or mvn it skips with the reason, except under CI, where it fails.
import * as path from 'node:path';
import { capturedLogs } from '../harness/logs.js';
import { javaSkipReason } from './harness/javaSide.js';
import { details, writeReport } from './harness/report.js';
import { runSideBySide, scenarioNames, type ScenarioResult } from './harness/sideBySide.js';

const ci = process.env['CI'] === 'true' || process.env['CI'] === '1';
const skipReason = javaSkipReason();
const names = scenarioNames(process.env['SPRING_SCENARIOS']);
export const OUT_DIR = path.resolve(__dirname, 'java/target/side-by-side');

if (skipReason !== undefined && ci) {
  test('a JVM and Maven are available (required under CI)', () => {
    throw new Error(`CI must run the Spring side-by-side suite: ${skipReason}`);
  });
} else if (skipReason !== undefined) {
  describe.skip(`Spring AI side by side (skipped: ${skipReason})`, () => {
    test.each(names)('%s', () => undefined);
  });
} else {
  describe('Spring AI side by side', () => {
    const results = new Map<string, ScenarioResult>();

    beforeAll(async () => {
      for (const result of await runSideBySide({ names, outDir: OUT_DIR })) results.set(result.name, result);
      // What the TypeScript programs logged is their own output, as the Java log is Spring's (a
      // converter logs at ERROR before it throws, an MCP tool's error result is logged at ERROR, on
      // both sides): compared through their outcomes, not a failure of this test.
      capturedLogs.drain();
      writeReport([...results.values()], OUT_DIR);
    }, 40 * 60_000);

    test.each(names)('%s', (name) => {
      const result = results.get(name);
      if (result === undefined) throw new Error(`${name} did not run`);
      if (result.status === 'fail' || (result.status === 'skipped' && ci)) throw new Error(details(result));
    });
  });
}
