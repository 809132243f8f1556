/* spring-ai-ts, Apache-2.0. No Spring counterpart: Micrometer Tracing's OpenTelemetry bridge for our observations. */
import {
  type Context as OtelContext,
  context as otelContext,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import { ChatModelObservationContext } from '../chat/observation/ChatModelObservationContext.js';
import type { ObservationContext } from '../java/micrometer/observation/ObservationContext.js';
import type { ObservationEvent } from '../java/micrometer/observation/ObservationEvent.js';
import type { ObservationHandler } from '../java/micrometer/observation/ObservationHandler.js';
import type { ObservationView } from '../java/micrometer/observation/ObservationView.js';
import { genAiAttributes, genAiSpanName, writeSpringAttributes } from './internal/attributes.js';
import { isStoreContext, retrievalContent } from './internal/storeAttributes.js';
import { completionTexts, inputMessages, outputMessages, promptTexts } from './internal/content.js';
import { micrometerSpanName } from './internal/spanName.js';
import { BRIDGE_SPANS, rawContextSource, SPAN_STATE_KEY, type SpanState, spanOf, stateOf } from './internal/spanState.js';
import type { OpenTelemetryObservationOptions } from './OpenTelemetryObservationOptions.js';
import type { OpenTelemetrySemanticConventions } from './OpenTelemetrySemanticConventions.js';

/**
 * Turns every observation (chat client, advisor, chat model, tool call, and any other) into an
 * OpenTelemetry span, the way Micrometer Tracing's OpenTelemetry bridge does for a Spring AI
 * service.
 *
 * Register it on the registry that the chat client, chat model and tool calling manager share:
 * `registry.observationConfig().observationHandler(new OpenTelemetryTracingObservationHandler(tracer))`
 * (or use {@link OpenTelemetryObservations.register}).
 *
 * - **Nesting.** A span's parent is the span of the observation's parent observation (which the
 *   library carries through `await`s and through `Flux` subscriber context in streams); an
 *   observation without a parent observation nests under the span active in OpenTelemetry's
 *   context (an HTTP server span, or your own `tracer.startActiveSpan`).
 * - **Name and attributes.** In the `'spring'` conventions the span is named after the contextual
 *   name in Micrometer's lower-hyphen form and carries every key value as a string attribute; in
 *   `'gen_ai'` it follows the OpenTelemetry GenAI conventions (see
 *   {@link OpenTelemetrySemanticConventions}).
 * - **Errors.** The error is recorded as an exception event and the status set to `ERROR` with
 *   its message; `error.type` is added in the GenAI conventions.
 * - **Events.** An observation event becomes a span event named after its contextual name.
 * - **Ending.** Each span ends exactly once, on the observation's stop (an aborted stream stops
 *   its observations too).
 *
 * @remarks
 * Micrometer Tracing also makes the span current for the calling thread while the observation's
 * scope is open. OpenTelemetry's JavaScript context can only be entered around a callback, so the
 * handler alone does not change the active OpenTelemetry context (nesting of spring-ai-ts spans
 * does not depend on it); install {@link OpenTelemetryObservationContextManager} for code inside an
 * observation to see its span as the active one. Prompt and completion content, which Spring AI writes to its log when
 * `log-prompt` / `log-completion` are on, is exported only when the options switch it on: as the
 * span events `gen_ai.content.prompt` / `gen_ai.content.completion` in the `'spring'`
 * conventions and as `gen_ai.input.messages` / `gen_ai.output.messages` attributes in `'gen_ai'`.
 * Attributes whose key names a credential (`authorization`, `api_key`, `password`, `secret`) are
 * never exported.
 *
 * @category OpenTelemetry
 */
export class OpenTelemetryTracingObservationHandler implements ObservationHandler {
  private readonly conventions: OpenTelemetrySemanticConventions;
  private readonly logPrompt: boolean;
  private readonly logCompletion: boolean;
  private readonly includeToolContent: boolean;
  private readonly logQueryResponse: boolean;

  /** A handler starting spans with `tracer`. */
  constructor(
    private readonly tracer: Tracer,
    options: OpenTelemetryObservationOptions = {},
  ) {
    this.conventions = options.semanticConventions ?? 'spring';
    this.logPrompt = options.logPrompt === true;
    this.logCompletion = options.logCompletion === true;
    this.includeToolContent = options.includeToolContent === true;
    this.logQueryResponse = options.logQueryResponse === true;
  }

  /** The span the handler started for an observation, if any (for tests and your own instrumentation). */
  static getSpan(observation: ObservationView | undefined): Span | undefined {
    return spanOf(observation);
  }

  /** Every observation is traced. */
  supportsContext(context: ObservationContext): boolean {
    return context !== undefined && context !== null;
  }

  /**
   * Starts the span under the parent observation's span, else under OpenTelemetry's active context.
   * With {@link OpenTelemetryObservationContextManager} installed, a span that code inside the parent
   * observation made active wins over the parent observation's span.
   */
  onStart(context: ObservationContext): void {
    const parent = stateOf(context.getParentObservation());
    const source = rawContextSource();
    const raw = source === undefined ? otelContext.active() : source.rawActive();
    const rawSpan = trace.getSpan(raw);
    const newerForeignSpan = source !== undefined && rawSpan !== undefined && rawSpan !== parent?.rawAtStart && !BRIDGE_SPANS.has(rawSpan);
    const parentContext: OtelContext = parent !== undefined && !newerForeignSpan ? trace.setSpan(raw, parent.span) : raw;
    const name = this.spanName(context);
    const span = this.tracer.startSpan(name, { kind: this.spanKind(context) }, parentContext);
    // Only the observation-aware context manager needs to tell the bridge's spans from others.
    if (source !== undefined) BRIDGE_SPANS.add(span);
    context.put<SpanState>(SPAN_STATE_KEY, { span, name, rawAtStart: rawSpan, ended: false });
  }

  /** Records the error: an exception event and `ERROR` status with the error's message. */
  onError(context: ObservationContext): void {
    const state = this.state(context);
    const error = context.getError();
    if (state === undefined || error === undefined) return;
    state.span.recordException(error);
    state.span.setStatus({ code: SpanStatusCode.ERROR, message: error.message || error.name });
    if (this.conventions === 'gen_ai') state.span.setAttribute('error.type', error.name || 'Error');
  }

  /** Adds a span event named after the event's contextual name. */
  onEvent(event: ObservationEvent, context: ObservationContext): void {
    const state = this.state(context);
    if (state === undefined) return;
    const name = event.getContextualName?.() ?? event.getName();
    const time = event.getWallTime?.();
    state.span.addEvent(name, time === undefined ? undefined : time);
  }

  /** Renames the span (the convention sets the contextual name on stop), sets the attributes and ends it, once. */
  onStop(context: ObservationContext): void {
    const state = this.state(context);
    if (state === undefined || state.ended) return;
    state.ended = true;
    const span = state.span;
    const name = this.spanName(context);
    if (name !== state.name) span.updateName(name);
    if (this.conventions === 'gen_ai') span.setAttributes(genAiAttributes(context, this.includeToolContent));
    else {
      const error = writeSpringAttributes(context, span);
      if (error !== undefined && context.getError() === undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
    }
    if (context instanceof ChatModelObservationContext) this.exportContent(span, context);
    else if (this.logQueryResponse && this.conventions === 'gen_ai') {
      const content = retrievalContent(context);
      if (content !== undefined) span.setAttributes(content);
    }
    span.end();
  }

  private state(context: ObservationContext): SpanState | undefined {
    return context.get<SpanState>(SPAN_STATE_KEY);
  }

  private spanName(context: ObservationContext): string {
    return this.conventions === 'gen_ai' ? genAiSpanName(context) : micrometerSpanName(context);
  }

  private spanKind(context: ObservationContext): SpanKind {
    if (this.conventions !== 'gen_ai') return SpanKind.INTERNAL;
    return context instanceof ChatModelObservationContext || isStoreContext(context) ? SpanKind.CLIENT : SpanKind.INTERNAL;
  }

  private exportContent(span: Span, context: ChatModelObservationContext): void {
    if (this.conventions === 'gen_ai') {
      if (this.logPrompt) span.setAttribute('gen_ai.input.messages', JSON.stringify(inputMessages(context.getRequest())));
      if (this.logCompletion && context.getResponse() !== undefined) {
        span.setAttribute('gen_ai.output.messages', JSON.stringify(outputMessages(context.getResponse())));
      }
      return;
    }
    if (this.logPrompt) span.addEvent('gen_ai.content.prompt', { 'gen_ai.prompt': JSON.stringify(promptTexts(context.getRequest())) });
    if (this.logCompletion && context.getResponse() !== undefined) {
      span.addEvent('gen_ai.content.completion', { 'gen_ai.completion': JSON.stringify(completionTexts(context.getResponse())) });
    }
  }
}
