// spring-ai-ts own tests (no Java counterpart): the OpenTelemetry bridge end to end. A ChatClient with an
// advisor, MiniMaxChatModel and a tool against the loopback simulator; spans go to the SDK's
// in-memory exporter, the AsyncLocalStorage context manager is registered globally.
import 'reflect-metadata';
import { SpanKind, SpanStatusCode, type Span as ApiSpan, type Context as ApiContext } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { SimpleLoggerAdvisor } from '../../src/chat/client/advisor/SimpleLoggerAdvisor.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../src/model/minimax/index.js';
import { ToolCallingManager } from '../../src/model/tool/ToolCallingManager.js';
import { DefaultToolExecutionExceptionProcessor } from '../../src/tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { OpenTelemetryObservations, type OpenTelemetrySemanticConventions } from '../../src/opentelemetry/index.js';
import { mockWeatherService, WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { type OtelHarness, otelHarness, spanTree } from './otelTestSupport.js';

const KEY = 'sk-test-key-otel-bridge';

/** Counts starts and ends per span, to prove every span ends exactly once. */
class CountingProcessor implements SpanProcessor {
  readonly started = new Map<string, number>();
  readonly ended = new Map<string, number>();
  onStart(span: Span, _parent: ApiContext): void {
    const id = span.spanContext().spanId;
    this.started.set(id, (this.started.get(id) ?? 0) + 1);
  }
  onEnd(span: ReadableSpan): void {
    const id = span.spanContext().spanId;
    this.ended.set(id, (this.ended.get(id) ?? 0) + 1);
  }
  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}
  reset(): void {
    this.started.clear();
    this.ended.clear();
  }
}

const toolRound = () => MiniMaxScenarios.toolCall('getWeather', { location: 'Paris' }, { split: 'openai', fragments: 2 }, { tokens: { prompt: 10, completion: 5 } });
const answer = () => MiniMaxScenarios.text('It is 15 degrees in Paris.', { chunks: 3, tokens: { prompt: 20, completion: 7 } });

