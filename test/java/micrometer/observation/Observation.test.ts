import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../../src/java/core/IllegalStateException.js';
import { KeyValue } from '../../../../src/java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../../../src/java/micrometer/common/KeyValues.js';
import {
  Observation,
  ObservationContext,
  ObservationConvention,
  ObservationHandler,
  ObservationRegistry,
  ObservationThreadLocalAccessor,
} from '../../../../src/java/micrometer/observation/index.js';

/** Records every handler call as "event:name". */
function recordingHandler(log: string[], label = ''): ObservationHandler {
  const name = (context: ObservationContext) => `${label}${context.getName() ?? '?'}`;
  return {
    onStart: (context) => log.push(`start:${name(context)}`),
    onStop: (context) => log.push(`stop:${name(context)}`),
    onError: (context) => log.push(`error:${name(context)}:${context.getError()?.message ?? ''}`),
    onEvent: (event, context) => log.push(`event:${name(context)}:${event.getName()}`),
    onScopeOpened: (context) => log.push(`scopeOpened:${name(context)}`),
    onScopeClosed: (context) => log.push(`scopeClosed:${name(context)}`),
    supportsContext: () => true,
  };
}

function registryWith(log: string[]): ObservationRegistry {
  const registry = ObservationRegistry.create();
  registry.observationConfig().observationHandler(recordingHandler(log));
  return registry;
}

class MyContext extends ObservationContext {
  constructor(readonly value: string) {
    super();
  }
}

class MyConvention implements ObservationConvention<MyContext> {
  constructor(private readonly name: string) {}
  getName(): string {
    return this.name;
  }
  getContextualName(context: MyContext): string {
    return `contextual ${context.value}`;
  }
  getLowCardinalityKeyValues(context: MyContext): KeyValues {
    return KeyValues.of('value', context.value);
  }
  getHighCardinalityKeyValues(): KeyValues {
    return KeyValues.of('high', 'yes');
  }
  supportsContext(context: ObservationContext): boolean {
    return context instanceof MyContext;
  }
}

afterEach(() => {
  // No test may leave a current observation behind.
  expect(ObservationRegistry.create().getCurrentObservation()).toBeUndefined();
});

