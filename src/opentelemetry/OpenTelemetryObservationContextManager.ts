/* spring-ai-ts, Apache-2.0. No Spring counterpart: makes the current observation's span the active OpenTelemetry span. */
import { type Context, type ContextManager, trace } from '@opentelemetry/api';
import { ObservationRegistry } from '../java/micrometer/observation/ObservationRegistry.js';
import { BRIDGE_SPANS, setRawContextSource, stateOf } from './internal/spanState.js';

/**
 * An OpenTelemetry `ContextManager` that wraps another one (normally the
 * `AsyncLocalStorageContextManager` of `@opentelemetry/context-async-hooks`) and makes the span of
 * the current observation the active span: code running inside an observed tool call, advisor or
 * model call (your own `tracer.startActiveSpan`, an instrumented HTTP client, `trace.getActiveSpan()`)
 * sees that span, as in a Spring AI service where Micrometer Tracing opens the span's scope.
 *
 * ```ts
 * context.setGlobalContextManager(new OpenTelemetryObservationContextManager(new AsyncLocalStorageContextManager()).enable());
 * ```
 *
 * Rules of `active()`: outside any observation, the wrapped manager's context. Inside one, that
 * context with the observation's span, unless code inside the observation entered a context with
 * a span of its own (then that one, so your spans nest). While it is installed, a spring-ai-ts
 * observation started inside such a span of yours nests under it.
 *
 * @remarks
 * The current observation is the one whose `observe(...)`/`scoped(...)` function is running (the
 * library's own `AsyncLocalStorage`); in a stream, between two observed steps, it may be an outer
 * one. Without this manager the bridge leaves the active OpenTelemetry context alone.
 *
 * @category OpenTelemetry
 */
export class OpenTelemetryObservationContextManager implements ContextManager {
  /**
   * Wraps `delegate`. `registry` only serves to read the current observation (every registry of the
   * process shares it); the default is a fresh one.
   */
  constructor(
    private readonly delegate: ContextManager,
    private readonly registry: ObservationRegistry = ObservationRegistry.create(),
  ) {}

  /** The active context: the wrapped manager's, with the current observation's span when that is newer. */
  active(): Context {
    const raw = this.delegate.active();
    const state = stateOf(this.registry.getCurrentObservation());
    if (state === undefined || state.ended) return raw;
    const rawSpan = trace.getSpan(raw);
    if (rawSpan !== undefined && rawSpan !== state.rawAtStart && !BRIDGE_SPANS.has(rawSpan)) return raw;
    return trace.setSpan(raw, state.span);
  }

  /** The wrapped manager's active context, without the observation's span. */
  rawActive(): Context {
    return this.delegate.active();
  }

  /**
   * Runs `fn` with `context` active (through the wrapped manager).
   *
   * @typeParam A - the argument types of `fn`
   * @typeParam F - the type of `fn`
   */
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(context: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return this.delegate.with(context, fn, thisArg, ...args);
  }

  /** Binds `target` to `context` (through the wrapped manager). */
  bind<T>(context: Context, target: T): T {
    return this.delegate.bind(context, target);
  }

  /** Enables the wrapped manager and this one. */
  enable(): this {
    this.delegate.enable();
    setRawContextSource(this);
    return this;
  }

  /** Disables both. */
  disable(): this {
    this.delegate.disable();
    setRawContextSource(undefined);
    return this;
  }
}
