// spring-ai-ts own tests (no Java counterpart): the observation-aware context manager. Code inside an
// observed tool call sees the tool span as active; spans it starts nest there, and observations
// started inside such a span nest under it.
import 'reflect-metadata';
import { context, type Span as ApiSpan, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { Observation } from '../../src/java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../src/model/minimax/index.js';
import { ToolCallingManager } from '../../src/model/tool/ToolCallingManager.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { OpenTelemetryObservationContextManager, OpenTelemetryObservations } from '../../src/opentelemetry/index.js';
import { WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { type OtelHarness, otelHarness, spanTree } from './otelTestSupport.js';

const KEY = 'sk-test-key-otel-context';

describe('OpenTelemetryObservationContextManager', () => {
  let otel: OtelHarness;
  let registry: ObservationRegistry;

  beforeEach(() => {
    otel = otelHarness();
    context.disable();
    context.setGlobalContextManager(new OpenTelemetryObservationContextManager(new AsyncLocalStorageContextManager()).enable());
    registry = OpenTelemetryObservations.register(ObservationRegistry.create(), { tracer: otel.provider.getTracer('ctx') });
  });
  afterEach(() => otel.shutdown());

  const find = (name: string) => otel.exporter.getFinishedSpans().find((span) => span.name === name) as ReadableSpan;
  const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

  test('inside an observation its span is active; outside, the wrapped manager decides', () => {
    const tracer = otel.provider.getTracer('app');
    let inside: string | undefined;
    let outside: string | undefined;
    tracer.startActiveSpan('GET /', (root: ApiSpan) => {
      Observation.createNotStarted('my.operation', registry).observe(() => {
        inside = trace.getActiveSpan()?.spanContext().spanId;
      });
      outside = trace.getActiveSpan()?.spanContext().spanId;
      root.end();
    });

    expect(inside).toBe(find('my.operation').spanContext().spanId);
    expect(outside).toBe(find('GET /').spanContext().spanId);
    expect(parentOf(find('my.operation'))).toBe(find('GET /').spanContext().spanId);
  });

  test('a span started inside an observation nests under it; an observation inside that span nests under the span', async () => {
    const tracer = otel.provider.getTracer('app');

    await Observation.createNotStarted('outer', registry).observe(async () => {
      await tracer.startActiveSpan('db.query', async (span: ApiSpan) => {
        await Observation.createNotStarted('inner', registry).observe(async () => {
          await new Promise((resolve) => setTimeout(resolve, 1));
        });
        span.end();
      });
    });

    expect(spanTree(otel.exporter.getFinishedSpans())).toBe(['outer', '  db.query', '    inner'].join('\n'));
  });

  test.each(['call', 'stream'])('end to end (%s): the tool function sees the tool span active, and its own span nests under it', async (mode) => {
    const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
    const { baseUrl } = await simulator.start();
    const tracer = otel.provider.getTracer('app');
    let activeInTool: string | undefined;
    const tool = FunctionToolCallback.builder('getWeather', (request: WeatherRequest) => {
      activeInTool = trace.getActiveSpan()?.spanContext().spanId;
      return tracer.startActiveSpan('weather-station.lookup', (span: ApiSpan) => {
        span.end();
        return { temp: 15, location: request.location };
      });
    })
      .description('Get the weather')
      .inputType(WeatherRequest)
      .build();
    const chatModel = MiniMaxChatModel.builder()
      .miniMaxApi(new MiniMaxApi({ baseUrl, apiKey: KEY }))
      .defaultOptions(MiniMaxChatOptions.builder().model('MiniMax-M2.7').toolCallbacks([tool]).build())
      .toolCallingManager(ToolCallingManager.builder().observationRegistry(registry).build())
      .observationRegistry(registry)
      .build();
    simulator.enqueue(MiniMaxScenarios.toolCall('getWeather', { location: 'Paris' }), MiniMaxScenarios.text('15 degrees.'));
    try {
      const spec = ChatClient.builder(chatModel, registry).build().prompt('Weather in Paris?');
      await (mode === 'call' ? spec.call().content() : spec.stream().content().collectList());
    } finally {
      await simulator.stop();
    }

    const toolSpan = find('tool_call get-weather');
    expect(activeInTool).toBe(toolSpan.spanContext().spanId);
    expect(parentOf(find('weather-station.lookup'))).toBe(toolSpan.spanContext().spanId);
    const expected =
      mode === 'call'
        ? ['spring_ai chat_client', '  call', '    chat -mini-max--m2.7', '    tool_call get-weather', '      weather-station.lookup', '    chat -mini-max--m2.7']
        : ['spring_ai chat_client', '  stream', '    chat -mini-max--m2.7', '      tool_call get-weather', '        weather-station.lookup', '      chat -mini-max--m2.7'];
    expect(spanTree(otel.exporter.getFinishedSpans())).toBe(expected.join('\n'));
  });
});