describe('Observation lifecycle (Micrometer port)', () => {
  test('observe(fn) calls handlers in Micrometer order: start, scope opened, scope closed, stop', () => {
    const log: string[] = [];
    const result = Observation.createNotStarted('op', () => new ObservationContext(), registryWith(log)).observe(() => {
      log.push('body');
      return 42;
    });
    expect(result).toBe(42);
    expect(log).toEqual(['start:op', 'scopeOpened:op', 'body', 'scopeClosed:op', 'stop:op']);
  });

  test('observe(fn) records a thrown error after closing the scope and before stopping, then rethrows', () => {
    const log: string[] = [];
    const failure = new Error('boom');
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registryWith(log));
    expect(() =>
      observation.observe(() => {
        throw failure;
      }),
    ).toThrow(failure);
    expect(log).toEqual(['start:op', 'scopeOpened:op', 'scopeClosed:op', 'error:op:boom', 'stop:op']);
    expect(observation.getContext().getError()).toBe(failure);
  });

  test('observe(async fn) stops only after the promise settles and keeps the resolved value', async () => {
    const log: string[] = [];
    const promise = Observation.createNotStarted('op', () => new ObservationContext(), registryWith(log)).observe(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push('body');
        return 'done';
      },
    );
    expect(log).toEqual(['start:op', 'scopeOpened:op']);
    await expect(promise).resolves.toBe('done');
    expect(log).toEqual(['start:op', 'scopeOpened:op', 'body', 'scopeClosed:op', 'stop:op']);
  });

  test('observe(async fn) records a rejection as the error and rejects with it', async () => {
    const log: string[] = [];
    const failure = new Error('async boom');
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registryWith(log));
    await expect(
      observation.observe(async () => {
        await Promise.resolve();
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(log).toEqual(['start:op', 'scopeOpened:op', 'scopeClosed:op', 'error:op:async boom', 'stop:op']);
    expect(observation.getContext().getError()).toBe(failure);
  });

  test('a thrown non-Error value is wrapped for the context but rethrown as it was', () => {
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registryWith([]));
    expect(() =>
      observation.observe(() => {
        throw 'plain string';
      }),
    ).toThrow('plain string');
    expect(observation.getContext().getError()).toBeInstanceOf(Error);
    expect(observation.getContext().getError()?.message).toBe('plain string');
    expect(observation.getContext().getError()?.cause).toBe('plain string');
  });

  test('onStop and onScopeClosed run in reverse registration order, the others in order', () => {
    const log: string[] = [];
    const registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler(recordingHandler(log, 'A-')).observationHandler(recordingHandler(log, 'B-'));
    Observation.createNotStarted('op', () => new ObservationContext(), registry).observe(() => undefined);
    expect(log).toEqual([
      'start:A-op',
      'start:B-op',
      'scopeOpened:A-op',
      'scopeOpened:B-op',
      'scopeClosed:B-op',
      'scopeClosed:A-op',
      'stop:B-op',
      'stop:A-op',
    ]);
  });

  test('handlers only see the contexts they support', () => {
    const log: string[] = [];
    const registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler({
      ...recordingHandler(log),
      supportsContext: (context) => context instanceof MyContext,
    });
    Observation.createNotStarted('plain', () => new ObservationContext(), registry).observe(() => undefined);
    Observation.createNotStarted('mine', () => new MyContext('v'), registry).observe(() => undefined);
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start:mine']);
  });

  test('start, event, error and stop can be called by hand', () => {
    const log: string[] = [];
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registryWith(log)).start();
    observation.event(Observation.Event.of('tick'));
    observation.error(new Error('bad'));
    observation.stop();
    expect(log).toEqual(['start:op', 'event:op:tick', 'error:op:bad', 'stop:op']);
  });

  test('Observation.start creates and starts in one call', () => {
    const log: string[] = [];
    Observation.start('op', () => new ObservationContext(), registryWith(log)).stop();
    expect(log).toEqual(['start:op', 'stop:op']);
  });

  test('contextualName and key values set on the observation land on the context', () => {
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registryWith([]))
      .contextualName('nice name')
      .lowCardinalityKeyValue('low', '1')
      .lowCardinalityKeyValue(KeyValue.of('low2', '2'))
      .lowCardinalityKeyValues(KeyValues.of('low3', '3'))
      .highCardinalityKeyValue('high', 'h')
      .highCardinalityKeyValue(KeyValue.of('high2', 'h2'))
      .highCardinalityKeyValues(KeyValues.of('high3', 'h3'));
    const context = observation.getContext();
    expect(context.getContextualName()).toBe('nice name');
    expect(context.getLowCardinalityKeyValues().stream().map((kv) => kv.getKey())).toEqual(['low', 'low2', 'low3']);
    expect(context.getHighCardinalityKeyValues().stream().map((kv) => kv.getKey())).toEqual(['high', 'high2', 'high3']);
    expect(context.getAllKeyValues().stream()).toHaveLength(6);
  });
});

