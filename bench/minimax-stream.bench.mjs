// MiniMax stream benchmark: spring-ai-ts's ChatClient.stream() (no advisors, and 3 pass-through
// advisors) over MiniMaxChatModel (and, with no advisors, over OpenAiChatModel), against a raw fetch + JSON.parse loop, the bare `openai` v6
// streaming loop, LangChain.js (`@langchain/openai` .stream()) and the Vercel AI SDK (`ai` 5 +
// `@ai-sdk/openai-compatible` streamText), all on the OpenAI-compatible endpoint of the MiniMax
// simulator, which runs in a child process so that its CPU is not counted. Stacks are interleaved
// round by round in one process; figures are medians; ratios are against the openai SDK loop.
// Figures: CPU µs per text delta (process.cpuUsage) over a 5,000-chunk burst and over 200
// concurrent 500-chunk streams, time to first delta (short streams, interleaved one by one in a
// shuffled order), heap growth of the concurrent run (its peak, and the live heap halfway), the wall
// and CPU time of a tool round trip (tool call, tool run, second request, answer) streamed and
// blocking (BENCH_TOOL_TRIPS trips per stack, interleaved trip by trip in a shuffled order), and
// a scaling table: deltas/s and CPU per delta at 1, 50, 200 and 1,000 concurrent streams.
// Goals: CPU per delta ≤ openai's (burst and concurrent), memory ≤ openai's, streamed tool round
// trip ≤ 1.2× openai's. SPRING_AI_TS_BASELINE_DIST=<another build's dist/esm> adds that build's
// ChatClient as a stack (before/after comparisons in one interleaved run).
// Run through `npm run bench`; not a test, it measures time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { entry } from './entry.mjs';
import { mergeCall, rawStack } from './raw-fetch-stack.mjs';

const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const MODEL = 'MiniMax-M2.7';
const KEY = 'sk-bench';
const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);
const LONG = Number(process.env.BENCH_LONG ?? 5000);
const CONCURRENT = 200;
const CONCURRENT_CHUNKS = 500;
const TOOL_TRIPS = Number(process.env.BENCH_TOOL_TRIPS ?? 200);
const FIRST_DELTAS = Number(process.env.BENCH_FIRST_DELTAS ?? 200);
const FIRST_CHUNKS = 20;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const SCALING = (process.env.BENCH_SCALING ?? '1,50,200,1000').split(',').filter(Boolean).map(Number);
const SCALING_CHUNKS = Number(process.env.BENCH_SCALING_CHUNKS ?? 200);
const BASELINE_DIST = process.env.SPRING_AI_TS_BASELINE_DIST;
// BENCH_PHASES=burst,first,concurrent,trips,scaling (default all): a subset for a quicker look.
const PHASES = new Set((process.env.BENCH_PHASES ?? 'burst,first,concurrent,trips,scaling').split(','));

// When each stack hands its request to fetch: every stack sends through the global fetch (the
// openai client, LangChain and the AI SDK by default, spring-ai-ts's MiniMaxApi too), so the
// first-delta figure splits into the stack's own time before the request leaves and the rest.
let lastFetchAt = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = function timedFetch(input, init) {
  lastFetchAt = performance.now();
  return realFetch(input, init);
};

async function main() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--simulator'], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`the simulator exited: ${code ?? signal}`);
  });
  const [line] = await once(child.stdout, 'data');
  const { openAiBaseUrl } = JSON.parse(String(line));
  const baseUrl = openAiBaseUrl.replace(/\/v1$/, '');
  try {
    const stacks = await buildStacks(baseUrl, openAiBaseUrl);
    await run(stacks);
  } finally {
    child.kill('SIGTERM');
  }
}

const weatherSchema = {
  type: 'object',
  properties: { location: { type: 'string', description: 'The city' } },
  required: ['location'],
};
const weather = () => JSON.stringify({ temp: 15, unit: 'C' });
const openaiTools = [{ type: 'function', function: { name: 'get_weather', description: 'Get the weather in a location', parameters: weatherSchema } }];

