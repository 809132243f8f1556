/* spring-ai-ts, Apache-2.0. Internal: Micrometer's SimpleObservation, the real Observation. */
import { IllegalStateException } from '../../../core/IllegalStateException.js';
import { KeyValue } from '../../common/KeyValue.js';
import type { KeyValues } from '../../common/KeyValues.js';
import type { Observation } from '../Observation.js';
import type { ObservationContext } from '../ObservationContext.js';
import { ObservationConvention } from '../ObservationConvention.js';
import type { ObservationEvent } from '../ObservationEvent.js';
import type { ObservationFilter } from '../ObservationFilter.js';
import type { ObservationHandler } from '../ObservationHandler.js';
import type { ObservationRegistry } from '../ObservationRegistry.js';
import type { ObservationScope } from '../ObservationScope.js';
import type { ObservationView } from '../ObservationView.js';
import { SimpleScope } from './SimpleScope.js';
import { runInScope } from './scopeStorage.js';

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as PromiseLike<unknown>).then === 'function';

/** The handlers supporting `context`: the shared snapshot itself when all do (the usual case), so no array per observation. */
function supportingHandlers(all: readonly ObservationHandler[], context: ObservationContext): readonly ObservationHandler[] {
  for (let index = 0; index < all.length; index++) {
    if (!(all[index] as ObservationHandler).supportsContext(context)) {
      const some = all.slice(0, index);
      for (let rest = index + 1; rest < all.length; rest++) {
        const handler = all[rest] as ObservationHandler;
        if (handler.supportsContext(context)) some.push(handler);
      }
      return some;
    }
  }
  return all;
}

/** An observation that notifies the registry's handlers that support its context. */
export class SimpleObservation implements Observation {
  private convention: ObservationConvention | undefined;
  private readonly handlers: readonly ObservationHandler[];
  private readonly filters: readonly ObservationFilter[];

  /**
   * With a name: the first global convention supporting the context applies. With a convention:
   * that convention applies and names the observation when it starts.
   */
  constructor(
    nameOrConvention: string | undefined | ObservationConvention,
    private readonly registry: ObservationRegistry,
    private readonly context: ObservationContext,
  ) {
    const config = registry.observationConfig();
    if (typeof nameOrConvention === 'object' && nameOrConvention !== null) {
      if (!ObservationConvention.supportsContext(nameOrConvention, context)) {
        throw new IllegalStateException(
          `Convention [${String(nameOrConvention)}] doesn't support context [${String(context)}]`,
        );
      }
      this.convention = nameOrConvention;
    } else {
      context.setName(nameOrConvention);
      this.convention = config
        .getObservationConventions()
        .find((candidate) => typeof candidate.supportsContext === 'function' && candidate.supportsContext(context));
    }
    this.handlers = supportingHandlers(config.handlerSnapshot(), context);
    this.filters = config.filterSnapshot();
    context.setParentFromCurrentObservation(registry);
  }

  contextualName(contextualName: string | undefined): Observation {
    this.context.setContextualName(contextualName);
    return this;
  }

  parentObservation(parentObservation: ObservationView | undefined): Observation {
    this.context.setParentObservation(parentObservation);
    return this;
  }

  lowCardinalityKeyValue(keyValueOrKey: KeyValue | string, value?: string): Observation {
    this.context.addLowCardinalityKeyValue(
      typeof keyValueOrKey === 'string' ? KeyValue.of(keyValueOrKey, value as string) : keyValueOrKey,
    );
    return this;
  }

  lowCardinalityKeyValues(keyValues: KeyValues): Observation {
    this.context.addLowCardinalityKeyValues(keyValues);
    return this;
  }

  highCardinalityKeyValue(keyValueOrKey: KeyValue | string, value?: string): Observation {
    this.context.addHighCardinalityKeyValue(
      typeof keyValueOrKey === 'string' ? KeyValue.of(keyValueOrKey, value as string) : keyValueOrKey,
    );
    return this;
  }

