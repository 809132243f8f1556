/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.Observation. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import type { KeyValue } from '../common/KeyValue.js';
import type { KeyValues } from '../common/KeyValues.js';
import { ObservationContext } from './ObservationContext.js';
import type { ObservationConvention } from './ObservationConvention.js';
import { ObservationEvent } from './ObservationEvent.js';
import { ObservationRegistry } from './ObservationRegistry.js';
import type { ObservationScope } from './ObservationScope.js';
import type { ObservationView } from './ObservationView.js';
import { NOOP_OBSERVATION } from './internal/NoopObservation.js';
import { SimpleObservation } from './internal/SimpleObservation.js';

/**
 * One observed operation (a chat-client call, an advisor hop, a model call, a tool call): it
 * starts, may record an error and events, and stops; registered handlers turn that into metrics,
 * logs and spans.
 *
 * Create one with `Observation.createNotStarted(...)` or a documentation enum's
 * `observation(customConvention, defaultConvention, () => context, registry)`. With the NOOP
 * registry (or one without handlers) the factories return `Observation.NOOP`, which does nothing
 * and does not even call the context supplier.
 *
 * The usual way to run code under an observation is `observe(fn)`: it starts the observation,
 * makes it current while `fn` runs (so observations created inside take it as parent), records
 * what `fn` throws, and stops it. When `fn` returns a `Promise`, the observation stops when the
 * promise settles and a rejection is recorded as the error.
 *
 * @example
 * ```ts
 * const response = await Observation.createNotStarted('my.operation', () => new Observation.Context(), registry)
 *   .observe(async () => callSomething());
 * ```
 *
 * @remarks
 * Micrometer's thread-local "current observation" is an `AsyncLocalStorage` here, so it follows
 * `await`s. `observe` and `scoped` accept functions returning a `Promise` (Java's
 * `observe(Supplier)` is synchronous). `error` accepts any thrown value. All members are
 * required: create observations through the factories rather than implementing the interface.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/Observation.html
 * @category Observation
 */
export interface Observation extends ObservationView {
  /** Sets the human-readable name (span name); a convention's contextual name overrides it on stop. */
  contextualName(contextualName: string | undefined): Observation;
  /** Sets (or with `undefined`, clears) the parent; by default the current observation at creation. */
  parentObservation(parentObservation: ObservationView | undefined): Observation;
  /** Adds a low cardinality key value (metric tag). */
  lowCardinalityKeyValue(keyValue: KeyValue): Observation;
  /** Adds a low cardinality key value (metric tag). */
  lowCardinalityKeyValue(key: string, value: string): Observation;
  /** Adds low cardinality key values. */
  lowCardinalityKeyValues(keyValues: KeyValues): Observation;
  /** Adds a high cardinality key value (span attribute). */
  highCardinalityKeyValue(keyValue: KeyValue): Observation;
  /** Adds a high cardinality key value (span attribute). */
  highCardinalityKeyValue(key: string, value: string): Observation;
  /** Adds high cardinality key values. */
  highCardinalityKeyValues(keyValues: KeyValues): Observation;
  /** Replaces the convention, when it supports this observation's context. */
  observationConvention(convention: ObservationConvention<never>): Observation;
  /** Whether this is `Observation.NOOP`. */
  isNoop(): boolean;
  /** Records an error and notifies handlers' `onError`. */
  error(error: unknown): Observation;
  /** Signals an event to handlers' `onEvent`. */
  event(event: ObservationEvent): Observation;
  /** Starts the observation: applies the convention's name and key values, then `onStart`. */
  start(): Observation;
  /** Stops it: applies the convention's key values and contextual name, runs filters, then `onStop`. */
  stop(): void;
  /** The context being observed. */
  getContext(): ObservationContext;
  /**
   * Makes this observation current until the returned scope is closed (close it in `finally`).
   * Prefer `observe` or `scoped` around async code.
   */
  openScope(): ObservationScope;
  /**
   * Starts this observation, runs `fn` with it as the current observation, records an error if
   * `fn` throws or its promise rejects, and stops it (after the promise settles, for async `fn`).
   * Returns what `fn` returns.
   */
  observe<T>(fn: () => T): T;
  /** Runs `fn` with this observation current, without starting or stopping it. */
  scoped<T>(fn: () => T): T;
}

