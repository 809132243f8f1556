// Advisor chain benchmark: the cost of DefaultAroundAdvisorChain itself, per pass-through advisor,
// for a blocking call and per streamed chunk, with an in-process scripted ChatModel (no I/O) and
// the default ObservationRegistry.NOOP (then, for information, with every hop observed). Each call
// builds its chain, as ChatClient does per request.
// Chains of 0, 3 and 10 pass-through advisors are timed (warm-up, then the median of several runs);
// the per-advisor figure subtracts the 0-advisor baseline. Goal on the 2-core reference machine:
// under 2 µs per advisor per call and under 1 µs per advisor per chunk.
// Run through `npm run bench` (builds the library first); not a test, it measures time.
import { entry } from './entry.mjs';
import { performance } from 'node:perf_hooks';
const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const { ChatClientRequest } = await entry(DIST);
const { ChatModelCallAdvisor, ChatModelStreamAdvisor, DefaultAroundAdvisorChain } = await import(
  `${DIST}/chat/client/advisor/index.js`
);
const { AssistantMessage } = await entry(DIST);
const { ChatGenerationMetadata } = await entry(DIST);
const { ChatResponse } = await entry(DIST);
const { Generation } = await entry(DIST);
const { Prompt } = await entry(DIST);
const { ObservationRegistry } = await entry(DIST);
const { Flux } = await entry(DIST);

const ADVISOR_COUNTS = [0, 3, 10];
const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 100);
const WARMUP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const generation = (text, finishReason) =>
  new Generation(
    new AssistantMessage(text),
    finishReason === undefined ? ChatGenerationMetadata.NULL : ChatGenerationMetadata.builder().finishReason(finishReason).build(),
  );
const answer = new ChatResponse([generation('Hello', 'STOP')]);
const chunks = Array.from({ length: CHUNKS }, (_, i) => new ChatResponse([generation(`t${i}`, i === CHUNKS - 1 ? 'STOP' : undefined)]));

// The scripted model: a ready answer and a synchronous array of chunks, so only the chain is timed.
const chatModel = {
  call: async () => answer,
  stream: () => Flux.fromArray(chunks),
};
const modelAdvisors = [
  ChatModelCallAdvisor.builder().chatModel(chatModel).build(),
  ChatModelStreamAdvisor.builder().chatModel(chatModel).build(),
];

const passThrough = (i) => ({
  getName: () => `passThrough${i}`,
  getOrder: () => i,
  adviseCall: (request, chain) => chain.nextCall(request),
  adviseStream: (request, chain) => chain.nextStream(request),
});
const advisorSets = new Map(ADVISOR_COUNTS.map((n) => [n, Array.from({ length: n }, (_, i) => passThrough(i))]));
const request = ChatClientRequest.builder().prompt(new Prompt('Hello')).build();

// A registry with one handler that does nothing: every hop is then really observed.
const observing = ObservationRegistry.create();
observing.observationConfig().observationHandler({ supportsContext: () => true });
let registry = ObservationRegistry.NOOP;

const chainOf = (n) => DefaultAroundAdvisorChain.builder(registry).pushAll([...advisorSets.get(n), ...modelAdvisors]).build();

async function timeCalls(n) {
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) await chainOf(n).nextCall(request);
  return ((performance.now() - start) * 1e6) / CALLS; // ns per call
}

async function timeStreams(n) {
  const start = performance.now();
  let seen = 0;
  for (let i = 0; i < STREAMS; i++) {
    for await (const _ of chainOf(n).nextStream(request)) seen++;
  }
  if (seen !== STREAMS * CHUNKS) throw new Error(`expected ${STREAMS * CHUNKS} chunks, saw ${seen}`);
  return ((performance.now() - start) * 1e6) / (STREAMS * CHUNKS); // ns per chunk
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(timer) {
  const results = new Map();
  for (const n of ADVISOR_COUNTS) {
    for (let i = 0; i < WARMUP; i++) await timer(n);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      globalThis.gc?.();
      runs.push(await timer(n));
    }
    results.set(n, median(runs));
  }
  return results;
}

function report(title, unit, results, goalNs = undefined) {
  const base = results.get(0);
  console.log(`\n${title}`);
  for (const n of ADVISOR_COUNTS) {
    const total = results.get(n);
    const perAdvisor = n === 0 ? '' : `   ${((total - base) / n / 1000).toFixed(3)} µs per advisor ${unit}`;
    console.log(`  ${String(n).padStart(2)} advisors: ${(total / 1000).toFixed(3)} µs ${unit}${perAdvisor}`);
  }
  if (goalNs === undefined) return;
  const worst = Math.max(...ADVISOR_COUNTS.filter((n) => n > 0).map((n) => (results.get(n) - base) / n));
  console.log(`  goal < ${goalNs / 1000} µs per advisor ${unit}: ${worst < goalNs ? 'met' : 'NOT met'} (${(worst / 1000).toFixed(3)} µs)`);
}

