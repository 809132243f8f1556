import { Flux } from '../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, settle } from './helpers.js';

const webStream = (values: string[], log: string[]) =>
  new ReadableStream<string>({
    start(controller) {
      log.push('start');
      for (const v of values) controller.enqueue(v);
    },
    cancel(reason) {
      log.push(`cancel ${String(reason)}`);
    },
  });

describe('Flux interop', () => {
  failOnUnhandledRejections();

  test('Flux.from(ReadableStream) reads in order and closes', async () => {
    const stream = new ReadableStream<number>({
      start(controller) {
        controller.enqueue(1);
        controller.enqueue(2);
        controller.close();
      },
    });
    expect(await Flux.from(stream).collectList()).toEqual([1, 2]);
  });

  test('breaking out of a Flux over a ReadableStream cancels the stream (releases an HTTP body)', async () => {
    const log: string[] = [];
    expect(await iterate(Flux.from(webStream(['a', 'b'], log)), 1)).toEqual(['a']);
    expect(log).toEqual(['start', 'cancel undefined']);
  });

  test('a stream error fails the Flux', async () => {
    const boom = new Error('boom');
    const stream = new ReadableStream<number>({
      pull(controller) {
        controller.error(boom);
      },
    });
    await expect(Flux.from(stream).collectList()).rejects.toBe(boom);
  });

  test('Flux.from(Promise) gives one element, none for undefined, and flattens a Promise of a Flux', async () => {
    expect(await Flux.from(Promise.resolve(1)).collectList()).toEqual([1]);
    expect(await Flux.from(Promise.resolve(undefined)).collectList()).toEqual([]);
    expect(await Flux.from(Promise.resolve(Flux.just(1, 2))).collectList()).toEqual([1, 2]);
    const boom = new Error('boom');
    await expect(Flux.from(Promise.reject(boom)).collectList()).rejects.toBe(boom);
  });

  test('Flux.from(AsyncIterable) and from(Iterable) adapt; a Flux is returned as is; others throw', async () => {
    const flux = Flux.just(1);
    expect(Flux.from(flux)).toBe(flux);
    expect(
      await Flux.from(
        (async function* () {
          yield 'x';
        })(),
      ).collectList(),
    ).toEqual(['x']);
    expect(await Flux.from(new Set([1, 2])).collectList()).toEqual([1, 2]);
    expect(() => Flux.from(42 as unknown as Iterable<number>)).toThrow(TypeError);
  });

  test('a cancelled Promise-based Flux settles nothing unhandled', async () => {
    let reject: (e: unknown) => void = () => undefined;
    const promise = new Promise<number>((_, r) => (reject = r));
    const it = Flux.from(promise)[Symbol.asyncIterator]();
    const pending = it.next();
    await it.return?.();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    reject(new Error('late'));
    await settle();
  });
});
