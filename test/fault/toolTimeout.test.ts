// spring-ai-ts fault suite, cause 6: a tool that never settles no longer hangs the turn when the
// tool calling manager has a timeout (per tool, or a default; off by default as in Spring): the
// turn ends with ToolCallTimeoutException naming the tool, and the tool's abort signal fires.
import type { ToolContext } from '../../src/chat/model/ToolContext.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { ToolCallingManager } from '../../src/model/tool/ToolCallingManager.js';
import { ToolCallTimeoutException } from '../../src/model/tool/ToolCallTimeoutException.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { capturedLogs } from '../harness/logs.js';
import { FaultFixture, MODES, PATHS, responses } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

describe('tool timeout (fault suite, cause 6)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => fixture.reset());
  afterEach(() => void capturedLogs.take(/Aggregation Error|ToolCallTimeoutException|did not complete/));

  let signals: Array<AbortSignal | undefined>;
  const hanging = (name: string) =>
    FunctionToolCallback.builder(name, (_request: WeatherRequest, context?: ToolContext) => {
      signals.push(context?.getAbortSignal());
      return new Promise<never>(() => undefined);
    })
      .description('Never answers')
      .inputType(WeatherRequest)
      .build();
  const quick = FunctionToolCallback.builder('quick', (_request: WeatherRequest) => 'ok')
    .description('Answers at once')
    .inputType(WeatherRequest)
    .build();
  beforeEach(() => {
    signals = [];
  });

  describe.each(MODES)('%s', (mode) => {
    test.each(PATHS)('%s: a per-tool timeout ends the turn with an error naming the tool', async (path) => {
      fixture.scenario = () => MiniMaxScenarios.toolCall('slow', { location: 'Paris' });
      const manager = ToolCallingManager.builder().toolTimeout('slow', 80).build();
      const started = Date.now();
      const error = await responses(mode, fixture.clientWith(path, [hanging('slow'), quick], manager).prompt('slow')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolCallTimeoutException);
      expect((error as ToolCallTimeoutException).getToolName()).toBe('slow');
      expect((error as Error).message).toBe("Tool 'slow' did not complete within 80 ms");
      expect(Date.now() - started).toBeLessThan(5000);
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(true);
      expect(signals[0]?.reason).toBe(error);
    });

    test.each(PATHS)('%s: the default timeout applies to every tool; fast tools are unaffected', async (path) => {
      let round = 0;
      fixture.scenario = () =>
        round++ === 0 ? MiniMaxScenarios.toolCall('quick', { location: 'Paris' }) : MiniMaxScenarios.toolCall('other', { location: 'Paris' });
      const manager = ToolCallingManager.builder().defaultToolTimeout(60).build();
      const error = await responses(mode, fixture.clientWith(path, [hanging('other'), quick], manager).prompt('two')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolCallTimeoutException);
      expect((error as ToolCallTimeoutException).getToolName()).toBe('other');
      expect((error as ToolCallTimeoutException).getTimeoutMillis()).toBe(60);
    });
  });

  test('the timeout is off by default: a slow tool is waited for', async () => {
    fixture.scenario = (request) =>
      JSON.stringify(request.body).includes('"role":"tool"') ? MiniMaxScenarios.text('finished') : MiniMaxScenarios.toolCall('late', { location: 'Paris' });
    const late = FunctionToolCallback.builder('late', async (_request: WeatherRequest) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return 'late answer';
    })
      .description('Slow')
      .inputType(WeatherRequest)
      .build();
    const all = await responses('call', fixture.clientWith('internal', [late], ToolCallingManager.builder().build()).prompt('late'));
    expect(all[0]?.getResult()?.getOutput().getText()).toBe('finished');
  });

  test('the builder rejects a non-positive timeout', () => {
    expect(() => ToolCallingManager.builder().defaultToolTimeout(0)).toThrow('timeoutMillis must be greater than 0');
    expect(() => ToolCallingManager.builder().toolTimeout('x', -1)).toThrow('timeoutMillis must be greater than 0');
  });
});
