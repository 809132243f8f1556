import { Flux, Sinks } from '../../src/index.js';
import { batchesAndPairs, operators, retryBackoff, sinkKinds, ToolEvents } from './rule39-sinks.js';

describe('Rule 39: translated Sinks code runs as in Java', () => {
  test('a multicast sink publishes to the subscriber that collects it', async () => {
    const events = new ToolEvents();
    const collected = events.events().collectList();
    expect(events.listeners()).toBe(1);
    events.publish('tool started');
    events.publish('chunk 1');
    events.done();
    events.publish('late');
    expect(await collected).toEqual(['tool started', 'chunk 1']);
    expect(events.dropped).toEqual([Sinks.EmitResult.FAIL_TERMINATED]);
  });

  test('replay, unicast, one and empty sinks; orThrow raises an EmissionException', async () => {
    expect(await sinkKinds()).toEqual({ value: 'v', replayed: [2, 3], reason: Sinks.EmitResult.FAIL_TERMINATED });
  });

  test('interval, push, delayElements, retry and cache', async () => {
    expect(await operators()).toEqual({ ticks: [0, 1, 2], events: ['a'] });
  });

  test('retryWhen(Retry.backoff(n, Duration)) ends with a retry-exhausted error', async () => {
    expect(await retryBackoff(Flux.error(new Error('down')))).toBe(true);
  });

  test('bufferTimeout, zip with Tuple2 and sample', async () => {
    expect(await batchesAndPairs()).toEqual({ batches: [[1, 2], [3, 4], [5]], first: 'a', latest: [3] });
  });
});
