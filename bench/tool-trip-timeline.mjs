// Where a tool round trip spends its wall time: for the streamed and the blocking trip, with the
// model's own tool loop and through ToolCallAdvisor, the median time (ms from the start) at which
// each step happens: the request handed to fetch, the response's end and headers seen by undici,
// the tool run, the second request, and the text deltas (streams). A gap with no step in it is a
// wait (a timer, a socket, a pull that waits); steps close together are CPU work. The simulator
// runs in a child process, as in minimax-stream.bench.mjs. Not a test; it measures time.
// Run: node tool-trip-timeline.mjs (BENCH_TOOL_TRIPS trips per variant, 200 by default).
import { spawn } from 'node:child_process';
import dc from 'node:diagnostics_channel';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { entry } from './entry.mjs';

const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const TRIPS = Number(process.env.BENCH_TOOL_TRIPS ?? 200);
const bench = fileURLToPath(new URL('./minimax-stream.bench.mjs', import.meta.url));
const child = spawn(process.execPath, [bench, '--simulator'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
const [line] = await once(child.stdout, 'data');
const { openAiBaseUrl } = JSON.parse(String(line));

let t0 = 0;
let steps = [];
const mark = (step) => steps.push([step, performance.now() - t0]);
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  mark('fetch');
  return realFetch(input, init);
};
dc.subscribe('undici:request:headers', () => mark('headers'));
dc.subscribe('undici:request:trailers', () => mark('end'));
dc.subscribe('undici:client:connected', () => mark('new connection'));

const { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } = await entry(DIST, './minimax');
const { ChatClient, FunctionToolCallback, ToolCallAdvisor } = await entry(DIST);
const api = new MiniMaxApi({ baseUrl: openAiBaseUrl.replace(/\/v1$/, ''), apiKey: 'sk-bench', completionsPath: 'openai' });
const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2.7').build());
const weatherTool = FunctionToolCallback.builder('get_weather', () => {
  mark('tool');
  return { temp: 15, unit: 'C' };
})
  .description('Get the weather in a location')
  .inputSchema(JSON.stringify({ type: 'object', properties: { location: { type: 'string' } }, required: ['location'] }))
  .build();
const plain = ChatClient.builder(chatModel).build();
const advised = ChatClient.builder(chatModel).defaultAdvisors([ToolCallAdvisor.builder().build()]).build();
const streamed = (client) => async () => {
  const parts = await client.prompt().user('TOOL weather in Paris').toolCallbacks(weatherTool).stream().content().doOnNext(() => mark('delta')).collectList();
  return parts.join('');
};
const blocking = (client) => () => client.prompt().user('TOOL weather in Paris').toolCallbacks(weatherTool).call().content();
const variants = {
  'stream, model loop': streamed(plain),
  'call, model loop': blocking(plain),
  'stream, ToolCallAdvisor': streamed(advised),
  'call, ToolCallAdvisor': blocking(advised),
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const timelines = new Map(Object.keys(variants).map((name) => [name, []]));
  for (let i = 0; i < TRIPS; i++) {
    for (const [name, trip] of Object.entries(variants)) {
      await new Promise((resolve) => setImmediate(resolve));
      steps = [];
      t0 = performance.now();
      await trip();
      mark('done');
      if (i >= 20) timelines.get(name).push(steps); // the first trips warm up
    }
  }
  for (const [name, runs] of timelines) {
    // The n-th occurrence of each step, its median time over the trips that have it.
    const shape = runs[0].map(([step], index) => [step, runs[0].slice(0, index).filter(([s]) => s === step).length]);
    const cells = shape.map(([step, nth]) => {
      const times = runs.map((run) => run.filter(([s]) => s === step)[nth]?.[1]).filter((t) => t !== undefined);
      return `${step} ${median(times).toFixed(2)}`;
    });
    console.log(`${name}: ${cells.join(' | ')}`);
  }
} finally {
  child.kill('SIGTERM');
}
