// spring-ai-ts own test helpers: an OpenTelemetry SDK with in-memory span exporter and metric reader.
import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { AggregationTemporality, MeterProvider, MetricReader, type ResourceMetrics } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** A metric reader that only collects on demand. */
export class TestMetricReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

export interface OtelHarness {
  exporter: InMemorySpanExporter;
  provider: BasicTracerProvider;
  reader: TestMetricReader;
  meterProvider: MeterProvider;
  contextManager: AsyncLocalStorageContextManager;
  shutdown(): Promise<void>;
}

/** A tracer (with `extraProcessors` next to the exporter's) and meter provider with in-memory export, and the AsyncLocalStorage context manager registered globally. */
export function otelHarness(extraProcessors: SpanProcessor[] = []): OtelHarness {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter), ...extraProcessors] });
  const reader = new TestMetricReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  return {
    exporter,
    provider,
    reader,
    meterProvider,
    contextManager,
    async shutdown() {
      context.disable();
      trace.disable();
      metrics.disable();
      await provider.shutdown();
      await meterProvider.shutdown();
    },
  };
}

const parentId = (span: ReadableSpan): string | undefined => span.parentSpanContext?.spanId;

/** The finished spans as an indented tree of names (children in start order). */
export function spanTree(spans: ReadableSpan[]): string {
  const ids = new Set(spans.map((span) => span.spanContext().spanId));
  const byStart = [...spans].sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
  const lines: string[] = [];
  const walk = (parent: string | undefined, depth: number) => {
    for (const span of byStart) {
      const p = parentId(span);
      const isChild = parent === undefined ? p === undefined || !ids.has(p) : p === parent;
      if (!isChild) continue;
      lines.push(`${'  '.repeat(depth)}${span.name}`);
      walk(span.spanContext().spanId, depth + 1);
    }
  };
  walk(undefined, 0);
  return lines.join('\n');
}

/** The data points of one metric, flattened. */
export function metricPoints(collected: ResourceMetrics, name: string): Array<{ attributes: Record<string, unknown>; value: unknown }> {
  const points: Array<{ attributes: Record<string, unknown>; value: unknown }> = [];
  for (const scope of collected.scopeMetrics) {
    for (const metric of scope.metrics) {
      if (metric.descriptor.name !== name) continue;
      for (const point of metric.dataPoints) points.push({ attributes: { ...point.attributes }, value: point.value });
    }
  }
  return points;
}