console.log(`node ${process.version}; ${CALLS} calls, ${STREAMS} streams x ${CHUNKS} chunks; median of ${RUNS} runs after ${WARMUP} warm-ups`);
report('Call (chain built per call, then nextCall)', 'per call', await measure(timeCalls), 2000);
report('Stream (chain built per stream, every chunk consumed)', 'per chunk', await measure(timeStreams), 1000);
if (process.env.BENCH_OBSERVED !== '0') {
  registry = observing;
  console.log('\nFor information, every hop observed (a registry with one empty handler):');
  report('Call, observed', 'per call', await measure(timeCalls));
  report('Stream, observed', 'per chunk', await measure(timeStreams));
}

// The OpenTelemetry bridge (spring-ai-ts/opentelemetry) on, next to NOOP: tracing and meter handlers
// with the OpenTelemetry SDK (a real tracer whose spans go to a processor that drops them, and a
// meter provider with an in-memory reader). Every advisor hop and the model advisor are observed,
// so a chain of n advisors makes n + 1 spans per call. Goal: at most 10 µs per observed hop.
if (process.env.BENCH_OTEL !== '0') {
  const { OpenTelemetryObservations } = await entry(DIST, './opentelemetry');
  const { BasicTracerProvider } = await import('@opentelemetry/sdk-trace-base');
  const { MeterProvider, MetricReader } = await import('@opentelemetry/sdk-metrics');
  class DroppingReader extends MetricReader {
    async onForceFlush() {}
    async onShutdown() {}
  }
  const dropSpans = { onStart() {}, onEnd() {}, forceFlush: async () => {}, shutdown: async () => {} };
  const tracer = new BasicTracerProvider({ spanProcessors: [dropSpans] }).getTracer('bench');
  const meter = new MeterProvider({ readers: [new DroppingReader()] }).getMeter('bench');
  registry = ObservationRegistry.NOOP;
  const noopCalls = await measure(timeCalls);
  const noopStreams = await measure(timeStreams);
  registry = observing;
  const emptyCalls = await measure(timeCalls);
  const emptyStreams = await measure(timeStreams);
  registry = OpenTelemetryObservations.register(ObservationRegistry.create(), { tracer, meter });
  const otelCalls = await measure(timeCalls);
  const otelStreams = await measure(timeStreams);
  // Per observed hop: (time with the bridge − time with NOOP) / hops. The part an observation costs
  // without any handler work (a registry with one empty handler) is shown apart: that is the
  // Observation API's own cost, the rest is the bridge's.
  console.log('\nOpenTelemetry bridge on (tracing + metrics) vs NOOP, per observed hop (n advisors + the model advisor):');
  let worst = 0;
  const us = (ns) => (ns / 1000).toFixed(3);
  for (const n of ADVISOR_COUNTS) {
    const hops = n + 1;
    const perHop = (otelCalls.get(n) - noopCalls.get(n)) / hops;
    const api = (emptyCalls.get(n) - noopCalls.get(n)) / hops;
    const perStreamHop = ((otelStreams.get(n) - noopStreams.get(n)) * CHUNKS) / hops;
    const streamApi = ((emptyStreams.get(n) - noopStreams.get(n)) * CHUNKS) / hops;
    worst = Math.max(worst, perHop);
    console.log(
      `  ${String(n).padStart(2)} advisors: call ${us(perHop)} µs per hop (Observation API ${us(api)}, bridge ${us(perHop - api)}); ` +
        `stream ${us(perStreamHop)} µs per hop per stream of ${CHUNKS} chunks (Observation API ${us(streamApi)}, bridge ${us(perStreamHop - streamApi)})`,
    );
  }
  // The marginal cost of one more observed hop (slope between 3 and 10 advisors) leaves out what
  // is paid once per call: the root span of a new trace (trace id, sampling) and the call's setup.
  const [few, many] = [ADVISOR_COUNTS.at(-2), ADVISOR_COUNTS.at(-1)];
  const slope = (timings) => (timings.get(many) - timings.get(few)) / (many - few);
  const marginal = slope(otelCalls) - slope(noopCalls);
  const marginalApi = slope(emptyCalls) - slope(noopCalls);
  const perCall = otelCalls.get(0) - noopCalls.get(0) - marginal;
  console.log(
    `  marginal cost of one more observed hop (call, ${few} → ${many} advisors): ${us(marginal)} µs ` +
      `(Observation API ${us(marginalApi)}, bridge ${us(marginal - marginalApi)}); once per call (root span): ${us(perCall)} µs`,
  );
  console.log(`  goal <= 10 µs per observed hop: marginal ${marginal <= 10_000 ? 'met' : 'NOT met'} (${us(marginal)} µs); worst average per hop ${us(worst)} µs`);
}
