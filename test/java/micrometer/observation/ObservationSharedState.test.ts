// spring-ai-ts own tests (no Micrometer counterpart): state that observations share for speed (the
// registry's handler and filter lists, a context's sorted key value sets) follows every change.
import { KeyValue } from '../../../../src/java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../../../src/java/micrometer/common/KeyValues.js';
import {
  Observation,
  ObservationContext,
  ObservationHandler,
  ObservationRegistry,
} from '../../../../src/java/micrometer/observation/index.js';

describe('Observation shared state', () => {
  // Our own: observations share the registry's handler and filter lists until a registration changes them.
  test('handlers and filters registered after an observation was created apply to the next ones', () => {
    const registry = ObservationRegistry.create();
    const seen: string[] = [];
    const handler = (label: string, supports: (context: ObservationContext) => boolean = () => true): ObservationHandler => ({
      supportsContext: supports,
      onStart: (context) => seen.push(`${label}:${context.getName() ?? ''}`),
    });
    registry.observationConfig().observationHandler(handler('a'));
    Observation.createNotStarted('first', registry).start().stop();
    registry.observationConfig().observationHandler(handler('skips-second', (context) => context.getName() !== 'second'));
    registry.observationConfig().observationHandler(handler('c'));
    registry.observationConfig().observationFilter((context) => context.addLowCardinalityKeyValue(KeyValue.of('filtered', 'yes')));
    const second = Observation.createNotStarted('second', registry).start();
    second.stop();
    Observation.createNotStarted('third', registry).start().stop();
    expect(seen).toEqual(['a:first', 'a:second', 'c:second', 'a:third', 'skips-second:third', 'c:third']);
    expect(second.getContext().getLowCardinalityKeyValue('filtered')?.getValue()).toBe('yes');
    // The public getters still hand out copies.
    registry.observationConfig().getObservationHandlers().length = 0;
    expect(registry.observationConfig().getObservationHandlers()).toHaveLength(3);
    expect(ObservationRegistry.isNoop(registry)).toBe(false);
  });

  // Our own: the context hands out one sorted set until its key values change (every handler reads it on stop).
  test('the key value sets read from a context follow every change', () => {
    const context = new ObservationContext().addLowCardinalityKeyValue(KeyValue.of('b', '1'));
    const first = context.getLowCardinalityKeyValues();
    expect(context.getLowCardinalityKeyValues()).toBe(first);
    context.addLowCardinalityKeyValue(KeyValue.of('a', '2'));
    expect(context.getLowCardinalityKeyValues().stream().map((kv) => kv.getKey())).toEqual(['a', 'b']);
    context.addLowCardinalityKeyValues(KeyValues.of('b', '3'));
    expect(context.getLowCardinalityKeyValue('b')?.getValue()).toBe('3');
    expect(context.getLowCardinalityKeyValues().stream().map((kv) => kv.getValue())).toEqual(['2', '3']);
    context.removeLowCardinalityKeyValues('a');
    expect(context.getLowCardinalityKeyValues().stream().map((kv) => kv.getKey())).toEqual(['b']);
    context.addHighCardinalityKeyValue(KeyValue.of('h', 'x'));
    expect(context.getHighCardinalityKeyValues().stream()).toEqual([KeyValue.of('h', 'x')]);
    context.addHighCardinalityKeyValue(KeyValue.of('h', 'y'));
    expect(context.getHighCardinalityKeyValues().stream()).toEqual([KeyValue.of('h', 'y')]);
    context.removeHighCardinalityKeyValue('h');
    expect(context.getHighCardinalityKeyValues().stream()).toEqual([]);
    expect(first.stream()).toEqual([KeyValue.of('b', '1')]);
  });
});
