import { Flux } from '../../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, settle, source } from '../helpers.js';

const readAll = async <T>(stream: ReadableStream<T>): Promise<T[]> => {
  const out: T[] = [];
  const reader = stream.getReader();
  for (;;) {
    const r = await reader.read();
    if (r.done) return out;
    out.push(r.value);
  }
};

describe('Flux.toReadableStream', () => {
  failOnUnhandledRejections();

  test('streams the elements in order and closes on completion; nothing runs before the first read', async () => {
    const log: string[] = [];
    const stream = source('async', [1, 2, 3], log).toReadableStream();
    await settle();
    expect(log).toEqual([]);
    expect(await readAll(stream)).toEqual([1, 2, 3]);
    expect(log).toEqual(['subscribe', 'source finally']);
  });

  test('errors the stream with the Flux error', async () => {
    const boom = new Error('boom');
    await expect(readAll(Flux.error(boom).toReadableStream())).rejects.toBe(boom);
  });

  test('cancelling the stream cancels the Flux and releases its source', async () => {
    const log: string[] = [];
    const stream = source('async', [1, 2, 3], log)
      .doFinally((s) => log.push(`finally ${s.toString()}`))
      .toReadableStream();
    const reader = stream.getReader();
    expect((await reader.read()).value).toBe(1);
    await reader.cancel();
    expect(log).toEqual(['subscribe', 'source finally', 'finally cancel']);
  });

  test('cancelling while a read is pending releases a waiting source at once', async () => {
    const disposed = jest.fn();
    const stream = Flux.create<number>((sink) => sink.onDispose(disposed)).toReadableStream();
    const reader = stream.getReader();
    const pending = reader.read();
    await settle();
    await reader.cancel();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(disposed).toHaveBeenCalledTimes(1);
  });

  test('round-trips through Flux.from', async () => {
    expect(await Flux.from(Flux.just('a', 'b').toReadableStream()).collectList()).toEqual(['a', 'b']);
  });
});
