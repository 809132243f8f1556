import { Schedulers } from '../../../src/java/reactor/index.js';

describe('Schedulers', () => {
  test('each factory returns one shared scheduler named after Reactor', () => {
    expect(Schedulers.boundedElastic()).toBe(Schedulers.boundedElastic());
    expect(String(Schedulers.boundedElastic())).toBe('boundedElastic');
    expect(String(Schedulers.parallel())).toBe('parallel');
    expect(String(Schedulers.immediate())).toBe('immediate');
    expect(String(Schedulers.single())).toBe('single');
  });

  test('schedule runs the task on the event loop unless disposed first', async () => {
    const ran: string[] = [];
    Schedulers.boundedElastic().schedule(() => ran.push('a'));
    Schedulers.parallel()
      .schedule(() => ran.push('b'))
      .dispose();
    expect(ran).toEqual([]);
    await Promise.resolve();
    expect(ran).toEqual(['a']);
    expect(() => Schedulers.boundedElastic().dispose()).not.toThrow();
  });
});