function createNotStarted(name: string, registry: ObservationRegistry | undefined): Observation;
function createNotStarted<C extends ObservationContext>(
  name: string,
  contextSupplier: () => C,
  registry: ObservationRegistry | undefined,
): Observation;
function createNotStarted<C extends ObservationContext>(
  convention: ObservationConvention<C>,
  contextSupplier: () => C,
  registry: ObservationRegistry | undefined,
): Observation;
function createNotStarted<C extends ObservationContext>(
  customConvention: ObservationConvention<C> | undefined,
  defaultConvention: ObservationConvention<C>,
  contextSupplier: () => C,
  registry: ObservationRegistry | undefined,
): Observation;
function createNotStarted(...args: unknown[]): Observation {
  if (args.length === 4) {
    const [customConvention, defaultConvention, contextSupplier, registry] = args as [
      ObservationConvention | undefined,
      ObservationConvention | undefined,
      () => ObservationContext,
      ObservationRegistry | undefined,
    ];
    if (ObservationRegistry.isNoop(registry)) return NOOP_OBSERVATION;
    const context = contextSupplier();
    const config = (registry as ObservationRegistry).observationConfig();
    const convention =
      customConvention !== undefined && customConvention !== null
        ? customConvention
        : config.getObservationConvention(context, defaultConvention);
    const name = convention.getName?.() ?? undefined;
    if (!config.isObservationEnabled(name, context)) return NOOP_OBSERVATION;
    return new SimpleObservation(convention, registry as ObservationRegistry, context);
  }
  const [nameOrConvention, supplierOrRegistry, maybeRegistry] = args;
  if (typeof nameOrConvention === 'string') {
    const registry = (args.length === 2 ? supplierOrRegistry : maybeRegistry) as ObservationRegistry | undefined;
    if (ObservationRegistry.isNoop(registry)) return NOOP_OBSERVATION;
    const context =
      args.length === 2 ? new ObservationContext() : (supplierOrRegistry as () => ObservationContext)();
    if (!(registry as ObservationRegistry).observationConfig().isObservationEnabled(nameOrConvention, context)) {
      return NOOP_OBSERVATION;
    }
    return new SimpleObservation(nameOrConvention, registry as ObservationRegistry, context);
  }
  if (nameOrConvention === undefined || nameOrConvention === null) {
    throw new IllegalArgumentException('an observation needs a name or a convention');
  }
  const registry = maybeRegistry as ObservationRegistry | undefined;
  if (ObservationRegistry.isNoop(registry)) return NOOP_OBSERVATION;
  const convention = nameOrConvention as ObservationConvention;
  const context = (supplierOrRegistry as () => ObservationContext)();
  const config = (registry as ObservationRegistry).observationConfig();
  if (!config.isObservationEnabled(convention.getName?.() ?? undefined, context)) return NOOP_OBSERVATION;
  return new SimpleObservation(convention, registry as ObservationRegistry, context);
}

function start(name: string, registry: ObservationRegistry | undefined): Observation;
function start<C extends ObservationContext>(
  name: string,
  contextSupplier: () => C,
  registry: ObservationRegistry | undefined,
): Observation;
function start<C extends ObservationContext>(
  convention: ObservationConvention<C>,
  contextSupplier: () => C,
  registry: ObservationRegistry | undefined,
): Observation;
function start<C extends ObservationContext>(
  customConvention: ObservationConvention<C> | undefined,
  defaultConvention: ObservationConvention<C>,
  contextSupplier: () => C,
  registry: ObservationRegistry | undefined,
): Observation;
function start(...args: unknown[]): Observation {
  return (createNotStarted as (...all: unknown[]) => Observation)(...args).start();
}

/**
 * Companion of {@link Observation}: the factories, `NOOP`, and the nested types `Context`,
 * `Event` (values here; types through `Observation.Context` etc.).
 *
 * @category Observation
 */
export const Observation = {
  /** The observation that does nothing; what the factories return for a no-op registry. */
  NOOP: NOOP_OBSERVATION,
  /** The context class, as `Observation.Context` (`new Observation.Context()`, `extends Observation.Context`). */
  Context: ObservationContext,
  /** The event factory, as `Observation.Event.of(name)`. */
  Event: ObservationEvent,
  /**
   * Creates an observation without starting it. Forms: `(name, registry)`,
   * `(name, contextSupplier, registry)`, `(convention, contextSupplier, registry)` and
   * `(customConvention | undefined, defaultConvention, contextSupplier, registry)`; with the last
   * one the custom convention wins, then a matching global convention of the registry, then the
   * default. Returns `Observation.NOOP` (without calling the supplier) for a no-op registry, and
   * when a registered predicate rejects the observation.
   */
  createNotStarted,
  /** `createNotStarted(...)` followed by `start()`, with the same forms. */
  start,
  /** True when `value` is an observation (has `observe`, `start` and `getContext`). */
  isInstance(value: unknown): value is Observation {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Observation).observe === 'function' &&
      typeof (value as Observation).start === 'function' &&
      typeof (value as Observation).getContext === 'function'
    );
  },
} as const;

/**
 * Type-level access to Micrometer's nested types, as `Observation.Context` etc.
 *
 * @category Observation
 */
export declare namespace Observation {
  /** The observation context class (`ObservationContext`). */
  type Context = ObservationContext;
  /** An observation event (`ObservationEvent`). */
  type Event = ObservationEvent;
  /** An observation scope (`ObservationScope`). */
  type Scope = ObservationScope;
}
