/* spring-ai-ts, Apache-2.0. Command-line front end of the MiniMax simulator (`npm run simulator`). */
import type { MiniMaxRecordedRequest } from './MiniMaxRecordedRequest.js';
import { MiniMaxRequestInspector } from './MiniMaxRequestInspector.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';
import { MiniMaxScenarioPresets } from './MiniMaxScenarioPresets.js';
import { MiniMaxScenarios } from './MiniMaxScenarios.js';
import { MiniMaxSimulator } from './MiniMaxSimulator.js';
import type { MiniMaxSimulatorOptions } from './MiniMaxSimulatorOptions.js';

const USAGE = `Usage: npm run simulator -- [--port <n>] [--host <address>] [--api-key <key>]... [--strict] [--seed <n>]

  --port, -p   port to listen on (default: $MINIMAX_SIMULATOR_PORT, else an ephemeral port)
  --host       interface (default: $MINIMAX_SIMULATOR_HOST, else 127.0.0.1)
  --api-key    accept only this key (repeatable; default: any non-empty Bearer key)
  --strict     reject n > 1 and tool_choice objects (2013)
  --seed       seed of the response and tool-call ids (default 1)
  --help, -h   print this text`;

/** The parsed command line: simulator options, or a request for help. */
type CliArguments = { help: true } | { help: false; options: MiniMaxSimulatorOptions };

/**
 * Parses the simulator's command line and runs it with a scenario set for manual use: a chat
 * message containing `#<preset name>` (e.g. `#tool-parallel`) is answered with that preset,
 * anything else with the echo/weather default.
 *
 * @internal
 */
export class MiniMaxSimulatorCli {
  private constructor() {}

  /** Parses `argv` (without `node` and the script) and the environment; throws on bad input. */
  static parseArgs(argv: readonly string[], env: Record<string, string | undefined>): CliArguments {
    const options: MiniMaxSimulatorOptions = {};
    const apiKeys: string[] = [];
    const port = env['MINIMAX_SIMULATOR_PORT'];
    if (port) options.port = toNumber('MINIMAX_SIMULATOR_PORT', port);
    const host = env['MINIMAX_SIMULATOR_HOST'];
    if (host) options.host = host;
    for (let i = 0; i < argv.length; i++) {
      const [flag, inline] = (argv[i] ?? '').split(/=(.*)/s, 2) as [string, string | undefined];
      const value = (): string => {
        const next = inline ?? argv[++i];
        if (next === undefined) throw new Error(`${flag} needs a value`);
        return next;
      };
      if (flag === '--help' || flag === '-h') return { help: true };
      else if (flag === '--port' || flag === '-p') options.port = toNumber(flag, value());
      else if (flag === '--host') options.host = value();
      else if (flag === '--api-key') apiKeys.push(value());
      else if (flag === '--strict') options.strict = true;
      else if (flag === '--seed') options.seed = toNumber(flag, value());
      else throw new Error(`unknown argument: ${flag}`);
    }
    if (apiKeys.length > 0) options.apiKeys = apiKeys;
    return { help: false, options };
  }

  /** The usage text. */
  static usage(): string {
    return USAGE;
  }

  /** Starts a simulator with the manual scenario set and prints where it listens. */
  static async run(options: MiniMaxSimulatorOptions, log: (line: string) => void): Promise<MiniMaxSimulator> {
    const simulator = new MiniMaxSimulator({ ...options, defaultScenario: MiniMaxSimulatorCli.manualScenario() });
    const { baseUrl, openAiBaseUrl } = await simulator.start();
    log(`MiniMax simulator listening on ${baseUrl}`);
    log(`  OpenAI-compatible: POST ${openAiBaseUrl}/chat/completions  (openai baseURL: ${openAiBaseUrl})`);
    log(`  Native v2:         POST ${baseUrl}/v1/text/chatcompletion_v2`);
    log(options.apiKeys ? `  Accepted keys: ${options.apiKeys.length}` : '  Any non-empty Bearer API key is accepted.');
    log('  Choose a scenario with the header "X-Sim-Scenario: <name>" or by writing #<name> in the');
    log('  user message; otherwise it echoes, and calls a tool whose name you mention ("weather").');
    log(`  Scenarios: ${MiniMaxScenarioPresets.names().join(', ')}`);
    log(`  Recorded requests: GET ${baseUrl}/__sim/requests. Stop with Ctrl+C.`);
    return simulator;
  }

  /** Runs until SIGINT/SIGTERM: the body of `cli.ts`. */
  static async main(argv: readonly string[], env: Record<string, string | undefined>): Promise<void> {
    const parsed = MiniMaxSimulatorCli.parseArgs(argv, env);
    if (parsed.help) {
      console.log(USAGE);
      return;
    }
    const simulator = await MiniMaxSimulatorCli.run(parsed.options, (line) => console.log(line));
    await new Promise<void>((resolve) => {
      const stop = (): void => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        resolve();
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    await simulator.stop();
    console.log('MiniMax simulator stopped.');
  }

  /** `#<preset>` in the last message (when it is the user's) picks that preset; else echo. */
  static manualScenario(): (request: MiniMaxRecordedRequest) => MiniMaxScenario {
    const echo = MiniMaxScenarios.echo();
    return (request) => {
      if (MiniMaxRequestInspector.lastRole(request.body) === 'user') {
        const text = MiniMaxRequestInspector.lastUserMessage(request.body) ?? '';
        for (const [, name] of text.matchAll(/#([a-z0-9-]+)/g)) {
          const preset = name === undefined ? undefined : MiniMaxScenarioPresets.get(name);
          if (preset) return preset;
        }
      }
      return echo(request);
    };
  }
}

function toNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} must be a non-negative integer, got ${text}`);
  return value;
}
