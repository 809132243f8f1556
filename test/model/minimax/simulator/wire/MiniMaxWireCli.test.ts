// spring-ai-ts own tests (no Java counterpart): the record / replay / compare commands, and the
// Spring AI 1.1.8 fixture compared with what our MiniMaxChatModel sends for the same prompt.
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as http from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Prompt } from '../../../../../src/chat/prompt/Prompt.js';
import { MiniMaxRecordingProxy, MiniMaxScenarios, MiniMaxSimulator, MiniMaxWireRecording } from '../../../../../src/model/minimax/simulator/index.js';
import { MiniMaxWireCli } from '../../../../../src/model/minimax/simulator/wire/MiniMaxWireCli.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../../../../src/model/minimax/index.js';
import { FunctionToolCallback } from '../../../../../src/tool/function/FunctionToolCallback.js';
import type { ToolCallback } from '../../../../../src/tool/ToolCallback.js';
import { JsonSchemaGenerator } from '../../../../../src/util/json/schema/JsonSchemaGenerator.js';
import { currentWeatherTool, WeatherApiRequest } from './springFixture.js';
import { KEY, program, recordRun } from './wireTestSupport.js';

const FIXTURE = path.resolve(__dirname, '../../../../resources/compare/spring-1.1.8-minimax-tool-call.jsonl');

const captureIo = () => {
  const io = { stdout: '', stderr: '', out: (text: string) => void (io.stdout += text), err: (text: string) => void (io.stderr += text), untilStopped: () => Promise.resolve() };
  return io;
};

