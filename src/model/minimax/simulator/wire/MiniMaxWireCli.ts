/* spring-ai-ts, Apache-2.0. No Spring counterpart: the record / replay / compare commands of spring-ai-ts-simulator. */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { MiniMaxSimulatorCli } from '../MiniMaxSimulatorCli.js';
import { splitOption } from './internal/cliArguments.js';
import { MiniMaxRecordingProxy } from './MiniMaxRecordingProxy.js';
import type { MiniMaxRecordingProxyOptions } from './MiniMaxRecordingProxyOptions.js';
import { MiniMaxWireComparator } from './MiniMaxWireComparator.js';
import { MiniMaxWireHtmlReport } from './MiniMaxWireHtmlReport.js';
import { MiniMaxWireRecording } from './MiniMaxWireRecording.js';
import { MiniMaxWireTextReport } from './MiniMaxWireTextReport.js';

const USAGE = `Usage: spring-ai-ts-simulator <command> [options]

  serve   [simulator options]                 the MiniMax simulator (the default command; --help for its options)
  record  [--upstream URL] --out run.jsonl    a recording proxy: forwards to URL (or answers with the simulator's
          [--port n] [--host address]          scenarios) and writes every exchange, without credentials
  replay  run.jsonl [--out other.jsonl]       serves the recorded responses round by round and records the requests
          [--port n] [--host address]
  compare left.jsonl right.jsonl              what the two clients sent differently, round by round;
          [--json] [--html report.html]        exit code 0 when equal, 1 when they differ, 2 on bad input

  Options take their value as the next argument or inline (--out=run.jsonl); other arguments are
  file names, "=" included.`;

/** Where the commands write: injectable for tests. */
interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Resolves when the command should stop (Ctrl+C). */
  untilStopped(): Promise<void>;
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  untilStopped: () =>
    new Promise<void>((resolve) => {
      const stop = (): void => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        resolve();
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }),
};

/**
 * The `spring-ai-ts-simulator` command line: `serve` (the simulator), `record`, `replay` and
 * `compare`. {@link MiniMaxWireCli.main} returns the exit code.
 *
 * @internal
 */
export class MiniMaxWireCli {
  private constructor() {}

  /** The usage text. */
  static usage(): string {
    return USAGE;
  }

  /** Runs one command; resolves with the process exit code. */
  static async main(argv: readonly string[], env: Record<string, string | undefined> = process.env, io: CliIo = processIo): Promise<number> {
    const [command, ...rest] = argv;
    try {
      if (command === 'record') return await MiniMaxWireCli.serveProxy(MiniMaxWireCli.proxyOptions(rest, false), io);
      if (command === 'replay') return await MiniMaxWireCli.serveProxy(MiniMaxWireCli.proxyOptions(rest, true), io);
      if (command === 'compare') return MiniMaxWireCli.compare(rest, io);
      if (command === 'help' || command === '--help' || command === '-h') {
        io.out(`${USAGE}\n`);
        return 0;
      }
      await MiniMaxSimulatorCli.main(command === 'serve' ? rest : argv, env);
      return 0;
    } catch (error) {
      io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
      return 2;
    }
  }

  private static proxyOptions(argv: readonly string[], replay: boolean): MiniMaxRecordingProxyOptions {
    const options: MiniMaxRecordingProxyOptions = {};
    const positional: string[] = [];
    for (let i = 0; i < argv.length; i++) {
      const [flag, inline] = splitOption(argv[i] ?? '');
      const value = (): string => {
        const next = inline ?? argv[++i];
        if (next === undefined) throw new Error(`${flag} needs a value`);
        return next;
      };
      if (flag === '--upstream' && !replay) options.upstream = value();
      else if (flag === '--out' || flag === '-o') options.out = value();
      else if (flag === '--port' || flag === '-p') options.port = toPort(value());
      else if (flag === '--host') options.host = value();
      else if (!flag.startsWith('-')) positional.push(flag);
      else throw new Error(`unknown argument: ${flag}`);
    }
    if (replay) {
      if (positional.length !== 1) throw new Error('replay needs one recording: replay run.jsonl');
      options.replay = MiniMaxWireRecording.read(positional[0] as string);
    } else {
      if (positional.length > 0) throw new Error(`unexpected argument: ${positional[0]}`);
      if (options.out === undefined) throw new Error('record needs --out run.jsonl');
    }
    return options;
  }

  private static async serveProxy(options: MiniMaxRecordingProxyOptions, io: CliIo): Promise<number> {
    const proxy = new MiniMaxRecordingProxy(options);
    const { baseUrl, openAiBaseUrl } = await proxy.start();
    const source = options.replay !== undefined ? `replaying ${options.replay.length} recorded rounds` : `forwarding to ${options.upstream ?? 'the built-in simulator'}`;
    io.out(`Recording proxy on ${baseUrl} (${source})\n`);
    io.out(`  Spring AI: spring.ai.minimax.base-url=${baseUrl}   spring-ai-ts: new MiniMaxApi({ baseUrl: '${baseUrl}' })\n`);
    io.out(`  OpenAI-compatible clients: ${openAiBaseUrl}\n`);
    io.out(options.out !== undefined ? `  Writing exchanges to ${options.out}. Stop with Ctrl+C.\n` : '  Stop with Ctrl+C.\n');
    await io.untilStopped();
    await proxy.stop();
    io.out(`Recorded ${proxy.exchanges().length} exchanges.\n`);
    return 0;
  }

  private static compare(argv: readonly string[], io: CliIo): number {
    let json = false;
    let html: string | undefined;
    const files: string[] = [];
    for (let i = 0; i < argv.length; i++) {
      const [flag, inline] = splitOption(argv[i] ?? '');
      if (flag === '--json') json = true;
      else if (flag === '--html') {
        html = inline ?? argv[++i];
        if (html === undefined) throw new Error('--html needs a file name');
      } else if (!flag.startsWith('-')) files.push(flag);
      else throw new Error(`unknown argument: ${flag}`);
    }
    if (files.length !== 2) throw new Error('compare needs two recordings: compare left.jsonl right.jsonl');
    const [leftFile, rightFile] = files as [string, string];
    const comparison = MiniMaxWireComparator.compare(
      MiniMaxWireRecording.read(leftFile),
      MiniMaxWireRecording.read(rightFile),
      basename(leftFile),
      basename(rightFile),
    );
    if (html !== undefined) writeFileSync(html, MiniMaxWireHtmlReport.render(comparison));
    io.out(json ? `${JSON.stringify(comparison, null, 2)}\n` : MiniMaxWireTextReport.render(comparison));
    return comparison.equal ? 0 : 1;
  }
}

function toPort(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`--port must be a port number, got ${text}`);
  return value;
}