const passThrough = (i) => ({
  getName: () => `passThrough${i}`,
  getOrder: () => i,
  adviseCall: (request, chain) => chain.nextCall(request),
  adviseStream: (request, chain) => chain.nextStream(request),
});

/** A tracer and a meter of the OpenTelemetry SDK whose spans and metrics go nowhere. */
async function openTelemetry() {
  const { BasicTracerProvider } = await import('@opentelemetry/sdk-trace-base');
  const { MeterProvider, MetricReader } = await import('@opentelemetry/sdk-metrics');
  class DroppingReader extends MetricReader {
    async onForceFlush() {}
    async onShutdown() {}
  }
  const dropSpans = { onStart() {}, onEnd() {}, forceFlush: async () => {}, shutdown: async () => {} };
  return {
    tracer: new BasicTracerProvider({ spanProcessors: [dropSpans] }).getTracer('bench'),
    meter: new MeterProvider({ readers: [new DroppingReader()] }).getMeter('bench'),
  };
}

/** The spring-ai-ts stacks of the build in `dist`: the ChatClient with 3 and with no advisors, and two layers. */
async function springStacks(dist, baseUrl, label, layers) {
  const { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions, ChatCompletionRequest, ChatCompletionMessage } = await entry(dist, './minimax');
  const { Prompt, ChatClient, FunctionToolCallback, ObservationRegistry } = await entry(dist);
  const { OpenTelemetryObservations } = await entry(dist, './opentelemetry');
  const api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' });
  const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model(MODEL).temperature(0.7).build());
  const weatherTool = FunctionToolCallback.builder('get_weather', () => ({ temp: 15, unit: 'C' }))
    .description('Get the weather in a location')
    .inputSchema(JSON.stringify(weatherSchema))
    .build();
  const client = (advisors, registry = ObservationRegistry.NOOP) => {
    const chatClient = ChatClient.builder(chatModel, registry).defaultAdvisors(advisors).build();
    return {
      stream: (text) => chatClient.prompt().user(text).stream().content(),
      async toolTrip() {
        const parts = await chatClient.prompt().user('TOOL weather in Paris').toolCallbacks(weatherTool).stream().content().collectList();
        return parts.join('');
      },
      toolCall: () => chatClient.prompt().user('TOOL weather in Paris').toolCallbacks(weatherTool).call().content(),
    };
  };
  const stacks = {
    [`${label}ChatClient, no advisors`]: client([]),
    [`${label}ChatClient + 3 advisors`]: client([passThrough(1), passThrough(2), passThrough(3)]),
    // A production service with tracing and metrics on: the OpenTelemetry bridge over SDK providers
    // that drop what they record (exporting is not the library's cost).
    [`${label}ChatClient + 3 advisors, OpenTelemetry`]: client(
      [passThrough(1), passThrough(2), passThrough(3)],
      OpenTelemetryObservations.register(ObservationRegistry.create(), await openTelemetry()),
    ),
  };
  // OpenAiChatModel (spring-ai-ts/openai) on the same OpenAI-compatible endpoint, when the build has it.
  const openAiEntry = await entry(dist, './openai').catch(() => undefined);
  if (openAiEntry !== undefined) {
    const { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } = openAiEntry;
    const openAiModel = OpenAiChatModel.builder()
      .openAiApi(OpenAiApi.builder().baseUrl(baseUrl).apiKey(KEY).build())
      .defaultOptions(OpenAiChatOptions.builder().model(MODEL).temperature(0.7).streamUsage(true).build())
      .build();
    const openAiClient = ChatClient.builder(openAiModel).build();
    stacks[`${label}OpenAiChatModel ChatClient, no advisors`] = {
      stream: (text) => openAiClient.prompt().user(text).stream().content(),
      async toolTrip() {
        const parts = await openAiClient.prompt().user('TOOL weather in Paris').toolCallbacks(weatherTool).stream().content().collectList();
        return parts.join('');
      },
      toolCall: () => openAiClient.prompt().user('TOOL weather in Paris').toolCallbacks(weatherTool).call().content(),
    };
    if (layers) {
      stacks['  layer: OpenAiChatModel.stream()'] = {
        async *stream(text) {
          for await (const response of openAiModel.stream(new Prompt(text))) {
            const delta = response.getResult()?.getOutput().getText();
            if (delta) yield delta;
          }
        },
      };
    }
  }
  if (!layers) return stacks;
  // Layers of our stack, for where the time goes (not part of the comparison goals).
  stacks['  layer: MiniMaxChatModel.stream()'] = {
    async *stream(text) {
      for await (const response of chatModel.stream(new Prompt(text))) {
        const delta = response.getResult()?.getOutput().getText();
        if (delta) yield delta;
      }
    },
    async toolTrip() {
      const options = MiniMaxChatOptions.builder().toolCallbacks([weatherTool]).build();
      const parts = await chatModel.stream(new Prompt('TOOL weather in Paris', options)).collectList();
      return parts.map((r) => r.getResult()?.getOutput().getText() ?? '').join('');
    },
  };
  stacks['  layer: MiniMaxApi.chatCompletionStream()'] = {
    async *stream(text) {
      const request = new ChatCompletionRequest([new ChatCompletionMessage(text, ChatCompletionMessage.Role.USER)], MODEL, 0.7, true);
      for await (const chunk of api.chatCompletionStream(request)) {
        const delta = chunk.choices()?.[0]?.delta()?.content();
        if (delta) yield delta;
      }
    },
  };
  return stacks;
}

