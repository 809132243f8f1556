// spring-ai-ts own tests (no Java counterpart): the tracing handler on hand-made observations.
import { SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { KeyValue } from '../../src/java/micrometer/common/KeyValue.js';
import { Observation } from '../../src/java/micrometer/observation/Observation.js';
import { ObservationContext } from '../../src/java/micrometer/observation/ObservationContext.js';
import { ObservationEvent } from '../../src/java/micrometer/observation/ObservationEvent.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { OpenTelemetryObservations, OpenTelemetryTracingObservationHandler } from '../../src/opentelemetry/index.js';
import { type OtelHarness, otelHarness } from './otelTestSupport.js';

describe('OpenTelemetryTracingObservationHandler', () => {
  let otel: OtelHarness;
  let registry: ObservationRegistry;

  beforeEach(() => {
    otel = otelHarness();
    registry = OpenTelemetryObservations.register(ObservationRegistry.create(), { tracer: otel.provider.getTracer('unit') });
  });
  afterEach(() => otel.shutdown());

  const only = (): ReadableSpan => {
    const spans = otel.exporter.getFinishedSpans();
    expect(spans).toHaveLength(1);
    return spans[0] as ReadableSpan;
  };

  test('span name: the contextual name in Micrometer lower-hyphen form, cut to 50 characters', () => {
    Observation.createNotStarted('my.operation', registry).contextualName('tool_call getCurrentWeatherForTheGivenCityAndCountryPlease').observe(() => 1);

    expect(only().name).toBe('tool_call get-current-weather-for-the-given-city-a');
    expect(only().name).toHaveLength(50);
  });

  test('span name: the observation name when there is no contextual name', () => {
    Observation.createNotStarted('my.operation', registry).observe(() => 1);

    expect(only().name).toBe('my.operation');
  });

  test('key values become string attributes; an "error" key value sets the error status', () => {
    Observation.createNotStarted('my.operation', registry)
      .lowCardinalityKeyValue('low', 'a')
      .highCardinalityKeyValue(KeyValue.of('high', 'b'))
      .lowCardinalityKeyValue('error', 'boom')
      .observe(() => 1);

    const span = only();
    expect(span.attributes).toEqual({ low: 'a', high: 'b' });
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'boom' });
  });

  test('credential-like key values are never exported', () => {
    Observation.createNotStarted('my.operation', registry)
      .highCardinalityKeyValue('http.request.header.authorization', 'Bearer sk-secret')
      .highCardinalityKeyValue('minimax.api_key', 'sk-secret')
      .highCardinalityKeyValue('gen_ai.usage.input_tokens', '3')
      .observe(() => 1);

    expect(only().attributes).toEqual({ 'gen_ai.usage.input_tokens': '3' });
  });

  test('events become span events named after their contextual name', () => {
    const observation = Observation.start('my.operation', registry);
    observation.event(ObservationEvent.of('retry', 'retry attempt'));
    observation.stop();
    observation.stop();

    expect(only().events.map((event) => event.name)).toEqual(['retry attempt']);
  });

  test('a rejected async observation records the exception and ERROR status', async () => {
    await expect(
      Observation.createNotStarted('my.operation', registry).observe(async () => {
        throw new TypeError('bad input');
      }),
    ).rejects.toThrow('bad input');

    const span = only();
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'bad input' });
    expect(span.events[0]?.name).toBe('exception');
    expect(span.events[0]?.attributes?.['exception.type']).toBe('TypeError');
  });

  test('getSpan returns the span of a running observation; children nest under it', () => {
    const parent = Observation.start('parent', registry);
    const child = Observation.createNotStarted('child', () => new ObservationContext(), registry).parentObservation(parent).start();
    const span = OpenTelemetryTracingObservationHandler.getSpan(parent);
    child.stop();
    parent.stop();

    const spans = otel.exporter.getFinishedSpans();
    const childSpan = spans.find((s) => s.name === 'child') as ReadableSpan;
    expect(childSpan.parentSpanContext?.spanId).toBe(span?.spanContext().spanId);
  });

  test('nothing is exported through the NOOP registry', () => {
    const noopRegistry = ObservationRegistry.NOOP;
    Observation.createNotStarted('my.operation', noopRegistry).observe(() => 1);

    expect(otel.exporter.getFinishedSpans()).toHaveLength(0);
  });
});
