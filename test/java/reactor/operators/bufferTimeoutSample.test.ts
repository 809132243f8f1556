// Flux.bufferTimeout and Flux.sample: Reactor's semantics (size or time closes a buffer, the last
// buffer on completion, an error drops the one being filled; sample emits the latest per period and
// the pending one at completion).
import { Duration, Flux, IllegalArgumentException } from '../../../../src/index.js';
import { failOnUnhandledRejections } from '../helpers.js';

const at = (ms: number, value: number): Flux<number> => Flux.just(value).delayElements(ms);

describe('Flux.bufferTimeout', () => {
  failOnUnhandledRejections();

  test('a buffer closes when full', async () => {
    expect(await Flux.range(1, 7).bufferTimeout(3, Duration.ofSeconds(10)).collectList()).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  test('a buffer closes maxTime after its first element, when not full', async () => {
    // 1 at ~0 ms, 2 at ~20 ms, then 3 at ~340 ms: the 150 ms window closes [1, 2]. The margins
    // (130 ms and 190 ms) leave room for timers that fire late on a loaded machine.
    const source = Flux.concat(Flux.just(1), at(20, 2), at(320, 3));
    expect(await source.bufferTimeout(10, Duration.ofMillis(150)).collectList()).toEqual([[1, 2], [3]]);
  });

  test('an error drops the buffer being filled', async () => {
    const boom = new Error('boom');
    const seen: number[][] = [];
    await expect(Flux.just(1, 2).concatWith(Flux.error(boom)).bufferTimeout(5, 1000).doOnNext((b) => seen.push(b)).collectList())
      .rejects.toBe(boom);
    expect(seen).toEqual([]);
  });

  test('arguments are checked with Reactor messages', () => {
    expect(() => Flux.just(1).bufferTimeout(0, 10)).toThrow(new IllegalArgumentException('maxSize must be strictly positive'));
    expect(() => Flux.just(1).bufferTimeout(1, Duration.ZERO)).toThrow(new IllegalArgumentException('Timeout period must be strictly positive'));
  });

  test('a cancel stops the timer and the source', async () => {
    const cancelled = jest.fn();
    const first = await Flux.interval(5).doOnCancel(cancelled).bufferTimeout(2, 1000).take(1).collectList();
    expect(first).toEqual([[0, 1]]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cancelled).toHaveBeenCalledTimes(1);
  });
});

describe('Flux.sample', () => {
  failOnUnhandledRejections();

  test('emits the latest element of each period, and the pending one at completion', async () => {
    // 1 and 2 at once, 3 at ~220 ms, 4 at ~240 ms, then completion: periods of 150 ms, so the
    // first tick (150 ms) and the next (300 ms) are 60 ms or more from any element.
    const source = Flux.concat(Flux.just(1, 2), at(220, 3), at(20, 4));
    expect(await source.sample(Duration.ofMillis(150)).collectList()).toEqual([2, 4]);
  });

  test('a period without a new element emits nothing', async () => {
    const source = Flux.concat(Flux.just(1), at(130, 2));
    expect(await source.sample(40).collectList()).toEqual([1, 2]);
  });

  test('an error goes on', async () => {
    const boom = new Error('boom');
    await expect(Flux.error(boom).sample(10).collectList()).rejects.toBe(boom);
  });
});