async function buildStacks(baseUrl, openAiBaseUrl) {
  // The project's own `openai` (v6, the client MiniMaxApi sends through), not the v5 copy that
  // @langchain/openai brings into bench/node_modules: the loop compares our layers, not two clients.
  const { default: OpenAI } = await import(new URL('../node_modules/openai/index.mjs', import.meta.url).href);
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const { streamText, generateText, tool, stepCountIs, jsonSchema } = await import('ai');
  const { ChatOpenAI } = await import('@langchain/openai');
  const { HumanMessage, ToolMessage } = await import('@langchain/core/messages');

  const openai = new OpenAI({ baseURL: openAiBaseUrl, apiKey: KEY, maxRetries: 0 });
  async function* openaiStream(messages, tools) {
    const stream = await openai.chat.completions.create({ model: MODEL, messages, stream: true, stream_options: { include_usage: true }, ...(tools ? { tools } : {}) });
    yield* stream;
  }

  const vercel = createOpenAICompatible({ name: 'minimax', baseURL: openAiBaseUrl, apiKey: KEY, includeUsage: true });
  const vercelTools = { get_weather: tool({ description: 'Get the weather in a location', inputSchema: jsonSchema(weatherSchema), execute: async () => ({ temp: 15, unit: 'C' }) }) };
  const langchain = new ChatOpenAI({ model: MODEL, apiKey: KEY, configuration: { baseURL: openAiBaseUrl }, maxRetries: 0, streamUsage: true });
  const langchainWithTools = langchain.bindTools(openaiTools);
  const langchainToolLoop = async (send) => {
    const human = new HumanMessage('TOOL weather in Paris');
    const message = await send([human]);
    const toolMessages = (message.tool_calls ?? []).map((call) => new ToolMessage({ content: weather(call.args), tool_call_id: call.id }));
    const answer = await send([human, message, ...toolMessages]);
    return typeof answer.content === 'string' ? answer.content : '';
  };

  return {
    ...(await springStacks(DIST, baseUrl, 'spring-ai-ts ', true)),
    ...(BASELINE_DIST ? await springStacks(BASELINE_DIST, baseUrl, 'baseline build: ', false) : {}),
    'raw fetch + JSON.parse': rawStack({ openAiBaseUrl, key: KEY, model: MODEL, tools: openaiTools, weather }),
    'openai SDK loop': {
      async *stream(text) {
        for await (const chunk of openaiStream([{ role: 'user', content: text }])) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      },
      async toolTrip() {
        const messages = [{ role: 'user', content: 'TOOL weather in Paris' }];
        const calls = [];
        for await (const chunk of openaiStream(messages, openaiTools)) for (const call of chunk.choices[0]?.delta?.tool_calls ?? []) mergeCall(calls, call);
        messages.push({ role: 'assistant', content: '', tool_calls: calls });
        for (const call of calls) messages.push({ role: 'tool', tool_call_id: call.id, content: weather(JSON.parse(call.function.arguments)) });
        let answer = '';
        for await (const chunk of openaiStream(messages, openaiTools)) answer += chunk.choices[0]?.delta?.content ?? '';
        return answer;
      },
      async toolCall() {
        const messages = [{ role: 'user', content: 'TOOL weather in Paris' }];
        const first = await openai.chat.completions.create({ model: MODEL, messages, tools: openaiTools });
        const calls = first.choices[0].message.tool_calls ?? [];
        messages.push(first.choices[0].message);
        for (const call of calls) messages.push({ role: 'tool', tool_call_id: call.id, content: weather(JSON.parse(call.function.arguments)) });
        const second = await openai.chat.completions.create({ model: MODEL, messages, tools: openaiTools });
        return second.choices[0].message.content ?? '';
      },
    },
    'LangChain.js .stream()': {
      async *stream(text) {
        for await (const chunk of await langchain.stream(text)) if (typeof chunk.content === 'string' && chunk.content) yield chunk.content;
      },
      toolTrip: () =>
        langchainToolLoop(async (messages) => {
          let message;
          for await (const chunk of await langchainWithTools.stream(messages)) message = message === undefined ? chunk : message.concat(chunk);
          return message;
        }),
      toolCall: () => langchainToolLoop((messages) => langchainWithTools.invoke(messages)),
    },
    'Vercel AI SDK streamText': {
      stream: (text) => streamText({ model: vercel(MODEL), prompt: text, maxRetries: 0 }).textStream,
      toolTrip: () => streamText({ model: vercel(MODEL), prompt: 'TOOL weather in Paris', maxRetries: 0, tools: vercelTools, stopWhen: stepCountIs(2) }).text,
      toolCall: async () =>
        (await generateText({ model: vercel(MODEL), prompt: 'TOOL weather in Paris', maxRetries: 0, tools: vercelTools, stopWhen: stepCountIs(2) })).text,
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measureStream(stack) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let deltas = 0;
  let text = '';
  for await (const delta of stack.stream(`LONG${LONG}`)) {
    deltas++;
    text += delta;
  }
  const cpu = process.cpuUsage(cpu0);
  if (text.length !== LONG * 16) throw new Error(`a stack lost text: ${text.length} of ${LONG * 16} characters`);
  return { cpuPerDelta: (cpu.user + cpu.system) / deltas };
}

/**
 * `streams` concurrent streams of `chunks` chunks: CPU per delta, deltas per second, the peak
 * heap growth and, with `live`, the live heap halfway through.
 *
 * The peak (heapUsed sampled every 2 ms, less the heap before) counts garbage the young
 * generation has not collected yet: every stack here allocates enough per delta to fill it
 * between scavenges, so the peak shows the collector's thresholds more than what a stack keeps
 * (it stays near 20-25 MB for all of them and its ratio swings from run to run). The live heap is
 * what the open streams hold: a full collection when half the deltas have arrived (all streams
 * still open), less the heap after another once they closed; its CPU time is left out of the CPU
 * figure.
 */
async function measureConcurrent(stack, streams, chunks, live = false) {
  globalThis.gc();
  globalThis.gc();
  // V8 finishes a forced collection on helper threads, whose CPU process.cpuUsage counts: let it end first.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  let liveBytes = Number.NaN;
  let gcCpu = 0;
  let received = 0;
  const halfway = live ? Math.floor((streams * chunks) / 2) : -1;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 2);
  const drain = async () => {
    let n = 0;
    let deltas = 0;
    for await (const delta of stack.stream(`LONG${chunks}`)) {
      n += delta.length;
      deltas++;
      if (++received === halfway) {
        peak = Math.max(peak, process.memoryUsage().heapUsed);
        const before = process.cpuUsage();
        globalThis.gc();
        liveBytes = process.memoryUsage().heapUsed;
        const spent = process.cpuUsage(before);
        gcCpu = spent.user + spent.system;
      }
    }
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    if (n !== chunks * 16) throw new Error('a concurrent stream lost text');
    return deltas;
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const counts = await Promise.all(Array.from({ length: streams }, drain));
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  if (live) {
    // Against the heap once the streams are closed, not the heap before: a full collection
    // halfway also frees what the stacks run before left behind (the figure went negative).
    globalThis.gc();
    liveBytes -= process.memoryUsage().heapUsed;
  }
  const deltas = counts.reduce((a, b) => a + b, 0);
  return {
    cpuPerDelta: (cpu.user + cpu.system - gcCpu) / deltas,
    deltasPerSecond: deltas / (wall / 1000),
    heapMb: (peak - base) / 1024 / 1024,
    liveMb: liveBytes / 1024 / 1024,
  };
}

/**
 * Time to the first delta of short streams (`FIRST_CHUNKS` chunks, drained), interleaved stream by
 * stream in a shuffled order like the tool round trips; a stack's figure is the median.
 */
async function measureFirstDeltas(stacks, names) {
  const times = new Map(names.map((name) => [name, []]));
  const sent = new Map(names.map((name) => [name, []]));
  globalThis.gc();
  let seed = 2;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < FIRST_DELTAS; i++) {
    const order = names.map((name) => [random(), name]).sort((a, b) => a[0] - b[0]);
    for (const [, name] of order) {
      await new Promise((resolve) => setImmediate(resolve));
      lastFetchAt = 0;
      const t0 = performance.now();
      let first = 0;
      let out = 0;
      let text = '';
      for await (const delta of stacks[name].stream(`LONG${FIRST_CHUNKS}`)) {
        if (first === 0) {
          first = performance.now() - t0;
          out = lastFetchAt - t0;
        }
        text += delta;
      }
      if (text.length !== FIRST_CHUNKS * 16) throw new Error(`a stack lost text: ${text.length} of ${FIRST_CHUNKS * 16} characters`);
      times.get(name).push(first);
      sent.get(name).push(out);
    }
  }
  return { first: (name) => median(times.get(name)), sent: (name) => median(sent.get(name)) };
}

/**
 * Tool round trips of every stack that has `key`, interleaved trip by trip (each pass over the
 * stacks in a shuffled order), so that every stack meets the same heap and collector state; a
 * stack's figure is the median wall time (and CPU time) of its trips.
 */
async function measureTrips(stacks, names, key) {
  const runs = names.filter((name) => stacks[name][key]);
  const wall = new Map(runs.map((name) => [name, []]));
  const cpu = new Map(runs.map((name) => [name, []]));
  globalThis.gc();
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < TOOL_TRIPS; i++) {
    // A fresh order per pass: what one stack leaves behind (garbage, a pending timer) lands on
    // a different stack each time instead of always on the one after it.
    const order = runs.map((name) => [random(), name]).sort((a, b) => a[0] - b[0]);
    for (const [, name] of order) {
      // Work that the previous trip left queued runs before this trip's clock starts.
      await new Promise((resolve) => setImmediate(resolve));
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const answer = await stacks[name][key]();
      wall.get(name).push(performance.now() - t0);
      const used = process.cpuUsage(cpu0);
      cpu.get(name).push((used.user + used.system) / 1000);
      if (!answer.includes('15 degrees')) throw new Error(`unexpected tool answer: ${answer}`);
    }
  }
  return { wall: (name) => median(wall.get(name)), cpu: (name) => median(cpu.get(name)), runs };
}