describe('Observation parenting and the current observation (AsyncLocalStorage)', () => {
  test('nested synchronous observe() calls take the enclosing observation as parent', () => {
    const registry = registryWith([]);
    let inner: Observation | undefined;
    const outer = Observation.createNotStarted('outer', () => new ObservationContext(), registry);
    outer.observe(() => {
      expect(registry.getCurrentObservation()).toBe(outer);
      inner = Observation.createNotStarted('inner', () => new ObservationContext(), registry);
      inner.observe(() => expect(registry.getCurrentObservation()).toBe(inner));
      expect(registry.getCurrentObservation()).toBe(outer);
    });
    expect(inner?.getContext().getParentObservation()).toBe(outer);
    expect(outer.getContext().getParentObservation()).toBeUndefined();
    expect(registry.getCurrentObservation()).toBeUndefined();
  });

  test('nested async observe() calls keep the right parent across awaits and concurrent branches', async () => {
    const registry = registryWith([]);
    const outer = Observation.createNotStarted('outer', () => new ObservationContext(), registry);
    const children: Observation[] = [];
    const grandChildren: Observation[] = [];
    await outer.observe(async () => {
      await Promise.all(
        ['a', 'b'].map(async (name, index) => {
          await new Promise((resolve) => setTimeout(resolve, 5 * (2 - index)));
          const child = Observation.createNotStarted(name, () => new ObservationContext(), registry);
          children.push(child);
          await child.observe(async () => {
            await new Promise((resolve) => setTimeout(resolve, 3));
            expect(registry.getCurrentObservation()).toBe(child);
            const grandChild = Observation.createNotStarted(`${name}.1`, () => new ObservationContext(), registry);
            grandChildren.push(grandChild);
            await grandChild.observe(async () => undefined);
          });
          expect(registry.getCurrentObservation()).toBe(outer);
        }),
      );
    });
    expect(children.map((child) => child.getContext().getParentObservation())).toEqual([outer, outer]);
    for (const grandChild of grandChildren) {
      const parentName = grandChild.getContext().getParentObservation()?.getContextView().getName();
      expect(`${parentName ?? ''}.1`).toBe(grandChild.getContext().getName());
    }
    expect(registry.getCurrentObservation()).toBeUndefined();
  });

  test('the caller of an async observe() does not see the observation as current', async () => {
    const registry = registryWith([]);
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registry);
    const pending = observation.observe(async () => {
      await Promise.resolve();
    });
    expect(registry.getCurrentObservation()).toBeUndefined();
    await pending;
  });

  test('parentObservation() overrides, and with undefined clears, the parent taken from the current observation', () => {
    const registry = registryWith([]);
    const explicitParent = Observation.createNotStarted('explicit', () => new ObservationContext(), registry);
    Observation.createNotStarted('outer', () => new ObservationContext(), registry).observe(() => {
      const withExplicit = Observation.createNotStarted('a', () => new ObservationContext(), registry).parentObservation(
        explicitParent,
      );
      const cleared = Observation.createNotStarted('b', () => new ObservationContext(), registry).parentObservation(
        undefined,
      );
      expect(withExplicit.getContext().getParentObservation()).toBe(explicitParent);
      expect(cleared.getContext().getParentObservation()).toBeUndefined();
    });
  });

  test('openScope() makes the observation current until close() restores the previous one', () => {
    const log: string[] = [];
    const registry = registryWith(log);
    const first = Observation.createNotStarted('first', () => new ObservationContext(), registry).start();
    const second = Observation.createNotStarted('second', () => new ObservationContext(), registry).start();
    const firstScope = first.openScope();
    try {
      expect(registry.getCurrentObservation()).toBe(first);
      expect(firstScope.getCurrentObservation()).toBe(first);
      const secondScope = second.openScope();
      expect(registry.getCurrentObservation()).toBe(second);
      secondScope.close();
      expect(registry.getCurrentObservation()).toBe(first);
    } finally {
      firstScope.close();
    }
    expect(registry.getCurrentObservation()).toBeUndefined();
    expect(log).toEqual([
      'start:first',
      'start:second',
      'scopeOpened:first',
      'scopeOpened:second',
      'scopeClosed:second',
      'scopeClosed:first',
    ]);
  });

  test('scoped(fn) makes the observation current without starting or stopping it', async () => {
    const log: string[] = [];
    const registry = registryWith(log);
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registry);
    await observation.scoped(async () => {
      await Promise.resolve();
      expect(registry.getCurrentObservation()).toBe(observation);
    });
    expect(log).toEqual(['scopeOpened:op', 'scopeClosed:op']);
  });

  test('the current observation is shared by all registries, as Micrometer shares its thread-local', () => {
    const registry = registryWith([]);
    const other = ObservationRegistry.create();
    const observation = Observation.createNotStarted('op', () => new ObservationContext(), registry);
    observation.observe(() => {
      expect(other.getCurrentObservation()).toBe(observation);
      expect(ObservationThreadLocalAccessor.getInstance().getValue()).toBe(observation);
    });
  });

  test('ObservationThreadLocalAccessor.KEY is Micrometer\'s reactive-context key', () => {
    expect(ObservationThreadLocalAccessor.KEY).toBe('micrometer.observation');
    expect(ObservationThreadLocalAccessor.getInstance().key()).toBe('micrometer.observation');
  });
});

