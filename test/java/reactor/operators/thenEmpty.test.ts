import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, source } from '../helpers.js';

describe('Flux.thenEmpty, thenReturn and thenMany', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('thenEmpty resolves after the source (and then the other) complete', async () => {
      const log: string[] = [];
      await expect(source(path, [1, 2], log).thenEmpty()).resolves.toBeUndefined();
      await source(path, [1], log).thenEmpty(source(path, [2], log));
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally', 'subscribe', 'source finally']);
    });

    test('thenReturn resolves with the value; errors reject', async () => {
      expect(await source(path, [1]).thenReturn('done')).toBe('done');
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).thenEmpty()).rejects.toBe(boom);
      await expect(source(path, [1], [], boom).thenReturn('x')).rejects.toBe(boom);
    });

    test('thenMany emits only the other source, after completion', async () => {
      expect(await source(path, [1, 2]).thenMany(Flux.just('a')).collectList()).toEqual(['a']);
    });
  });

  test('a Flux is not a thenable: awaiting it or returning it from an async function keeps the Flux', async () => {
    const flux = Flux.just(1);
    expect('then' in flux).toBe(false);
    const fromAsync = await (async () => flux)();
    expect(fromAsync).toBe(flux);
  });
});
