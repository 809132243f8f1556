// MiniMax stream benchmark (issue §5): spring-ai-ts's ChatClient.stream() with 3 pass-through advisors
// over MiniMaxChatModel, against the bare `openai` v6 streaming loop, the Vercel AI SDK (`ai` 5 +
// `@ai-sdk/openai-compatible` streamText) and LangChain.js (`@langchain/openai` .stream()), all on
// the OpenAI-compatible endpoint of the MiniMax simulator, which runs in a child process so that its
// CPU is not counted. Stacks are interleaved round by round; figures are medians.
// Figures: CPU µs per text delta and deltas/s over a 5,000-chunk stream, time to first delta, heap
// growth for 200 concurrent 500-chunk streams, and the wall time of a tool round trip (tool call,
// tool run, second request, answer). Goals: CPU per delta ≤ openai's, memory ≤ 1.2× openai's, tool
// round trip ≤ 1.3× openai's. Run through `npm run bench`; not a test, it measures time.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const MODEL = 'MiniMax-M2.7';
const KEY = 'sk-bench';
const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);
const LONG = 5000;
const CONCURRENT = 200;
const CONCURRENT_CHUNKS = 500;
const TOOL_TRIPS = Number(process.env.BENCH_TOOL_TRIPS ?? 20);

async function main() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--simulator'], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') console.error(`the simulator exited: ${code ?? signal}`);
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

async function buildStacks(baseUrl, openAiBaseUrl) {
  const { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions, ChatCompletionRequest, ChatCompletionMessage } = await import(
    `${DIST}/model/minimax/index.js`
  );
  const { Prompt } = await import(`${DIST}/chat/prompt/index.js`);
  const { ChatClient } = await import(`${DIST}/chat/client/index.js`);
  const { FunctionToolCallback } = await import(`${DIST}/tool/function/index.js`);
  const { default: OpenAI } = await import('openai');
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const { streamText, tool, stepCountIs, jsonSchema } = await import('ai');
  const { ChatOpenAI } = await import('@langchain/openai');
  const { HumanMessage, ToolMessage } = await import('@langchain/core/messages');

  const passThrough = (i) => ({
    getName: () => `passThrough${i}`,
    getOrder: () => i,
    adviseCall: (request, chain) => chain.nextCall(request),
    adviseStream: (request, chain) => chain.nextStream(request),
  });
  const api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' });
  const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model(MODEL).temperature(0.7).build());
  const chatClient = ChatClient.builder(chatModel).defaultAdvisors([passThrough(1), passThrough(2), passThrough(3)]).build();
  const weatherTool = FunctionToolCallback.builder('get_weather', () => ({ temp: 15, unit: 'C' }))
    .description('Get the weather in a location')
    .inputSchema(JSON.stringify(weatherSchema))
    .build();

  const openai = new OpenAI({ baseURL: openAiBaseUrl, apiKey: KEY, maxRetries: 0 });
  const openaiTools = [{ type: 'function', function: { name: 'get_weather', description: 'Get the weather in a location', parameters: weatherSchema } }];
  async function* openaiStream(messages, tools) {
    const stream = await openai.chat.completions.create({ model: MODEL, messages, stream: true, stream_options: { include_usage: true }, ...(tools ? { tools } : {}) });
    yield* stream;
  }

  const vercel = createOpenAICompatible({ name: 'minimax', baseURL: openAiBaseUrl, apiKey: KEY, includeUsage: true });
  const langchain = new ChatOpenAI({ model: MODEL, apiKey: KEY, configuration: { baseURL: openAiBaseUrl }, maxRetries: 0, streamUsage: true });
  const langchainWithTools = langchain.bindTools(openaiTools);

  return {
    'spring-ai-ts ChatClient (3 advisors)': {
      stream: (text) => chatClient.prompt().user(text).stream().content(),
      async toolTrip() {
        const parts = await chatClient.prompt().user('TOOL weather in Paris').toolCallbacks(weatherTool).stream().content().collectList();
        return parts.join('');
      },
    },
    // Layers of our stack, for where the time goes (not part of the comparison goals).
    '  layer: MiniMaxChatModel.stream()': {
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
    },
    '  layer: MiniMaxApi.chatCompletionStream()': {
      async *stream(text) {
        const request = new ChatCompletionRequest([new ChatCompletionMessage(text, ChatCompletionMessage.Role.USER)], MODEL, 0.7, true);
        for await (const chunk of api.chatCompletionStream(request)) {
          const delta = chunk.choices()?.[0]?.delta()?.content();
          if (delta) yield delta;
        }
      },
      toolTrip: undefined,
    },
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
        for await (const chunk of openaiStream(messages, openaiTools)) {
          for (const call of chunk.choices[0]?.delta?.tool_calls ?? []) {
            const slot = (calls[call.index ?? calls.length] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
            if (call.id) slot.id = call.id;
            if (call.function?.name) slot.function.name = call.function.name;
            slot.function.arguments += call.function?.arguments ?? '';
          }
        }
        messages.push({ role: 'assistant', content: '', tool_calls: calls });
        for (const call of calls) messages.push({ role: 'tool', tool_call_id: call.id, content: weather(JSON.parse(call.function.arguments)) });
        let answer = '';
        for await (const chunk of openaiStream(messages, openaiTools)) answer += chunk.choices[0]?.delta?.content ?? '';
        return answer;
      },
    },
    'Vercel AI SDK streamText': {
      stream: (text) => streamText({ model: vercel(MODEL), prompt: text, maxRetries: 0 }).textStream,
      async toolTrip() {
        const result = streamText({
          model: vercel(MODEL),
          prompt: 'TOOL weather in Paris',
          maxRetries: 0,
          tools: { get_weather: tool({ description: 'Get the weather in a location', inputSchema: jsonSchema(weatherSchema), execute: async () => ({ temp: 15, unit: 'C' }) }) },
          stopWhen: stepCountIs(2),
        });
        return await result.text;
      },
    },
    'LangChain.js .stream()': {
      async *stream(text) {
        for await (const chunk of await langchain.stream(text)) if (typeof chunk.content === 'string' && chunk.content) yield chunk.content;
      },
      async toolTrip() {
        const human = new HumanMessage('TOOL weather in Paris');
        let message;
        for await (const chunk of await langchainWithTools.stream([human])) message = message === undefined ? chunk : message.concat(chunk);
        const toolMessages = (message.tool_calls ?? []).map((call) => new ToolMessage({ content: weather(call.args), tool_call_id: call.id }));
        let answer = '';
        for await (const chunk of await langchainWithTools.stream([human, message, ...toolMessages])) answer += typeof chunk.content === 'string' ? chunk.content : '';
        return answer;
      },
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
  let first = 0;
  let text = '';
  for await (const delta of stack.stream(`LONG${LONG}`)) {
    if (deltas === 0) first = performance.now() - t0;
    deltas++;
    text += delta;
  }
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (text.length !== LONG * 16) throw new Error(`a stack lost text: ${text.length} of ${LONG * 16} characters`);
  return { cpuPerDelta: (cpu.user + cpu.system) / deltas, deltasPerSecond: deltas / (wall / 1000), firstDelta: first, deltas };
}