describe('Observation conventions (Micrometer port)', () => {
  test('the default convention names the observation on start and sets key values and contextual name', () => {
    const log: string[] = [];
    const observation = Observation.createNotStarted(undefined, new MyConvention('default.name'), () => new MyContext('v1'), registryWith(log));
    observation.start();
    expect(observation.getContext().getName()).toBe('default.name');
    expect(observation.getContext().getContextualName()).toBeUndefined();
    expect(observation.getContext().getLowCardinalityKeyValue('value')).toEqual(KeyValue.of('value', 'v1'));
    observation.stop();
    expect(observation.getContext().getContextualName()).toBe('contextual v1');
    expect(observation.getContext().getHighCardinalityKeyValue('high')).toEqual(KeyValue.of('high', 'yes'));
    expect(log).toEqual(['start:default.name', 'stop:default.name']);
  });

  test('key values are computed again on stop, so values known only after the call are added', () => {
    const context = new MyContext('before');
    const convention: ObservationConvention<MyContext> = {
      getName: () => 'late',
      getLowCardinalityKeyValues: (ctx) => KeyValues.of('value', ctx.value),
      supportsContext: (ctx) => ctx instanceof MyContext,
    };
    const observation = Observation.createNotStarted(undefined, convention, () => context, registryWith([])).start();
    (context as { value: string }).value = 'after';
    observation.stop();
    expect(context.getLowCardinalityKeyValue('value')?.getValue()).toBe('after');
  });

  test('a custom convention wins over the default one', () => {
    const observation = Observation.createNotStarted(
      new MyConvention('custom.name'),
      new MyConvention('default.name'),
      () => new MyContext('v'),
      registryWith([]),
    ).start();
    expect(observation.getContext().getName()).toBe('custom.name');
  });

  test('a global convention of the registry wins over the default one, but not over a custom one', () => {
    const registry = registryWith([]);
    registry.observationConfig().observationConvention(new MyConvention('global.name'));
    const withDefault = Observation.createNotStarted(undefined, new MyConvention('default.name'), () => new MyContext('v'), registry).start();
    const withCustom = Observation.createNotStarted(new MyConvention('custom.name'), new MyConvention('default.name'), () => new MyContext('v'), registry).start();
    expect(withDefault.getContext().getName()).toBe('global.name');
    expect(withCustom.getContext().getName()).toBe('custom.name');
  });

  test('a missing default convention is rejected', () => {
    expect(() =>
      Observation.createNotStarted(undefined, undefined as unknown as MyConvention, () => new MyContext('v'), registryWith([])),
    ).toThrow(new IllegalArgumentException('Default ObservationConvention must not be null'));
  });

  test('a convention that does not support the context is rejected', () => {
    expect(() =>
      Observation.createNotStarted(new MyConvention('x') as ObservationConvention, () => new ObservationContext(), registryWith([])),
    ).toThrow(IllegalStateException);
  });

  test('the (convention, contextSupplier, registry) form applies the convention', () => {
    const observation = Observation.createNotStarted(new MyConvention('three.args'), () => new MyContext('v'), registryWith([]));
    observation.start();
    expect(observation.getContext().getName()).toBe('three.args');
  });

  test('a convention without optional methods gets Java\'s defaults', () => {
    const observation = Observation.createNotStarted(undefined, {}, () => new ObservationContext(), registryWith([]));
    observation.start();
    observation.stop();
    expect(observation.getContext().getName()).toBeUndefined();
    expect(observation.getContext().getLowCardinalityKeyValues().stream()).toEqual([]);
  });
});

describe('Observation registry configuration and NOOP (Micrometer port)', () => {
  test('the NOOP registry returns Observation.NOOP without calling the context supplier', () => {
    const supplier = jest.fn(() => new ObservationContext());
    const observation = Observation.createNotStarted('op', supplier, ObservationRegistry.NOOP);
    expect(observation).toBe(Observation.NOOP);
    expect(observation.isNoop()).toBe(true);
    expect(supplier).not.toHaveBeenCalled();
    const withConvention = Observation.createNotStarted(undefined, new MyConvention('x'), supplier as unknown as () => MyContext, ObservationRegistry.NOOP);
    expect(withConvention).toBe(Observation.NOOP);
    expect(supplier).not.toHaveBeenCalled();
  });

  test('an undefined registry behaves like NOOP', () => {
    expect(Observation.createNotStarted('op', () => new ObservationContext(), undefined)).toBe(Observation.NOOP);
  });

  test('a registry without handlers is no-op; registering a handler makes it record', () => {
    const registry = ObservationRegistry.create();
    expect(ObservationRegistry.isNoop(registry)).toBe(true);
    expect(Observation.createNotStarted('op', () => new ObservationContext(), registry)).toBe(Observation.NOOP);
    registry.observationConfig().observationHandler(recordingHandler([]));
    expect(ObservationRegistry.isNoop(registry)).toBe(false);
    expect(Observation.createNotStarted('op', () => new ObservationContext(), registry).isNoop()).toBe(false);
  });

  test('the NOOP registry ignores configuration', () => {
    ObservationRegistry.NOOP.observationConfig().observationHandler(recordingHandler([]));
    expect(ObservationRegistry.NOOP.observationConfig().getObservationHandlers()).toEqual([]);
    expect(ObservationRegistry.isNoop(ObservationRegistry.NOOP)).toBe(true);
  });

  test('Observation.NOOP runs observe() and scoped() functions, sync and async, and records nothing', async () => {
    expect(Observation.NOOP.observe(() => 7)).toBe(7);
    await expect(Observation.NOOP.observe(async () => 8)).resolves.toBe(8);
    expect(Observation.NOOP.scoped(() => 9)).toBe(9);
    const scope = Observation.NOOP.openScope();
    expect(scope.isNoop()).toBe(true);
    scope.close();
    expect(ObservationRegistry.create().getCurrentObservation()).toBeUndefined();
    expect(Observation.NOOP.start().lowCardinalityKeyValue('a', 'b').getContext().getLowCardinalityKeyValues().stream()).toEqual([]);
  });

  test('a NOOP observation inside a real one leaves the real one current', () => {
    const registry = registryWith([]);
    const outer = Observation.createNotStarted('outer', () => new ObservationContext(), registry);
    outer.observe(() => {
      Observation.NOOP.observe(() => expect(registry.getCurrentObservation()).toBe(outer));
    });
  });

  test('a predicate that rejects the observation yields Observation.NOOP', () => {
    const registry = registryWith([]);
    registry.observationConfig().observationPredicate((name) => name !== 'skip.me');
    expect(Observation.createNotStarted('skip.me', () => new ObservationContext(), registry)).toBe(Observation.NOOP);
    expect(Observation.createNotStarted('keep.me', () => new ObservationContext(), registry).isNoop()).toBe(false);
    expect(Observation.createNotStarted(undefined, new MyConvention('skip.me'), () => new MyContext('v'), registry)).toBe(Observation.NOOP);
  });

  test('filters change the context handlers see on stop', () => {
    const seen: string[] = [];
    const registry = ObservationRegistry.create();
    registry
      .observationConfig()
      .observationFilter((context) => context.addLowCardinalityKeyValue(KeyValue.of('filtered', 'yes')))
      .observationHandler({
        onStop: (context) => seen.push(context.getLowCardinalityKeyValue('filtered')?.getValue() ?? 'no'),
        supportsContext: () => true,
      });
    Observation.createNotStarted('op', () => new ObservationContext(), registry).observe(() => undefined);
    expect(seen).toEqual(['yes']);
  });

  test('Observation.NOOP costs little: a million observe() calls on the NOOP registry stay cheap', () => {
    // Guards against accidental work (context creation, ALS) on the no-op path without timing anything.
    const supplier = jest.fn(() => new ObservationContext());
    let sum = 0;
    for (let index = 0; index < 1_000_000; index++) {
      sum += Observation.createNotStarted('op', supplier, ObservationRegistry.NOOP).observe(() => 1);
    }
    expect(sum).toBe(1_000_000);
    expect(supplier).not.toHaveBeenCalled();
  });
});