  highCardinalityKeyValues(keyValues: KeyValues): Observation {
    this.context.addHighCardinalityKeyValues(keyValues);
    return this;
  }

  observationConvention(convention: ObservationConvention<never>): Observation {
    const candidate = convention as unknown as ObservationConvention;
    if (ObservationConvention.supportsContext(candidate, this.context)) this.convention = candidate;
    return this;
  }

  isNoop(): boolean {
    return false;
  }

  error(error: unknown): Observation {
    this.context.setError(error);
    for (const handler of this.handlers) handler.onError?.(this.context);
    return this;
  }

  event(event: ObservationEvent): Observation {
    for (const handler of this.handlers) handler.onEvent?.(event, this.context);
    return this;
  }

  start(): Observation {
    const convention = this.convention;
    if (convention !== undefined) {
      this.applyKeyValues(convention);
      const name = ObservationConvention.getName(convention);
      if (name !== undefined && name.trim().length > 0) this.context.setName(name);
    }
    for (const handler of this.handlers) handler.onStart?.(this.context);
    return this;
  }

  stop(): void {
    const convention = this.convention;
    if (convention !== undefined) {
      this.applyKeyValues(convention);
      const contextualName = ObservationConvention.getContextualName(convention, this.context);
      if (contextualName !== undefined && contextualName.trim().length > 0) {
        this.context.setContextualName(contextualName);
      }
    }
    let modified = this.context;
    for (const filter of this.filters) modified = filter.map(modified);
    for (let index = this.handlers.length - 1; index >= 0; index--) this.handlers[index]?.onStop?.(modified);
  }

  getContext(): ObservationContext {
    return this.context;
  }

  getContextView(): ObservationContext {
    return this.context;
  }

  openScope(): ObservationScope {
    return new SimpleScope(this.registry, this, true);
  }

  observe<T>(fn: () => T): T {
    this.start();
    const scope = new SimpleScope(this.registry, this, false);
    let result: T;
    try {
      result = runInScope(scope, fn);
    } catch (thrown) {
      scope.close();
      this.error(thrown);
      this.stop();
      throw thrown;
    }
    if (isPromiseLike(result)) {
      return Promise.resolve(result).then(
        (value) => {
          scope.close();
          this.stop();
          return value;
        },
        (thrown: unknown) => {
          scope.close();
          this.error(thrown);
          this.stop();
          throw thrown;
        },
      ) as T;
    }
    scope.close();
    this.stop();
    return result;
  }

  scoped<T>(fn: () => T): T {
    const scope = new SimpleScope(this.registry, this, false);
    let result: T;
    try {
      result = runInScope(scope, fn);
    } catch (thrown) {
      scope.close();
      throw thrown;
    }
    if (isPromiseLike(result)) {
      return Promise.resolve(result).finally(() => scope.close()) as T;
    }
    scope.close();
    return result;
  }

  /** Handler notification for scopes, in registration order. */
  notifyOnScopeOpened(): void {
    for (const handler of this.handlers) handler.onScopeOpened?.(this.context);
  }

  /** Handler notification for scopes, in reverse registration order. */
  notifyOnScopeClosed(): void {
    for (let index = this.handlers.length - 1; index >= 0; index--) this.handlers[index]?.onScopeClosed?.(this.context);
  }

  toString(): string {
    return `{name=${this.context.getName() ?? ''}(${this.context.getContextualName() ?? ''}), error=${
      this.context.getError() ? String(this.context.getError()) : ''
    }, context=${this.context.toString()}}`;
  }

  private applyKeyValues(convention: ObservationConvention): void {
    this.context.addLowCardinalityKeyValues(ObservationConvention.getLowCardinalityKeyValues(convention, this.context));
    this.context.addHighCardinalityKeyValues(
      ObservationConvention.getHighCardinalityKeyValues(convention, this.context),
    );
  }
}
