// spring-ai-ts fault suite, hardening II item 5: the compare command. Only options take
// `--opt=value` (a file name may hold `=`); C1 control characters (U+0080–U+009F, U+009B can start
// a terminal escape) are escaped in the text output as the C0 ones are; the HTML report folds
// identical content once, so it stays within twice the size of the two recordings.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { MiniMaxWireRecording, type MiniMaxWireExchange } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxWireCli } from '../../src/model/minimax/simulator/wire/MiniMaxWireCli.js';
import { guardEachTest } from './processGuards.js';

const captureIo = () => {
  const io = { stdout: '', stderr: '', out: (text: string) => void (io.stdout += text), err: (text: string) => void (io.stderr += text), untilStopped: () => Promise.resolve() };
  return io;
};

/** A run of `rounds` requests, each carrying the whole conversation so far (as chat clients send it). */
function conversation(rounds: number, size: number, variant: (round: number) => string = () => ''): MiniMaxWireExchange[] {
  const messages: { role: string; content: string }[] = [{ role: 'system', content: 'You are "helpful" <always>. '.repeat(size / 30) }];
  const exchanges: MiniMaxWireExchange[] = [];
  for (let round = 0; round < rounds; round++) {
    messages.push({ role: 'user', content: `question ${round}${variant(round)}: ${'Say "yes" & <no> to {"a":[1,2]}. '.repeat(size / 34)}` });
    exchanges.push({
      seq: round,
      method: 'POST',
      path: '/v1/text/chatcompletion_v2',
      request: { headers: { 'content-type': 'application/json' }, body: { model: 'MiniMax-M2.7', messages: structuredClone(messages), temperature: 0.7 } },
      response: { status: 200, body: { choices: [{ message: { role: 'assistant', content: `answer ${round}` } }] } },
    });
    messages.push({ role: 'assistant', content: `answer ${round} ${'"quoted" '.repeat(size / 10)}` });
  }
  return exchanges;
}

const write = (file: string, exchanges: MiniMaxWireExchange[]): void => writeFileSync(file, exchanges.map(MiniMaxWireRecording.toLine).join(''));

describe('compare command (fault suite, hardening II item 5)', () => {
  guardEachTest();
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'compare-fault-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('file arguments holding "=" are file names, for compare and for --html', async () => {
    const left = path.join(dir, 'a.jsonl');
    const right = path.join(dir, 'run=1.jsonl');
    write(left, conversation(2, 100));
    write(right, conversation(2, 100));
    const io = captureIo();
    const html = path.join(dir, 'out=report.html');
    expect(await MiniMaxWireCli.main(['compare', left, right, '--html', html], {}, io)).toBe(0);
    expect(io.stderr).toBe('');
    expect(io.stdout).toContain('run=1.jsonl');
    expect(readFileSync(html, 'utf8')).toContain('run=1.jsonl');

    // --opt=value still works, and its value may hold "=" too.
    const other = path.join(dir, 'x=y.html');
    expect(await MiniMaxWireCli.main(['compare', `--html=${other}`, left, right], {}, captureIo())).toBe(0);
    expect(statSync(other).size).toBeGreaterThan(0);
  });

  test('replay takes a recording whose name holds "="', async () => {
    const file = path.join(dir, 'run=2.jsonl');
    write(file, conversation(3, 100));
    const io = captureIo();
    expect(await MiniMaxWireCli.main(['replay', file, '--port=0', `--out=${path.join(dir, 'o=ut.jsonl')}`], {}, io)).toBe(0);
    expect(io.stderr).toBe('');
    expect(io.stdout).toContain('replaying 3 recorded rounds');
  });

  test('C1 control characters are escaped in the text output, in values and in labels', async () => {
    const left = path.join(dir, 'left.jsonl');
    const right = path.join(dir, 'right\u009b2J.jsonl');
    write(left, conversation(1, 100, () => '\u009b31m\u0085\u007f'));
    write(right, conversation(1, 100, () => '\u001b[31m'));
    const io = captureIo();
    expect(await MiniMaxWireCli.main(['compare', left, right], {}, io)).toBe(1);
    // Every line is free of C0 (but the newline), DEL and C1 characters.
    expect(io.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(io.stdout).toContain('\\u009b31m\\u0085\\u007f');
    expect(io.stdout).toContain('\\u001b[31m');
    expect(io.stdout).toContain('right\\u009b2J.jsonl');
  });

  test('the HTML report of two long conversations stays within twice their size and shows every message', async () => {
    const left = path.join(dir, 'left.jsonl');
    const right = path.join(dir, 'right.jsonl');
    write(left, conversation(30, 3_000));
    write(right, conversation(30, 3_000, (round) => (round >= 25 ? ' (changed)' : '')));
    const html = path.join(dir, 'report.html');
    expect(await MiniMaxWireCli.main(['compare', left, right, '--html', html], {}, captureIo())).toBe(1);
    const input = statSync(left).size + statSync(right).size;
    const report = readFileSync(html, 'utf8');
    expect(Buffer.byteLength(report)).toBeLessThanOrEqual(2 * input);
    for (let round = 0; round < 30; round++) {
      expect(report).toContain(`question ${round}:`);
      if (round < 29) expect(report).toContain(`answer ${round} `); // the last answer is in no request
    }
    expect(report).toContain('question 29 (changed):');
  });
});