describe('Observation.Context (Micrometer port)', () => {
  test('put/get/remove/getOrDefault/getRequired/computeIfAbsent manage arbitrary entries', () => {
    const context = new Observation.Context();
    const key = Symbol('span');
    expect(context.put(key, 'value')).toBe(context);
    expect(context.get<string>(key)).toBe('value');
    expect(context.containsKey(key)).toBe(true);
    expect(context.getOrDefault('missing', 'fallback')).toBe('fallback');
    expect(context.computeIfAbsent('lazy', () => 5)).toBe(5);
    expect(context.computeIfAbsent('lazy', () => 6)).toBe(5);
    expect(context.remove(key)).toBe('value');
    expect(context.get(key)).toBeUndefined();
    expect(() => context.getRequired('missing')).toThrow(
      new IllegalArgumentException('Context does not have an entry for key [missing]'),
    );
    context.clear();
    expect(context.containsKey('lazy')).toBe(false);
  });

  test('key values are kept per key and can be removed', () => {
    const context = new ObservationContext()
      .addLowCardinalityKeyValue(KeyValue.of('a', '1'))
      .addLowCardinalityKeyValue(KeyValue.of('a', '2'))
      .addHighCardinalityKeyValue(KeyValue.of('h', 'x'));
    expect(context.getLowCardinalityKeyValue('a')?.getValue()).toBe('2');
    context.removeLowCardinalityKeyValue('a').removeHighCardinalityKeyValues('h');
    expect(context.getLowCardinalityKeyValues().stream()).toEqual([]);
    expect(context.getHighCardinalityKeyValues().stream()).toEqual([]);
  });

  test('a subclass may declare its own name and error fields', () => {
    class Custom extends Observation.Context {
      constructor(
        readonly name: string,
        readonly error: string,
      ) {
        super();
      }
    }
    const custom = new Custom('mine', 'none');
    custom.setName('observation.name');
    expect(custom.name).toBe('mine');
    expect(custom.getName()).toBe('observation.name');
  });

  test('toString describes the name, key values and parent', () => {
    const context = new ObservationContext();
    context.setName('op');
    context.addLowCardinalityKeyValue(KeyValue.of('a', '1'));
    expect(context.toString()).toContain("name='op'");
    expect(context.toString()).toContain('keyValue(a=1)');
  });
});
