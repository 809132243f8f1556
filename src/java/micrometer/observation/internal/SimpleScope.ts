/* spring-ai-ts, Apache-2.0. Internal: Micrometer's SimpleObservation.SimpleScope. */
import type { Observation } from '../Observation.js';
import type { ObservationRegistry } from '../ObservationRegistry.js';
import type { ObservationScope } from '../ObservationScope.js';

/** What a scope needs from its observation: the handler notifications. */
export interface ScopeNotifications {
  notifyOnScopeOpened(): void;
  notifyOnScopeClosed(): void;
}

/**
 * A scope of a real observation. `entered` scopes were made current with `enterWith` and restore
 * the previous scope on close; run-bound scopes (observe/scoped) are restored by
 * `AsyncLocalStorage.run` itself, so their close only notifies handlers.
 */
export class SimpleScope implements ObservationScope {
  private readonly previousScope: ObservationScope | undefined;
  private closed = false;

  constructor(
    private readonly registry: ObservationRegistry,
    private readonly observation: Observation & ScopeNotifications,
    private readonly entered: boolean,
  ) {
    this.previousScope = registry.getCurrentObservationScope();
    if (entered) registry.setCurrentObservationScope(this);
    observation.notifyOnScopeOpened();
  }

  getCurrentObservation(): Observation {
    return this.observation;
  }

  /** The scope that was current when this one opened. */
  getPreviousObservationScope(): ObservationScope | undefined {
    return this.previousScope;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.entered) this.registry.setCurrentObservationScope(this.previousScope);
    this.observation.notifyOnScopeClosed();
  }

  isNoop(): boolean {
    return false;
  }
}
