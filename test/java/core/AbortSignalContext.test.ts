import { AbortSignalContext, AbortedException } from '../../../src/index.js';

describe('AbortSignalContext', () => {
  test('current() follows awaits inside run() and is absent outside', async () => {
    const controller = new AbortController();
    expect(AbortSignalContext.current()).toBeUndefined();
    const seen = await AbortSignalContext.run(controller.signal, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return AbortSignalContext.current();
    });
    expect(seen).toBe(controller.signal);
  });

  test('race() rejects with AbortedException when the signal aborts first and keeps the reason', async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => undefined);
    const raced = AbortSignalContext.race(never, controller.signal, 'The call');
    controller.abort(new Error('user pressed stop'));
    await expect(raced).rejects.toThrow(AbortedException);
    await expect(raced).rejects.toThrow('The call was aborted');
    await expect(raced).rejects.toMatchObject({ cause: new Error('user pressed stop') });
  });

  test('race() passes the result through and removes its listener', async () => {
    const controller = new AbortController();
    await expect(AbortSignalContext.race(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    const aborted = jest.fn();
    controller.signal.addEventListener('abort', aborted);
    controller.abort();
    expect(aborted).toHaveBeenCalledTimes(1);
  });

  test('throwIfAborted() throws only for an aborted current signal', () => {
    const controller = new AbortController();
    AbortSignalContext.run(controller.signal, () => expect(() => AbortSignalContext.throwIfAborted()).not.toThrow());
    controller.abort();
    AbortSignalContext.run(controller.signal, () => expect(() => AbortSignalContext.throwIfAborted('The tool')).toThrow('The tool was aborted'));
  });
});
