/* spring-ai-ts, Apache-2.0. Internal: the span an observation context carries. */
import type { Span } from '@opentelemetry/api';
import type { ObservationView } from '../../micrometer/observation/ObservationView.js';

/** What the tracing handler keeps on an observation context (Micrometer's `TracingContext`). */
export interface SpanState {
  readonly span: Span;
  ended: boolean;
}

/** The context key; a registered symbol so the ESM and CJS builds share it. */
export const SPAN_STATE_KEY = Symbol.for('spring-ai-ts.opentelemetry.span');

/** The span of an observation (view), if the tracing handler started one for it. */
export function spanOf(observation: ObservationView | undefined): Span | undefined {
  return observation?.getContextView().get<SpanState>(SPAN_STATE_KEY)?.span;
}