describe('spring-ai-ts-simulator record / replay / compare', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'wire-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Replays the Spring fixture to our MiniMaxChatModel and records what it sends into `out`. */
  const replayToOurModel = async (tool: ToolCallback, out: string) => {
    const proxy = new MiniMaxRecordingProxy({ replay: MiniMaxWireRecording.read(FIXTURE), out });
    const { baseUrl } = await proxy.start();
    try {
      const chatModel = new MiniMaxChatModel(new MiniMaxApi({ baseUrl, apiKey: KEY }));
      const options = MiniMaxChatOptions.builder().toolCallbacks([tool]).internalToolExecutionEnabled(false).build();
      return await chatModel.call(new Prompt("What's the weather like in Paris?", options));
    } finally {
      await proxy.stop();
    }
  };

  test('the request of a Spring AI 1.1.8 MiniMaxChatModel for a tool-calling prompt compares equal to ours', async () => {
    // Java's @JsonClassDescription("Weather API request") on the Request record has no decorator
    // here; the translated tool passes that one schema field explicitly (see the next test).
    const schema = JSON.parse(JsonSchemaGenerator.generateForType(WeatherApiRequest)) as Record<string, unknown>;
    const tool = FunctionToolCallback.builder('CurrentWeather', (request: WeatherApiRequest) => ({ location: request.location }))
      .description('Get the weather in location')
      .inputType(WeatherApiRequest)
      .inputSchema(JSON.stringify({ ...schema, description: 'Weather API request' }))
      .build();
    const ours = path.join(dir, 'ts.jsonl');

    const response = await replayToOurModel(tool, ours);

    expect(response.getResult()?.getOutput().getToolCalls().map((call) => call.name())).toEqual(['CurrentWeather']);
    const io = captureIo();
    expect(await MiniMaxWireCli.main(['compare', FIXTURE, ours], {}, io)).toBe(0);
    expect(io.stdout).toBe('spring-1.1.8-minimax-tool-call.jsonl (1 round) vs ts.jsonl (1 round): equal\nround 1: equal\n');
  });

  test('without the class description the one difference is that schema field', async () => {
    const ours = path.join(dir, 'ts.jsonl');
    await replayToOurModel(currentWeatherTool(), ours);

    const io = captureIo();
    expect(await MiniMaxWireCli.main(['compare', FIXTURE, ours, '--json'], {}, io)).toBe(1);
    const comparison = JSON.parse(io.stdout);
    expect(comparison.rounds[0].differences).toEqual([
      { area: 'tool', kind: 'removed', where: 'tools[CurrentWeather].function.parameters.description', left: 'Weather API request' },
    ]);
  });

  test('record (with an upstream URL) writes every exchange as a JSON line, streaming included, without the API key', async () => {
    const out = path.join(dir, 'run.jsonl');
    const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
    simulator.enqueue(MiniMaxScenarios.text('Hello there.', { chunks: 3 }));
    const proxy = new MiniMaxRecordingProxy({ upstream: `${(await simulator.start()).baseUrl}/`, out });
    const { baseUrl } = await proxy.start();
    try {
      const chatModel = new MiniMaxChatModel(new MiniMaxApi({ baseUrl, apiKey: KEY }));
      const chunks = await chatModel.stream(new Prompt('Hi')).collectList();
      expect(chunks.map((chunk) => chunk.getResult()?.getOutput().getText() ?? '').join('')).toBe('Hello there.');
    } finally {
      await proxy.stop();
      await simulator.stop();
    }

    // The key reached the upstream (the simulator only accepts KEY) but not the recording.
    expect(simulator.requests()[0]?.outcome).toBe('completed');
    const text = readFileSync(out, 'utf8');
    expect(text).not.toContain(KEY);
    expect(text.toLowerCase()).not.toContain('bearer');
    const [exchange] = MiniMaxWireRecording.parse(text);
    expect(exchange?.request.body).toMatchObject({ stream: true, messages: [{ role: 'user', content: 'Hi' }] });
    expect(exchange?.response.status).toBe(200);
    expect(exchange?.response.events?.at(-1)).toBe('[DONE]');
    expect(exchange?.response.events?.length).toBeGreaterThanOrEqual(3);
    expect(exchange?.durationMs).toBeGreaterThan(0);
  });

  test('record forwards a request that offers an HTTP/2 upgrade, as Java\'s HttpClient does, without the hop-by-hop headers', async () => {
    const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
    simulator.enqueue(MiniMaxScenarios.text('Hello from Java.'));
    const proxy = new MiniMaxRecordingProxy({ simulator });
    const { baseUrl } = await proxy.start();
    try {
      const url = new URL(`${baseUrl}/v1/text/chatcompletion_v2`);
      const body = JSON.stringify({ model: 'abab6.5g-chat', messages: [{ role: 'user', content: 'Hi' }] });
      // The headers java.net.http.HttpClient sends on a plain-HTTP POST (what Spring's RestClient uses).
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: {
              Connection: 'Upgrade, HTTP2-Settings',
              'HTTP2-Settings': 'AAEAAEAAAAIAAAABAAMAAABkAAQBAAAAAAUAAEAA',
              Upgrade: 'h2c',
              'Content-Type': 'application/json',
              Authorization: `Bearer ${KEY}`,
              'Content-Length': Buffer.byteLength(body),
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(status).toBe(200);
      expect(text).toContain('Hello from Java.');
      expect(simulator.requests()[0]?.headers?.['upgrade']).toBeUndefined();
      expect(proxy.exchanges()).toHaveLength(1);
    } finally {
      await proxy.stop();
      await simulator.stop();
    }
  });

  test('replay serves the recorded answers round by round; the replayed run compares equal', async () => {
    const spring = path.join(dir, 'spring.jsonl');
    await recordRun(program(), [MiniMaxScenarios.toolCall('get_forecast', { location: 'Paris', days: 3 }), MiniMaxScenarios.text('Clear skies.')], 3, spring);

    const ts = path.join(dir, 'ts.jsonl');
    const proxy = new MiniMaxRecordingProxy({ replay: MiniMaxWireRecording.read(spring), out: ts });
    const { baseUrl } = await proxy.start();
    try {
      await program()(new MiniMaxApi({ baseUrl, apiKey: KEY }));
    } finally {
      await proxy.stop();
    }

    const html = path.join(dir, 'report.html');
    const io = captureIo();
    expect(await MiniMaxWireCli.main(['compare', spring, ts, '--html', html], {}, io)).toBe(0);
    expect(MiniMaxWireRecording.read(ts).map((exchange) => exchange.response.status)).toEqual([200, 200]);
    expect(readFileSync(html, 'utf8')).toContain('data-equal="true"');
  });

  test('a replay asked for more rounds than recorded answers 500 with the reason', async () => {
    const proxy = new MiniMaxRecordingProxy({ replay: [] });
    const { baseUrl } = await proxy.start();
    try {
      const response = await fetch(`${baseUrl}/v1/text/chatcompletion_v2`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('replay: the recording has 0 rounds, no round 1');
    } finally {
      await proxy.stop();
    }
  });

  test('record from the command line: the built-in simulator answers, the address is printed, Ctrl+C stops', async () => {
    const io = captureIo();
    let stop: () => void = () => undefined;
    let printedBaseUrl: string | undefined;
    const waiting = { ...io, untilStopped: () => new Promise<void>((resolve) => (stop = resolve)) };
    const out = path.join(dir, 'cli.jsonl');
    const running = MiniMaxWireCli.main(['record', '--out', out], {}, {
      ...waiting,
      out: (text: string) => {
        io.out(text);
        printedBaseUrl ??= /Recording proxy on (\S+)/.exec(text)?.[1];
      },
    });
    while (printedBaseUrl === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await fetch(`${printedBaseUrl}/v1/text/chatcompletion_v2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'MiniMax-M2.7', messages: [{ role: 'user', content: 'hello' }] }),
    });
    expect(response.status).toBe(200);
    await response.text();
    stop();

    expect(await running).toBe(0);
    expect(io.stdout).toContain(`spring.ai.minimax.base-url=${printedBaseUrl}`);
    expect(io.stdout).toContain('Recorded 1 exchanges.');
    expect(MiniMaxWireRecording.read(out)).toHaveLength(1);
  });

  test('bad input: exit code 2 with the usage', async () => {
    const io = captureIo();
    expect(await MiniMaxWireCli.main(['compare', FIXTURE], {}, io)).toBe(2);
    expect(io.stderr).toContain('compare needs two recordings');
    expect(await MiniMaxWireCli.main(['record'], {}, io)).toBe(2);
    expect(io.stderr).toContain('record needs --out run.jsonl');
  });
});
