// Captures what the library's default console logger writes at WARN and ERROR level, so a green run
// prints no log blocks: a test that expects a log line takes it (and asserts on it) with
// `capturedLogs.take(pattern)`; an ERROR line that no test took fails that test (setup-after-env).
// Lines that are not in the library's format (`LEVEL logger - message`) go to the console as usual.

const LIBRARY_LINE = /^(WARN|ERROR) (\S+) - /;

export interface CapturedLog {
  readonly level: 'WARN' | 'ERROR';
  readonly logger: string;
  readonly line: string;
}

let captured: CapturedLog[] = [];
let expected: RegExp[] = [];

export const capturedLogs = {
  /** Everything captured in the current test and not taken yet. */
  all(): readonly CapturedLog[] {
    return captured;
  },
  /** Removes and returns the captured lines that match `pattern` (all of them when omitted). */
  take(pattern?: RegExp | string): CapturedLog[] {
    const matches = (entry: CapturedLog) =>
      pattern === undefined || (typeof pattern === 'string' ? entry.line.includes(pattern) : pattern.test(entry.line));
    const taken = captured.filter(matches);
    captured = captured.filter((entry) => !matches(entry));
    return taken;
  },
  /**
   * Declares, for the whole test file, ERROR lines that its tests cause on purpose (a component
   * that logs a failure before it throws, as Spring's do): they are taken after each test instead
   * of failing it. Call it at the top level of the file.
   */
  expect(pattern: RegExp): void {
    expected.push(pattern);
  },
  /** Called after each test: returns what was left (less the expected lines) and starts afresh. */
  drain(): CapturedLog[] {
    const left = captured.filter((entry) => !expected.some((pattern) => pattern.test(entry.line)));
    captured = [];
    return left;
  },
};

function capture(original: (...data: unknown[]) => void): (...data: unknown[]) => void {
  return (...data: unknown[]) => {
    const first = data[0];
    const match = typeof first === 'string' ? LIBRARY_LINE.exec(first) : null;
    if (match === null) {
      original(...data);
      return;
    }
    const line = data.map((part) => (typeof part === 'string' ? part : String(part))).join(' ');
    captured.push({ level: match[1] as 'WARN' | 'ERROR', logger: match[2] as string, line });
  };
}

export function installLogCapture(): void {
  console.warn = capture(console.warn.bind(console));
  console.error = capture(console.error.bind(console));
}
