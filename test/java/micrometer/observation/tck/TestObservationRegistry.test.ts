import { AssertionError } from 'node:assert';
import { KeyValue } from '../../../../../src/java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../../../../src/java/micrometer/common/KeyValues.js';
import { Observation, ObservationContext, type ObservationConvention } from '../../../../../src/java/micrometer/observation/index.js';
import {
  TestObservationRegistry,
  TestObservationRegistryAssert,
} from '../../../../../src/java/micrometer/observation/tck/index.js';

class OrderContext extends ObservationContext {
  constructor(readonly orderId: string) {
    super();
  }
}

const convention: ObservationConvention<OrderContext> = {
  getName: () => 'shop.order',
  getContextualName: (context) => `order ${context.orderId}`,
  getLowCardinalityKeyValues: () => KeyValues.of('shop', 'main'),
  getHighCardinalityKeyValues: (context) => KeyValues.of('order.id', context.orderId),
  supportsContext: (context) => context instanceof OrderContext,
};

async function runNested(registry: TestObservationRegistry): Promise<void> {
  await Observation.createNotStarted('parent.op', () => new ObservationContext(), registry).observe(async () => {
    await Promise.resolve();
    await Observation.createNotStarted(undefined, convention, () => new OrderContext('o-1'), registry).observe(
      async () => 'ok',
    );
  });
}