describe.each<OpenTelemetrySemanticConventions>(['spring', 'gen_ai'])('OpenTelemetry bridge, %s conventions', (conventions) => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let otel: OtelHarness;
  let counting: CountingProcessor;
  let baseUrl: string;

  const client = (options: { failingTool?: boolean; logContent?: boolean } = {}) => {
    const tracer = otel.provider.getTracer('spring-ai-ts-test');
    const registry = OpenTelemetryObservations.register(ObservationRegistry.create(), {
      tracer,
      semanticConventions: conventions,
      logPrompt: options.logContent,
      logCompletion: options.logContent,
      includeToolContent: options.logContent,
    });
    const weather = options.failingTool
      ? (_request: WeatherRequest) => {
          throw new Error('weather station offline');
        }
      : mockWeatherService;
    const tool = FunctionToolCallback.builder('getWeather', weather).description('Get the weather in location').inputType(WeatherRequest).build();
    const managerBuilder = ToolCallingManager.builder().observationRegistry(registry);
    if (options.failingTool) managerBuilder.toolExecutionExceptionProcessor(new DefaultToolExecutionExceptionProcessor(true));
    const chatModel = MiniMaxChatModel.builder()
      .miniMaxApi(new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' }))
      .defaultOptions(MiniMaxChatOptions.builder().model('MiniMax-M2.7').temperature(0.5).toolCallbacks([tool]).build())
      .toolCallingManager(managerBuilder.build())
      .observationRegistry(registry)
      .build();
    return ChatClient.builder(chatModel, registry).defaultAdvisors(new SimpleLoggerAdvisor()).build();
  };

  beforeAll(async () => {
    counting = new CountingProcessor();
    otel = otelHarness([counting]);
    baseUrl = (await simulator.start()).baseUrl;
  });
  afterAll(async () => {
    await simulator.stop();
    await otel.shutdown();
  });
  beforeEach(() => {
    simulator.reset();
    otel.exporter.reset();
    counting.reset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const spans = () => otel.exporter.getFinishedSpans();
  const byName = (prefix: string) => spans().filter((span) => span.name.startsWith(prefix));
  const chatName = conventions === 'spring' ? 'chat -mini-max--m2.7' : 'chat MiniMax-M2.7';
  const toolName = conventions === 'spring' ? 'tool_call get-weather' : 'execute_tool getWeather';
  const expectEndedOnce = () => {
    expect(counting.started.size).toBeGreaterThan(0);
    expect([...counting.started.keys()].sort()).toEqual([...counting.ended.keys()].sort());
    expect([...counting.ended.values()].every((count) => count === 1)).toBe(true);
  };

  test('call(): spans nest chat client > advisor > model call advisor > chat model rounds and the tool call', async () => {
    simulator.enqueue(toolRound(), answer());

    await client().prompt('What is the weather in Paris?').call().content();

    expect(spanTree(spans())).toBe(
      ['spring_ai chat_client', '  simple_logger', '    call', `      ${chatName}`, `      ${toolName}`, `      ${chatName}`].join('\n'),
    );
    expect(new Set(spans().map((span) => span.spanContext().traceId)).size).toBe(1);
    expectEndedOnce();
  });

  test('stream(): the tool round nests under the streaming chat model span, as in Spring', async () => {
    simulator.enqueue(toolRound(), answer());

    const text = (await client().prompt('What is the weather in Paris?').stream().content().collectList()).join('');

    expect(text).toBe('It is 15 degrees in Paris.');
    expect(spanTree(spans())).toBe(
      ['spring_ai chat_client', '  simple_logger', '    stream', `      ${chatName}`, `        ${toolName}`, `        ${chatName}`].join('\n'),
    );
    expectEndedOnce();
  });

  test('the first span nests under the span active in the OpenTelemetry context; concurrent runs keep their own trees', async () => {
    simulator.enqueue(answer(), answer());
    const tracer = otel.provider.getTracer('app');
    const chatClient = client();
    const handle = (route: string) =>
      tracer.startActiveSpan(route, async (span: ApiSpan) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await chatClient.prompt(`hello from ${route}`).call().content();
        span.end();
      });

    await Promise.all([handle('GET /a'), handle('GET /b')]);

    for (const route of ['GET /a', 'GET /b']) {
      const root = spans().find((span) => span.name === route) as ReadableSpan;
      const children = spans().filter((span) => span.parentSpanContext?.spanId === root.spanContext().spanId);
      expect(children.map((span) => span.name)).toEqual(['spring_ai chat_client']);
      expect(spans().filter((span) => span.spanContext().traceId === root.spanContext().traceId)).toHaveLength(5);
    }
  });

  test('span attributes carry the observation key values, and no credential', async () => {
    simulator.enqueue(toolRound(), answer());

    await client().prompt('What is the weather in Paris?').call().content();

    const [firstChat, lastChat] = byName('chat ');
    const tool = byName(toolName)[0] as ReadableSpan;
    const chatClient = byName('spring_ai chat_client')[0] as ReadableSpan;
    const advisor = byName('simple_logger')[0] as ReadableSpan;
    // MiniMaxChatModel reports usage accumulated over the tool rounds (10+20 in, 5+7 out), as Spring's does.
    if (conventions === 'spring') {
      expect(firstChat?.kind).toBe(SpanKind.INTERNAL);
      expect(lastChat?.attributes).toMatchObject({
        'gen_ai.operation.name': 'chat',
        'gen_ai.system': 'minimax',
        'gen_ai.request.model': 'MiniMax-M2.7',
        'gen_ai.request.temperature': '0.5',
        'gen_ai.usage.input_tokens': '30',
        'gen_ai.usage.output_tokens': '12',
        'gen_ai.usage.total_tokens': '42',
        'spring.ai.model.request.tool.names': '["getWeather"]',
      });
      expect(tool.attributes).toMatchObject({
        'gen_ai.operation.name': 'framework',
        'gen_ai.system': 'spring_ai',
        'spring.ai.kind': 'tool_call',
        'spring.ai.tool.definition.name': 'getWeather',
        'spring.ai.tool.definition.description': 'Get the weather in location',
      });
      expect(advisor.attributes).toMatchObject({ 'spring.ai.advisor.name': 'SimpleLoggerAdvisor', 'spring.ai.kind': 'advisor' });
      expect(chatClient.attributes).toMatchObject({ 'spring.ai.chat.client.stream': 'false', 'spring.ai.kind': 'chat_client' });
    } else {
      expect(firstChat?.kind).toBe(SpanKind.CLIENT);
      expect(lastChat?.attributes).toMatchObject({
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'minimax',
        'gen_ai.request.model': 'MiniMax-M2.7',
        'gen_ai.request.temperature': 0.5,
        'gen_ai.usage.input_tokens': 30,
        'gen_ai.usage.output_tokens': 12,
        'gen_ai.response.finish_reasons': ['stop'],
      });
      expect(lastChat?.attributes['gen_ai.system']).toBeUndefined();
      expect(tool.attributes).toMatchObject({
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'getWeather',
        'gen_ai.tool.type': 'function',
        'gen_ai.tool.description': 'Get the weather in location',
      });
      expect(tool.attributes['gen_ai.tool.call.arguments']).toBeUndefined();
      expect(chatClient.attributes).toMatchObject({ 'gen_ai.provider.name': 'spring_ai', 'spring.ai.kind': 'chat_client' });
    }
    const everything = JSON.stringify(spans().map((span) => [span.name, span.attributes, span.events]));
    expect(everything).not.toContain(KEY);
    expect(everything).not.toMatch(/bearer|authorization/i);
    expect(everything).not.toContain('What is the weather');
  });

  test('prompt and completion content only when switched on', async () => {
    simulator.enqueue(toolRound(), answer());

    await client({ logContent: true }).prompt('What is the weather in Paris?').call().content();

    const lastChat = byName('chat ').at(-1) as ReadableSpan;
    const tool = byName(toolName)[0] as ReadableSpan;
    if (conventions === 'spring') {
      const prompt = lastChat.events.find((event) => event.name === 'gen_ai.content.prompt');
      const completion = lastChat.events.find((event) => event.name === 'gen_ai.content.completion');
      expect(String(prompt?.attributes?.['gen_ai.prompt'])).toContain('What is the weather in Paris?');
      expect(completion?.attributes?.['gen_ai.completion']).toBe('["It is 15 degrees in Paris."]');
    } else {
      const input = JSON.parse(String(lastChat.attributes['gen_ai.input.messages']));
      expect(input.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant', 'tool']);
      expect(input[1].parts).toContainEqual(expect.objectContaining({ type: 'tool_call', name: 'getWeather', arguments: { location: 'Paris' } }));
      expect(JSON.parse(String(lastChat.attributes['gen_ai.output.messages']))).toEqual([
        { role: 'assistant', parts: [{ type: 'text', content: 'It is 15 degrees in Paris.' }], finish_reason: 'stop' },
      ]);
      expect(tool.attributes['gen_ai.tool.call.arguments']).toBe('{"location":"Paris"}');
      expect(tool.attributes['gen_ai.tool.call.result']).toBe('{"temp":15,"unit":"C"}');
    }
    expect(JSON.stringify(spans().map((span) => [span.attributes, span.events]))).not.toContain(KEY);
  });

  test.each(['call', 'stream'])('a failing tool (%s): the tool span and its ancestors end once with error status', async (mode) => {
    simulator.enqueue(toolRound(), answer());
    const spec = client({ failingTool: true }).prompt('What is the weather in Paris?');

    await expect(mode === 'call' ? spec.call().content() : spec.stream().content().collectList()).rejects.toThrow('weather station offline');

    const tool = byName(toolName)[0] as ReadableSpan;
    expect(tool.status).toEqual({ code: SpanStatusCode.ERROR, message: 'weather station offline' });
    expect(tool.events.map((event) => event.name)).toContain('exception');
    if (conventions === 'gen_ai') expect(tool.attributes['error.type']).toBeDefined();
    const chatClient = byName('spring_ai chat_client')[0] as ReadableSpan;
    expect(chatClient.status.code).toBe(SpanStatusCode.ERROR);
    expectEndedOnce();
  });

  test('an aborted stream ends every span once, without error', async () => {
    simulator.enqueue(MiniMaxScenarios.longText(40, 8, { interChunkDelayMs: 5 }));

    const received: string[] = [];
    for await (const chunk of client().prompt('Tell me a long story').stream().content()) {
      received.push(chunk);
      if (received.length === 2) break;
    }

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spanTree(spans())).toBe(['spring_ai chat_client', '  simple_logger', '    stream', `      ${chatName}`].join('\n'));
    expect(spans().every((span) => span.status.code !== SpanStatusCode.ERROR)).toBe(true);
    expectEndedOnce();
  });
});