async function measureMemory(stack) {
  globalThis.gc();
  globalThis.gc();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 2);
  const drain = async () => {
    let n = 0;
    for await (const delta of stack.stream(`LONG${CONCURRENT_CHUNKS}`)) n += delta.length;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return n;
  };
  const sizes = await Promise.all(Array.from({ length: CONCURRENT }, drain));
  clearInterval(sampler);
  if (sizes.some((n) => n !== CONCURRENT_CHUNKS * 16)) throw new Error('a concurrent stream lost text');
  return (peak - base) / 1024 / 1024;
}

async function measureToolTrip(stack) {
  const times = [];
  for (let i = 0; i < TOOL_TRIPS; i++) {
    const t0 = performance.now();
    const answer = await stack.toolTrip();
    times.push(performance.now() - t0);
    if (!answer.includes('15 degrees')) throw new Error(`unexpected tool answer: ${answer}`);
  }
  return median(times);
}

async function run(stacks) {
  const names = Object.keys(stacks);
  const results = Object.fromEntries(names.map((name) => [name, { stream: [], memory: [], tool: [] }]));
  for (const name of names) {
    await measureStream(stacks[name]); // warm-up
    await stacks[name].toolTrip?.();
  }
  for (let round = 0; round < ROUNDS; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      if (process.env.BENCH_VERBOSE) console.error(`stream ${round} ${name}`);
      results[name].stream.push(await measureStream(stacks[name]));
    }
  }
  for (let round = 0; round < 3; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      if (process.env.BENCH_VERBOSE) console.error(`memory ${round} ${name}`);
      results[name].memory.push(await measureMemory(stacks[name]));
    }
  }
  for (let round = 0; round < 2; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) if (stacks[name].toolTrip) results[name].tool.push(await measureToolTrip(stacks[name]));
  }
  const baseline = 'openai SDK loop';
  const row = (name) => {
    const r = results[name];
    return {
      cpu: median(r.stream.map((s) => s.cpuPerDelta)),
      rate: median(r.stream.map((s) => s.deltasPerSecond)),
      first: median(r.stream.map((s) => s.firstDelta)),
      memory: median(r.memory),
      tool: r.tool.length > 0 ? median(r.tool) : Number.NaN,
    };
  };
  const base = row(baseline);
  console.log(`MiniMax stream benchmark (Node ${process.version}; ${LONG}-chunk stream, ${ROUNDS} interleaved rounds, medians)`);
  console.log('| stack | CPU µs/delta | deltas/s | first delta ms | heap growth MB (200×500) | tool round trip ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const name of names) {
    const r = row(name);
    const ratio = (value, reference) => (name === baseline ? '' : ` (${(value / reference).toFixed(2)}×)`);
    console.log(
      `| ${name} | ${r.cpu.toFixed(2)}${ratio(r.cpu, base.cpu)} | ${Math.round(r.rate)} | ${r.first.toFixed(2)} | ${r.memory.toFixed(1)}${ratio(r.memory, base.memory)} | ${Number.isNaN(r.tool) ? '—' : `${r.tool.toFixed(2)}${ratio(r.tool, base.tool)}`} |`,
    );
  }
}

// The dispatch comes last so that every declaration above is initialised.
if (process.argv[2] === '--simulator') {
  // The child: a simulator that picks its scenario from the user message.
  const { MiniMaxSimulator, MiniMaxScenarios, MiniMaxRequestInspector } = await import(`${DIST}/minimax-simulator/index.js`);
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
  const server = simulator['server'];
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
