import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

const windows = <T>(flux: Flux<Flux<T>>): Promise<T[][]> => flux.concatMap((w) => w.collectList()).collectList();

describe('Flux.windowUntil', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('the matching element closes its window; the rest forms a last window', async () => {
      expect(await windows(source(path, [1, 2, 0, 3, 0, 4]).windowUntil((x) => x === 0))).toEqual([[1, 2, 0], [3, 0], [4]]);
      expect(await windows(source(path, [1, 0]).windowUntil((x) => x === 0))).toEqual([[1, 0]]);
    });

    test('with cutBefore the matching element opens the next window', async () => {
      expect(await windows(source(path, [0, 1, 2, 0, 3]).windowUntil((x) => x === 0, true))).toEqual([[0, 1, 2], [0, 3]]);
    });

    test('errors of the source or predicate fail the Flux; cancel releases the source', async () => {
      const boom = new Error('boom');
      await expect(windows(source(path, [1], [], boom).windowUntil(() => false))).rejects.toBe(boom);
      await expect(
        windows(
          source(path, [1]).windowUntil(() => {
            throw boom;
          }),
        ),
      ).rejects.toBe(boom);
      const log: string[] = [];
      expect(await iterate(source(path, [1, 0, 2, 0, 3], log).windowUntil((x) => x === 0), 1)).toHaveLength(1);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