/** Runs `measure(name)` for every stack, `rounds` times, each round in a rotated order. */
async function interleaved(names, rounds, measure) {
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length];
      if (process.env.BENCH_VERBOSE) console.error(`round ${round} ${name}`);
      await measure(name);
    }
  }
}

async function run(stacks) {
  const names = Object.keys(stacks);
  const r = Object.fromEntries(names.map((name) => [name, { burst: [], first: [], sent: [], concurrent: [], heap: [], live: [], trip: [], tripCpu: [], call: [], callCpu: [], scaling: new Map() }]));
  // Warm-up: every stack runs its paths often enough for V8 to optimise them, so that the
  // figures compare steady states rather than how soon each library's code gets compiled.
  for (const name of names) {
    await measureStream(stacks[name]);
    for (let i = 0; i < WARMUP; i++) {
      await drainStream(stacks[name], FIRST_CHUNKS);
      await stacks[name].toolTrip?.();
      await stacks[name].toolCall?.();
    }
  }
  if (PHASES.has('burst')) await interleaved(names, ROUNDS, async (name) => {
    const m = await measureStream(stacks[name]);
    r[name].burst.push(m.cpuPerDelta);
  });
  if (PHASES.has('first')) {
    const m = await measureFirstDeltas(stacks, names);
    for (const name of names) {
      r[name].first.push(m.first(name));
      r[name].sent.push(m.sent(name));
    }
  }
  if (PHASES.has('concurrent')) await interleaved(names, 3, async (name) => {
    const m = await measureConcurrent(stacks[name], CONCURRENT, CONCURRENT_CHUNKS, true);
    r[name].concurrent.push(m.cpuPerDelta);
    r[name].heap.push(m.heapMb);
    r[name].live.push(m.liveMb);
  });
  if (PHASES.has('trips')) for (const [key, figure] of [['toolTrip', 'trip'], ['toolCall', 'call']]) {
    const m = await measureTrips(stacks, names, key);
    for (const name of m.runs) {
      r[name][figure].push(m.wall(name));
      r[name][`${figure}Cpu`].push(m.cpu(name));
    }
  }
  const scaled = names.filter((name) => !name.startsWith('  layer'));
  // The main table first: a stack that fails under the heaviest scaling load loses no figures.
  report(names, r);
  if (PHASES.has('scaling')) for (const streams of SCALING) {
    await interleaved(scaled, 2, async (name) => {
      const list = r[name].scaling.get(streams) ?? [];
      try {
        // One stream at a time: several in sequence, so that the figure is not one request's.
        const m = streams === 1 ? await sequential(stacks[name], 20, SCALING_CHUNKS) : await measureConcurrent(stacks[name], streams, SCALING_CHUNKS);
        list.push(m);
      } catch (error) {
        console.error(`scaling, ${streams} streams, ${name.trim()}: ${error.message}`);
      }
      r[name].scaling.set(streams, list);
    });
  }
  reportScaling(scaled, r);
}

