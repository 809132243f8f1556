// spring-ai-ts own tests (no Java counterpart): metrics of a real ChatClient run (advisor, tool round,
// MiniMaxChatModel against the loopback simulator) through an OpenTelemetry MeterProvider.
import 'reflect-metadata';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { SimpleLoggerAdvisor } from '../../src/chat/client/advisor/SimpleLoggerAdvisor.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../src/model/minimax/index.js';
import { ToolCallingManager } from '../../src/model/tool/ToolCallingManager.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { OpenTelemetryObservations, type OpenTelemetrySemanticConventions } from '../../src/opentelemetry/index.js';
import { mockWeatherService, WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { metricPoints, type OtelHarness, otelHarness } from './otelTestSupport.js';

const KEY = 'sk-test-key-otel-metrics';
type Point = { attributes: Record<string, unknown>; value: unknown };
const count = (point: Point | undefined) => (point?.value as { count: number } | undefined)?.count;

describe.each<OpenTelemetrySemanticConventions>(['spring', 'gen_ai'])('OpenTelemetry metrics, %s conventions', (conventions) => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let otel: OtelHarness;
  let chatClient: ChatClient;

  beforeAll(async () => {
    otel = otelHarness();
    const { baseUrl } = await simulator.start();
    const registry = OpenTelemetryObservations.register(ObservationRegistry.create(), {
      meter: otel.meterProvider.getMeter('spring-ai-ts-test'),
      semanticConventions: conventions,
    });
    const tool = FunctionToolCallback.builder('getWeather', mockWeatherService).description('Get the weather').inputType(WeatherRequest).build();
    const chatModel = MiniMaxChatModel.builder()
      .miniMaxApi(new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' }))
      .defaultOptions(MiniMaxChatOptions.builder().model('MiniMax-M2.7').toolCallbacks([tool]).build())
      .toolCallingManager(ToolCallingManager.builder().observationRegistry(registry).build())
      .observationRegistry(registry)
      .build();
    chatClient = ChatClient.builder(chatModel, registry).defaultAdvisors(new SimpleLoggerAdvisor()).build();
    simulator.enqueue(
      MiniMaxScenarios.toolCall('getWeather', { location: 'Paris' }, {}, { tokens: { prompt: 10, completion: 5 } }),
      MiniMaxScenarios.text('15 degrees', { tokens: { prompt: 20, completion: 7 } }),
    );
    await chatClient.prompt('What is the weather in Paris?').call().content();
  });
  afterAll(async () => {
    await simulator.stop();
    await otel.shutdown();
  });

  const points = async (name: string) => metricPoints((await otel.reader.collect()).resourceMetrics, name);

  test("Spring's timers: chat client, each advisor, each chat model round, the tool call", async () => {
    expect(count((await points('spring.ai.chat.client'))[0])).toBe(1);
    const advisors = await points('spring.ai.advisor');
    expect(advisors.map((point) => [point.attributes['spring.ai.advisor.name'], count(point)]).sort()).toEqual([
      ['SimpleLoggerAdvisor', 1],
      ['call', 1],
    ]);
    expect(advisors.every((point) => point.attributes['error'] === 'none')).toBe(true);
    const tool = await points('spring.ai.tool');
    expect(tool).toHaveLength(1);
    expect(tool[0]?.attributes).toMatchObject({ 'spring.ai.tool.definition.name': 'getWeather', error: 'none' });
    expect(count(tool[0])).toBe(1);
    expect(count((await points('gen_ai.client.operation'))[0])).toBe(2);
  });

  test('gen_ai.client.operation.duration: one record per model round, in seconds', async () => {
    const duration = await points('gen_ai.client.operation.duration');
    expect(duration).toHaveLength(1);
    const value = duration[0]?.value as { count: number; sum: number };
    expect(value.count).toBe(2);
    expect(value.sum).toBeGreaterThan(0);
    expect(value.sum).toBeLessThan(30);
    const provider = conventions === 'spring' ? 'gen_ai.system' : 'gen_ai.provider.name';
    expect(duration[0]?.attributes).toMatchObject({ 'gen_ai.operation.name': 'chat', [provider]: 'minimax', 'gen_ai.request.model': 'MiniMax-M2.7' });
  });

  test('gen_ai.client.token.usage per token type', async () => {
    const usage = await points('gen_ai.client.token.usage');
    const byType = (type: string) => usage.filter((point) => point.attributes['gen_ai.token.type'] === type).map((point) => point.value);
    // Two rounds: the first reports 10/5, the second the accumulated 30/12 (MiniMaxChatModel adds rounds up, as Spring's does).
    if (conventions === 'spring') {
      expect(byType('input')).toEqual([40]);
      expect(byType('output')).toEqual([17]);
      expect(byType('total')).toEqual([57]);
    } else {
      expect(byType('input').map((value) => (value as { count: number; sum: number }).sum)).toEqual([40]);
      expect(byType('output').map((value) => (value as { count: number; sum: number }).count)).toEqual([2]);
      expect(byType('total')).toEqual([]);
    }
  });
});
