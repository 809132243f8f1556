// Flux pipeline benchmark: the same 10-operator pipeline over 1,000,000 numbers in spring-ai-ts's
// Flux (synchronous source, fused path; and an async-generator source), RxJS 7 and IxJS 7
// (ix/iterable and ix/asynciterable). Reports the median of several warm runs as ns per element,
// ns per element per operator, and the ratio to the faster peer of the same kind.
// Run through `npm run bench` (builds the library first); not a test, it measures time.
import { performance } from 'node:perf_hooks';
import { entry } from './entry.mjs';
import * as rx from 'rxjs';
import * as ixi from 'ix/iterable';
import * as ixio from 'ix/iterable/operators';
import * as ixa from 'ix/asynciterable';
import * as ixao from 'ix/asynciterable/operators';
const { Flux } = await entry(process.env.SPRING_AI_TS_DIST ?? '../dist/esm');

const N = 1_000_000;
const OPERATORS = 10; // map, filter, map, scan, skip, take, distinctUntilChanged, doOnNext/tap, map, reduce
const WARMUP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const data = Array.from({ length: N }, (_, i) => i);

// The same functions everywhere, so only the libraries differ.
const double = (x) => x * 2;
const notMultipleOf3 = (x) => x % 3 !== 0;
const plusOne = (x) => x + 1;
const M = 1_000_003;
const runningSum = (acc, x) => (acc + x) % M; // seed 0 in RxJS/Ix = Reactor's unseeded scan here
const SKIP = 10;
const TAKE = 600_000;
let seen = 0;
const count = () => {
  seen++;
};
const low16 = (x) => x & 0xffff;
const sum = (acc, x) => acc + x;

async function* asyncSource() {
  for (const x of data) yield x;
}

const cases = {
  'Flux (sync source, fused)': {
    kind: 'sync',
    run: () =>
      Flux.fromIterable(data)
        .map(double).filter(notMultipleOf3).map(plusOne).scan(runningSum).skip(SKIP).take(TAKE)
        .distinctUntilChanged().doOnNext(count).map(low16)
        .reduce(0, sum),
  },
  'RxJS 7 (from(array))': {
    kind: 'sync',
    peer: true,
    run: () => {
      let result;
      rx.from(data)
        .pipe(
          rx.map(double), rx.filter(notMultipleOf3), rx.map(plusOne), rx.scan(runningSum, 0), rx.skip(SKIP),
          rx.take(TAKE), rx.distinctUntilChanged(), rx.tap(count), rx.map(low16), rx.reduce(sum, 0),
        )
        .subscribe((v) => (result = v));
      return result;
    },
  },
  'IxJS 7 (ix/iterable)': {
    kind: 'sync',
    peer: true,
    run: () =>
      ixi.reduce(
        ixi.from(data).pipe(
          ixio.map(double), ixio.filter(notMultipleOf3), ixio.map(plusOne), ixio.scan(runningSum, 0), ixio.skip(SKIP),
          ixio.take(TAKE), ixio.distinctUntilChanged(), ixio.tap(count), ixio.map(low16),
        ),
        sum,
        0,
      ),
  },
  'Flux (async generator source)': {
    kind: 'async',
    run: () =>
      Flux.from(asyncSource())
        .map(double).filter(notMultipleOf3).map(plusOne).scan(runningSum).skip(SKIP).take(TAKE)
        .distinctUntilChanged().doOnNext(count).map(low16)
        .reduce(0, sum),
  },
  'IxJS 7 (ix/asynciterable)': {
    kind: 'async',
    peer: true,
    run: () =>
      ixa.reduce(
        ixa.from(asyncSource()).pipe(
          ixao.map(double), ixao.filter(notMultipleOf3), ixao.map(plusOne), ixao.scan({ callback: runningSum, seed: 0 }), ixao.skip(SKIP),
          ixao.take(TAKE), ixao.distinctUntilChanged(), ixao.tap(count), ixao.map(low16),
        ),
        { callback: sum, seed: 0 },
      ),
  },
};

async function measure(run) {
  const times = [];
  let result;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    result = await run();
    const elapsed = performance.now() - start;
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], result };
}

const rows = [];
let expected;
for (const [name, c] of Object.entries(cases)) {
  const { median, result } = await measure(c.run);
  expected ??= result;
  if (result !== expected) {
    throw new Error(`${name} computed ${result}, expected ${expected}: the pipelines differ`);
  }
  rows.push({ name, kind: c.kind, peer: Boolean(c.peer), nsPerElement: (median * 1e6) / N });
}

// The goal compares our synchronous path with the faster peer overall, and the async path with the
// faster async peer (IxJS's async iterables, the only pull-based async peer).
const fastestPeer = Math.min(...rows.filter((r) => r.peer).map((r) => r.nsPerElement));
const fastestAsyncPeer = Math.min(...rows.filter((r) => r.peer && r.kind === 'async').map((r) => r.nsPerElement));
console.log(`\nFlux pipeline benchmark: ${N.toLocaleString('en-US')} numbers, ${OPERATORS} operators, median of ${RUNS} warm runs (node ${process.version})`);
console.log('| implementation | ns/element | ns/element/operator | vs faster peer | vs faster async peer |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) {
  const ratio = (r.nsPerElement / fastestPeer).toFixed(2);
  const asyncRatio = r.kind === 'async' ? `${(r.nsPerElement / fastestAsyncPeer).toFixed(2)}x` : '';
  console.log(`| ${r.name} | ${r.nsPerElement.toFixed(1)} | ${(r.nsPerElement / OPERATORS).toFixed(2)} | ${ratio}x | ${asyncRatio} |`);
}
console.log(`(result ${expected}; elements seen by doOnNext/tap across all runs: ${seen})`);
