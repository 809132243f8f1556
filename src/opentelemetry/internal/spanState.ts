/* spring-ai-ts, Apache-2.0. Internal: the span an observation context carries. */
import type { Context, Span } from '@opentelemetry/api';
import type { ObservationView } from '../../java/micrometer/observation/ObservationView.js';

/** What the tracing handler keeps on an observation context (Micrometer's `TracingContext`). */
export interface SpanState {
  readonly span: Span;
  /** The name the span was started with (renamed on stop only when the name changed). */
  readonly name: string;
  /** The span active in the underlying OpenTelemetry context when the observation started. */
  readonly rawAtStart: Span | undefined;
  ended: boolean;
}

/** The context key; a registered symbol so the ESM and CJS builds share it. */
export const SPAN_STATE_KEY = Symbol.for('spring-ai-ts.opentelemetry.span');

/** The span of an observation (view), if the tracing handler started one for it. */
export function spanOf(observation: ObservationView | undefined): Span | undefined {
  return stateOf(observation)?.span;
}

/** The span state of an observation (view), if the tracing handler started a span for it. */
export function stateOf(observation: ObservationView | undefined): SpanState | undefined {
  return observation?.getContextView().get<SpanState>(SPAN_STATE_KEY);
}

/** Spans the tracing handlers started while the observation-aware context manager was installed (to tell them from spans other code made active). */
export const BRIDGE_SPANS = new WeakSet<Span>();

/** The installed observation-aware context manager, if any: it knows the underlying active context. */
interface RawContextSource {
  rawActive(): Context;
}
let installed: RawContextSource | undefined;

/** Registers (or with `undefined`, removes) the observation-aware context manager. */
export function setRawContextSource(source: RawContextSource | undefined): void {
  installed = source;
}

/** The underlying context manager's active context when the observation-aware one is installed. */
export function rawContextSource(): RawContextSource | undefined {
  return installed;
}
