/* spring-ai-ts, Apache-2.0. Demo: with OTEL_TRACES_EXPORTER=console, the span tree of the run (loaded only then). */
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { OpenTelemetryObservations } from '../../src/opentelemetry/index.js';

/** The registry the demo observes with, and how to print what it recorded. */
export interface DemoTelemetry {
  readonly registry: ObservationRegistry;
  /** The finished spans as an indented tree with durations, one line each. */
  spanTree(): string[];
}

const micros = (span: ReadableSpan): number => (span.duration[0] * 1e9 + span.duration[1]) / 1e3;

/** Registers the OpenTelemetry bridge (tracing, Spring's names) on a new registry; spans stay in memory. */
export function startDemoTelemetry(): DemoTelemetry {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const registry = OpenTelemetryObservations.register(ObservationRegistry.create(), { tracer: provider.getTracer('spring-ai-ts-demo') });
  return {
    registry,
    spanTree() {
      const spans = exporter.getFinishedSpans();
      const ids = new Set(spans.map((span) => span.spanContext().spanId));
      const start = (span: ReadableSpan) => span.startTime[0] * 1e9 + span.startTime[1];
      const ordered = [...spans].sort((a, b) => start(a) - start(b));
      const lines: string[] = [];
      const walk = (parent: string | undefined, depth: number): void => {
        for (const span of ordered) {
          const parentId = span.parentSpanContext?.spanId;
          const isChild = parent === undefined ? parentId === undefined || !ids.has(parentId) : parentId === parent;
          if (!isChild) continue;
          const status = span.status.code === 2 ? ' ERROR' : '';
          lines.push(`${'  '.repeat(depth)}${span.name} (${(micros(span) / 1000).toFixed(1)} ms)${status}`);
          walk(span.spanContext().spanId, depth + 1);
        }
      };
      walk(undefined, 0);
      return lines;
    },
  };
}