describe('TestObservationRegistry (Micrometer tck port)', () => {
  test('records every started observation in start order, with started and stopped flags', async () => {
    const registry = TestObservationRegistry.create();
    await runNested(registry);
    const notStopped = Observation.createNotStarted('open.op', () => new ObservationContext(), registry).start();
    Observation.createNotStarted('never.started', () => new ObservationContext(), registry);

    const contexts = registry.getContexts();
    expect(contexts.map((recorded) => recorded.getContext().getName())).toEqual(['parent.op', 'shop.order', 'open.op']);
    expect(contexts.map((recorded) => recorded.isObservationStarted())).toEqual([true, true, true]);
    expect(contexts.map((recorded) => recorded.isObservationStopped())).toEqual([true, true, false]);
    expect(registry.isNoop()).toBe(false);
    notStopped.stop();
    expect(registry.getContexts()[2]?.isObservationStopped()).toBe(true);
  });

  test('findByName, getObservationContexts, parent names and clear', async () => {
    const registry = TestObservationRegistry.create();
    await runNested(registry);
    const [order] = registry.findByName('shop.order');
    expect(order?.getContext()).toBeInstanceOf(OrderContext);
    expect(order?.getParentName()).toBe('parent.op');
    expect(registry.findByName('parent.op')[0]?.getParentName()).toBeUndefined();
    expect(registry.getObservationContexts()).toHaveLength(2);
    registry.clear();
    expect(registry.getContexts()).toEqual([]);
  });

  test('the fluent assertions pass on what happened', async () => {
    const registry = TestObservationRegistry.create();
    await runNested(registry);
    TestObservationRegistryAssert.assertThat(registry)
      .doesNotHaveAnyRemainingCurrentObservation()
      .hasNumberOfObservationsEqualTo(2)
      .hasNumberOfObservationsWithNameEqualTo('shop.order', 1)
      .hasAllObservationsStopped()
      .hasObservationWithNameEqualTo('shop.order')
      .that()
      .hasNameEqualTo('shop.order')
      .hasContextualNameEqualTo('order o-1')
      .hasLowCardinalityKeyValue('shop', 'main')
      .hasLowCardinalityKeyValue(KeyValue.of('shop', 'main'))
      .hasHighCardinalityKeyValue('order.id', 'o-1')
      .hasLowCardinalityKeyValueWithKey('shop')
      .doesNotHaveLowCardinalityKeyValueWithKey('order.id')
      .doesNotHaveHighCardinalityKeyValueWithKey('shop')
      .hasBeenStarted()
      .hasBeenStopped()
      .doesNotHaveError()
      .hasParentObservation()
      .hasParentObservationWithNameEqualTo('parent.op')
      .hasParentObservationContextMatching((parent) => parent.getName() === 'parent.op')
      .isInstanceOfSatisfying(OrderContext, (context) => expect(context.orderId).toBe('o-1'))
      .backToTestObservationRegistry()
      .hasObservationWithNameEqualTo('parent.op')
      .that()
      .doesNotHaveParentObservation();
  });

  test('the fluent assertions fail with AssertionError when the check does not hold', async () => {
    const registry = TestObservationRegistry.create();
    await runNested(registry);
    const registryAssert = TestObservationRegistryAssert.assertThat(registry);
    expect(() => registryAssert.hasObservationWithNameEqualTo('missing')).toThrow(AssertionError);
    expect(() => registryAssert.hasObservationWithNameEqualTo('missing')).toThrow(
      'Available names are <[parent.op, shop.order]> but none was equal to <missing>',
    );
    expect(() => registryAssert.doesNotHaveAnyObservation()).toThrow(AssertionError);
    expect(() => registryAssert.hasSingleObservationThat()).toThrow(AssertionError);
    expect(() => registryAssert.hasRemainingCurrentObservation()).toThrow(AssertionError);
    const order = registryAssert.hasObservationWithNameEqualTo('shop.order');
    expect(() => order.hasContextualNameEqualTo('other')).toThrow(AssertionError);
    expect(() => order.hasLowCardinalityKeyValue('shop', 'other')).toThrow(
      'The key is correct but the value is <main>',
    );
    expect(() => order.hasHighCardinalityKeyValue('absent', 'x')).toThrow(AssertionError);
    expect(() => order.hasError()).toThrow(AssertionError);
    expect(() => order.isNotStopped()).toThrow(AssertionError);
    expect(() => order.doesNotHaveParentObservation()).toThrow(AssertionError);
  });

  test('errors and remaining current observations are visible to the assertions', async () => {
    const registry = TestObservationRegistry.create();
    const failure = new Error('payment refused');
    await expect(
      Observation.createNotStarted('failing.op', () => new ObservationContext(), registry).observe(async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    TestObservationRegistryAssert.assertThat(registry).hasSingleObservationThat().hasError().hasError(failure).hasBeenStopped();

    const observation = Observation.createNotStarted('scoped.op', () => new ObservationContext(), registry).start();
    const scope = observation.openScope();
    try {
      TestObservationRegistryAssert.assertThat(registry)
        .hasRemainingCurrentObservation()
        .hasRemainingCurrentObservationSameAs(observation);
      expect(() => TestObservationRegistryAssert.assertThat(registry).doesNotHaveAnyRemainingCurrentObservation()).toThrow(
        AssertionError,
      );
    } finally {
      scope.close();
      observation.stop();
    }
    TestObservationRegistryAssert.assertThat(registry).doesNotHaveAnyRemainingCurrentObservation();
  });

  test('hasAnObservation and forAllObservationsWithNameEqualTo run requirements on recorded observations', async () => {
    const registry = TestObservationRegistry.create();
    await runNested(registry);
    TestObservationRegistryAssert.assertThat(registry)
      .hasAnObservation((observation) => observation.hasContextualNameEqualTo('order o-1'))
      .forAllObservationsWithNameEqualTo('shop.order', (observation) => observation.hasBeenStopped())
      .hasHandledContextsThatSatisfy((contexts) => expect(contexts).toHaveLength(2));
    expect(() =>
      TestObservationRegistryAssert.assertThat(registry).hasAnObservation((observation) =>
        observation.hasContextualNameEqualTo('nope'),
      ),
    ).toThrow(AssertionError);
  });

  test('TestObservationContext is reachable as a nested type', () => {
    const recorded = new TestObservationRegistry.TestObservationContext(new ObservationContext());
    const typed: TestObservationRegistry.TestObservationContext = recorded;
    expect(typed.isObservationStarted()).toBe(false);
  });
});
