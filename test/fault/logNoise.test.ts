// spring-ai-ts fault suite, cause 9: a failure is logged once, with its throwable, however many
// tool rounds the model's internal loop nested; an abort is not an error and logs nothing.
import { ChatMemory } from '../../src/chat/memory/ChatMemory.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { ToolCallingManager } from '../../src/model/tool/ToolCallingManager.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { capturedLogs } from '../harness/logs.js';
import { FaultFixture, PATHS, responses } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

describe('log noise (fault suite, cause 9)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => fixture.reset());

  const tool = (onCall: () => void = () => undefined) =>
    FunctionToolCallback.builder('get_weather', (_request: WeatherRequest) => {
      onCall();
      return 'sunny';
    })
      .description('Weather')
      .inputType(WeatherRequest)
      .build();

  test.each(PATHS)('%s: aborting a stream after 30 tool rounds logs no error', async (path) => {
    const controller = new AbortController();
    let calls = 0;
    fixture.scenario = () => MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, {}, { interChunkDelayMs: 1 });
    const client = fixture.clientWith(path, [tool(() => ++calls === 30 && controller.abort())], ToolCallingManager.builder().build());
    const spec = client.prompt('weather forever').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'noise'));
    const error = await spec
      .stream({ signal: controller.signal })
      .content()
      .collectList()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toMatch(/Abort/);
    expect(capturedLogs.take(/ERROR/)).toEqual([]);
  });

  test.each(PATHS)('%s: a server failure after 20 tool rounds of a stream is logged at most once, with its cause', async (path) => {
    let round = 0;
    fixture.scenario = () => (round++ < 20 ? MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }) : MiniMaxScenarios.httpError('bad-request'));
    const client = fixture.clientWith(path, [tool()], ToolCallingManager.builder().build());
    const error = await responses('stream', client.prompt('weather')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const lines = capturedLogs.take(/ERROR/);
    expect(lines.length).toBeLessThanOrEqual(1);
    for (const line of lines) expect(line.line).toContain('400');
  });
});
