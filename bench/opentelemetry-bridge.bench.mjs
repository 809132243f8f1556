// OpenTelemetry bridge benchmark: what the bridge (spring-ai-ts/opentelemetry, tracing + metrics)
// adds per observed hop of the advisor chain, next to ObservationRegistry.NOOP; goal: at most
// 10 µs per observed hop, and nothing when the bridge is off (NOOP is the same code path as
// without the bridge). The chain is the advisor-chain benchmark's: n pass-through advisors and the
// model advisor, an in-process scripted model, so a call makes n + 1 observations.
//
// CPU time (process.cpuUsage) of batches of calls, variants interleaved batch by batch in one
// process, median of the batches: fairer than wall time on a shared machine. With
// BASELINE_DIST=<path to an older dist/esm> the older build runs in the same process, interleaved
// with this one, and the report shows both (the integrator's before/after):
//   cp -r dist .build/baseline-dist   # at the old commit, after `npm run build`
//   npm run build && BASELINE_DIST=../.build/baseline-dist/esm node bench/opentelemetry-bridge.bench.mjs
// (BASELINE_DIST resolves like an import from bench/; keep it inside the repository so that it finds
// node_modules/@opentelemetry.) BENCH_CALLS (default 4000) calls per batch, BENCH_REPS (default 15) batches.
// Run through `npm run bench` (builds the library first); not a test, it measures time.
import { entry } from './entry.mjs';
const CURRENT = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const BASELINE = process.env.BASELINE_DIST;
const CALLS = Number(process.env.BENCH_CALLS ?? 4_000);
const REPS = Number(process.env.BENCH_REPS ?? 15);
const ADVISORS = [3, 10];

const { BasicTracerProvider } = await import('@opentelemetry/sdk-trace-base');
const { MeterProvider, MetricReader } = await import('@opentelemetry/sdk-metrics');
class DroppingReader extends MetricReader {
  async onForceFlush() {}
  async onShutdown() {}
}
const dropSpans = { onStart() {}, onEnd() {}, forceFlush: async () => {}, shutdown: async () => {} };
const tracer = new BasicTracerProvider({ spanProcessors: [dropSpans] }).getTracer('bench');
const meter = new MeterProvider({ readers: [new DroppingReader()] }).getMeter('bench');

/** The chain factories of one build: NOOP, one empty handler, and the bridge. */
async function load(dist) {
  const { ChatClientRequest } = await entry(dist);
  const { ChatModelCallAdvisor, DefaultAroundAdvisorChain } = await entry(dist);
  const { AssistantMessage } = await entry(dist);
  const { ChatGenerationMetadata } = await entry(dist);
  const { ChatResponse } = await entry(dist);
  const { Generation } = await entry(dist);
  const { Prompt } = await entry(dist);
  const { ObservationRegistry } = await entry(dist);
  const { OpenTelemetryObservations } = await entry(dist, './opentelemetry');
  const answer = new ChatResponse([
    new Generation(new AssistantMessage('Hello'), ChatGenerationMetadata.builder().finishReason('STOP').build()),
  ]);
  const modelAdvisor = ChatModelCallAdvisor.builder().chatModel({ call: async () => answer }).build();
  const passThrough = (i) => ({
    getName: () => `passThrough${i}`,
    getOrder: () => i,
    adviseCall: (request, chain) => chain.nextCall(request),
  });
  const request = ChatClientRequest.builder().prompt(new Prompt('Hello')).build();
  const empty = ObservationRegistry.create();
  empty.observationConfig().observationHandler({ supportsContext: () => true });
  const registries = {
    noop: ObservationRegistry.NOOP,
    empty,
    otel: OpenTelemetryObservations.register(ObservationRegistry.create(), { tracer, meter }),
  };
  const advisors = new Map(ADVISORS.map((n) => [n, [...Array.from({ length: n }, (_, i) => passThrough(i)), modelAdvisor]]));
  return (variant, n) => {
    const registry = registries[variant];
    const list = advisors.get(n);
    return () => DefaultAroundAdvisorChain.builder(registry).pushAll(list).build().nextCall(request);
  };
}

const builds = [['current', await load(CURRENT)]];
if (BASELINE !== undefined) builds.unshift(['baseline', await load(BASELINE)]);

const cases = [];
for (const [build, factory] of builds) {
  for (const variant of ['noop', 'empty', 'otel']) {
    for (const n of ADVISORS) cases.push({ build, variant, n, call: factory(variant, n), samples: [] });
  }
}

/** CPU nanoseconds per call of one batch. */
async function batch(call) {
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await call();
  const used = process.cpuUsage(before);
  return ((used.user + used.system) * 1000) / CALLS;
}

for (const entry of cases) for (let i = 0; i < 3; i++) await batch(entry.call); // warm-up
for (let rep = 0; rep < REPS; rep++) {
  // Rotate the order every batch so that no variant always follows the same one.
  for (let k = 0; k < cases.length; k++) {
    // No forced gc() between batches: process.cpuUsage counts the GC's helper threads, so a forced
    // collection would bill its sweeping to whichever batch runs next.
    const entry = cases[(k + rep) % cases.length];
    entry.samples.push(await batch(entry.call));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const us = (ns) => (ns / 1000).toFixed(2);
const time = (build, variant, n) => median(cases.find((c) => c.build === build && c.variant === variant && c.n === n).samples);
console.log(`node ${process.version}; ${REPS} interleaved batches of ${CALLS} calls per case; CPU time, medians`);
let goalMet = true;
for (const [build] of builds) {
  console.log(`\n${build}:`);
  for (const n of ADVISORS) {
    const hops = n + 1;
    const noop = time(build, 'noop', n);
    const api = (time(build, 'empty', n) - noop) / hops;
    const perHop = (time(build, 'otel', n) - noop) / hops;
    if (build === 'current') goalMet &&= perHop <= 10_000;
    console.log(
      `  ${String(n).padStart(2)} advisors (${hops} hops): NOOP ${us(noop)} µs per call; bridge on: ${us(perHop)} µs per observed hop ` +
        `(Observation API with an empty handler ${us(api)}, bridge handlers ${us(perHop - api)})`,
    );
  }
  const [few, many] = ADVISORS;
  const slope = (variant) => (time(build, variant, many) - time(build, variant, few)) / (many - few);
  const marginal = slope('otel') - slope('noop');
  console.log(`  marginal cost of one more observed hop (${few} → ${many} advisors): ${us(marginal)} µs (Observation API ${us(slope('empty') - slope('noop'))})`);
}
console.log(`\ngoal <= 10 µs per observed hop (current build, average per hop): ${goalMet ? 'met' : 'NOT met'}`);