/** Reads a `chunks`-chunk stream to its end. */
async function drainStream(stack, chunks) {
  let text = '';
  for await (const delta of stack.stream(`LONG${chunks}`)) text += delta;
  if (text.length !== chunks * 16) throw new Error(`a stack lost text: ${text.length} of ${chunks * 16} characters`);
}

/** `times` streams one after the other, in one CPU window (no collection between them). */
async function sequential(stack, times, chunks) {
  globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let deltas = 0;
  for (let i = 0; i < times; i++) for await (const _ of stack.stream(`LONG${chunks}`)) deltas++;
  const cpu = process.cpuUsage(cpu0);
  return { cpuPerDelta: (cpu.user + cpu.system) / deltas, deltasPerSecond: deltas / ((performance.now() - t0) / 1000) };
}

function report(names, r) {
  const baseline = 'openai SDK loop';
  const value = (name, key) => (r[name][key].length > 0 ? median(r[name][key]) : Number.NaN);
  const cell = (name, key, digits) => {
    const v = value(name, key);
    if (Number.isNaN(v)) return '—';
    return name === baseline ? v.toFixed(digits) : `${v.toFixed(digits)} (${(v / value(baseline, key)).toFixed(2)}×)`;
  };
  const openaiVersion = JSON.parse(readFileSync(new URL('../node_modules/openai/package.json', import.meta.url), 'utf8')).version;
  console.log(`MiniMax stream benchmark (Node ${process.version}; ${ROUNDS} interleaved rounds, medians; ratios against the openai ${openaiVersion} SDK loop)`);
  console.log(`| stack | CPU µs/delta, ${LONG}-chunk burst | CPU µs/delta, ${CONCURRENT} × ${CONCURRENT_CHUNKS} | first delta ms, ${FIRST_CHUNKS}-chunk streams | of which before the request left, ms | heap growth MB (peak), ${CONCURRENT} × ${CONCURRENT_CHUNKS} | live heap MB, ${CONCURRENT} streams open | tool round trip ms, stream | tool round trip ms, call | CPU ms per round trip, stream | CPU ms per round trip, call |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const name of names) {
    console.log(`| ${name} | ${cell(name, 'burst', 2)} | ${cell(name, 'concurrent', 2)} | ${cell(name, 'first', 2)} | ${cell(name, 'sent', 3)} | ${cell(name, 'heap', 1)} | ${cell(name, 'live', 2)} | ${cell(name, 'trip', 2)} | ${cell(name, 'call', 2)} | ${cell(name, 'tripCpu', 2)} | ${cell(name, 'callCpu', 2)} |`);
  }
}

function reportScaling(scaled, r) {
  if (SCALING.length === 0 || !PHASES.has('scaling')) return;
  console.log(`\nScaling (${SCALING_CHUNKS}-chunk streams; deltas/s, then CPU µs/delta; 1 = one stream at a time)`);
  console.log(`| stack | ${SCALING.map((n) => `${n} × deltas/s | ${n} × CPU µs`).join(' | ')} |`);
  console.log(`|---|${SCALING.map(() => '---:|---:').join('|')}|`);
  for (const name of scaled) {
    const cells = SCALING.map((n) => {
      const list = r[name].scaling.get(n) ?? [];
      if (list.length === 0) return '— | —';
      return `${Math.round(median(list.map((m) => m.deltasPerSecond)))} | ${median(list.map((m) => m.cpuPerDelta)).toFixed(2)}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

// The dispatch comes last so that every declaration above is initialised.
if (process.argv[2] === '--simulator') {
  // The child: a simulator that picks its scenario from the user message.
  const { MiniMaxSimulator, MiniMaxScenarios, MiniMaxRequestInspector } = await entry(DIST, './minimax/testing');
  const simulator = new MiniMaxSimulator({
    defaultScenario: (request) => {
      if (MiniMaxRequestInspector.lastToolResults(request.body).length > 0) {
        return MiniMaxScenarios.text('It is 15 degrees in Paris.', { chunks: 3 });
      }
      const user = MiniMaxRequestInspector.lastUserMessage(request.body) ?? '';
      if (user.startsWith('TOOL')) return MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' });
      const long = /^LONG(\d+)/.exec(user);
      if (long) return MiniMaxScenarios.longText(Number(long[1]), 16);
      return MiniMaxScenarios.text('Hello.');
    },
  });
  // Recordings would grow without bound over the run; the benchmark never reads them.
  setInterval(() => simulator.reset(), 1000).unref();
  const { openAiBaseUrl } = await simulator.start();
  // Node closes idle keep-alive sockets after 5 s; on a loaded machine a client can pick such a
  // socket just as it closes ("other side closed"). Keep them open for the whole run instead.
  const server = simulator['listening'].server;
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  process.stdout.write(`${JSON.stringify({ openAiBaseUrl })}\n`);
  process.on('SIGTERM', () => simulator.stop().then(() => process.exit(0)));
} else if (typeof globalThis.gc !== 'function') {
  // Heap figures need explicit collections: run again with --expose-gc.
  const child = spawn(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url)], { stdio: 'inherit', env: process.env });
  const [code] = await once(child, 'exit');
  process.exitCode = code ?? 1;
} else {
  await main();
}
