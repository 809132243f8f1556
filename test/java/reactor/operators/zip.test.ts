// Flux.zip / zipWith and Reactor's Tuple2/Tuple3: Reactor's semantics (pairs in order, the shortest
// source ends the zip and cancels the others, the first error fails it).
import { Flux, Tuple2, Tuple3, Tuples } from '../../../../src/index.js';
import { failOnUnhandledRejections } from '../helpers.js';

describe('Flux.zip', () => {
  failOnUnhandledRejections();

  test('pairs elements in order as Tuple2, and ends with the shortest source, cancelling the other', async () => {
    const cancelled = jest.fn();
    const pairs = await Flux.zip(Flux.just('a', 'b', 'c'), Flux.interval(1).doOnCancel(cancelled)).collectList();
    expect(pairs.map((t) => [t.getT1(), t.getT2()])).toEqual([['a', 0], ['b', 1], ['c', 2]]);
    expect(pairs[0]).toBeInstanceOf(Tuple2);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  test('with a combinator, emits its results; three sources give Tuple3', async () => {
    expect(await Flux.zip(Flux.range(1, 3), Flux.range(10, 3), (a: number, b: number) => a + b).collectList()).toEqual([11, 13, 15]);
    const triples = await Flux.zip(Flux.just(1), Flux.just('x'), Flux.just(true)).collectList();
    expect(triples[0]).toBeInstanceOf(Tuple3);
    expect(String(triples[0])).toBe('[1,x,true]');
    expect(triples[0]?.getT3()).toBe(true);
  });

  test('the array-combinator forms take any number of sources', async () => {
    const sum = (values: unknown[]): number => values.reduce<number>((a, v) => a + (v as number), 0);
    expect(await Flux.zip(sum, Flux.just(1, 2), Flux.just(10, 20), Flux.just(100, 200)).collectList()).toEqual([111, 222]);
    expect(await Flux.zip([Flux.just(1), Flux.just(2)], sum).collectList()).toEqual([3]);
  });

  test('the first error fails the zip and cancels the other sources', async () => {
    const cancelled = jest.fn();
    const boom = new Error('boom');
    await expect(Flux.zip(Flux.never().doOnCancel(cancelled), Flux.error(boom)).collectList()).rejects.toBe(boom);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  test('sources are pulled together: a round waits for the slowest', async () => {
    const slow = Flux.just(1, 2).delayElements(20);
    const started = Date.now();
    expect((await Flux.just('a', 'b').zipWith(slow).collectList()).map(String)).toEqual(['[a,1]', '[b,2]']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });

  test('a failing combinator fails the zip', async () => {
    await expect(Flux.zip(Flux.just(1), Flux.just(2), () => {
      throw new Error('combinator');
    }).collectList()).rejects.toThrow('combinator');
  });

  test('zipWith with a combinator; Tuples.of and Tuple equality', async () => {
    expect(await Flux.just(1, 2).zipWith(Flux.just(3, 4), (a, b) => a * b).collectList()).toEqual([3, 8]);
    expect(Tuples.of(1, 'a').equals(new Tuple2(1, 'a'))).toBe(true);
    expect(Tuples.of(1, 'a', 2).equals(Tuples.of(1, 'a'))).toBe(false);
    expect([...Tuples.of(1, 2)]).toEqual([1, 2]);
    expect(Tuples.of(1, 2, 3).size()).toBe(3);
  });
});
