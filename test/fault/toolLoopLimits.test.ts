// spring-ai-ts fault suite, cause 1: a model that asks for a tool every round no longer loops until
// the caller aborts. Every path (ToolCallAdvisor, the agent advisor, the model's internal loop)
// stops at Spring AI 2.0.1's default caps (40 calls per tool, 150 per turn) and ends the turn with
// a final response whose finish reason is `toolCallLimitExceeded`; the caps are configurable and
// removable on the tool calling manager.
import { ToolCallLimitBehavior } from '../../src/model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../src/model/tool/ToolCallLimitExceededException.js';
import { ToolCallingManager } from '../../src/model/tool/ToolCallingManager.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';
import { WeatherRequest } from '../model/minimax/api/MockWeatherService.js';
import { FaultFixture, MODES, PATHS, responses } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

describe('tool-loop limits (fault suite, cause 1)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());
  beforeEach(() => fixture.reset());

  let calls: number;
  const counted = (name = 'get_weather') =>
    FunctionToolCallback.builder(name, (_request: WeatherRequest) => {
      calls++;
      return { temp: 15, unit: 'C' };
    })
      .description('Weather')
      .inputType(WeatherRequest)
      .build();
  const endless = (name = 'get_weather') => () => MiniMaxScenarios.toolCall(name, { location: 'Paris' });
  beforeEach(() => {
    calls = 0;
  });

  const finish = (all: Awaited<ReturnType<typeof responses>>) => all.at(-1)?.getResult()?.getMetadata().getFinishReason();
  const text = (all: Awaited<ReturnType<typeof responses>>) => all.map((r) => r.getResult()?.getOutput().getText() ?? '').join('');

  describe.each(MODES)('%s', (mode) => {
    test.each(PATHS)('%s: an endless tool loop stops at 40 calls of one tool by default', async (path) => {
      fixture.scenario = endless();
      const client = fixture.clientWith(path, [counted()], ToolCallingManager.builder().build());
      const all = await responses(mode, client.prompt('weather forever'));
      expect(calls).toBe(40);
      expect(finish(all)).toBe(ToolCallLimitExceededException.FINISH_REASON);
      expect(text(all)).toContain("Tool call limit (40) exceeded for tool 'get_weather'");
      expect(fixture.simulator.requests()).toHaveLength(41);
    });

    test.each(PATHS)('%s: the default model and advisor are bounded too', async (path) => {
      fixture.scenario = endless();
      const client = fixture.client(path, fixture.model([counted()]));
      const all = await responses(mode, client.prompt('weather forever'));
      expect(calls).toBe(40);
      expect(finish(all)).toBe(ToolCallLimitExceededException.FINISH_REASON);
    });

    test.each(PATHS)('%s: the total cap counts all tools of the turn', async (path) => {
      let round = 0;
      fixture.scenario = () => MiniMaxScenarios.toolCall(`tool_${round++ % 5}`, { location: 'Paris' });
      const tools = [0, 1, 2, 3, 4].map((i) => counted(`tool_${i}`));
      const manager = ToolCallingManager.builder().maxTotalToolCalls(12).build();
      const all = await responses(mode, fixture.clientWith(path, tools, manager).prompt('many tools'));
      expect(calls).toBe(12);
      expect(text(all)).toContain('Total tool call limit (12) exceeded for this turn');
    });

    test.each(PATHS)('%s: limits are configurable and removable', async (path) => {
      let round = 0;
      fixture.scenario = () => (round++ < 45 ? MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }) : MiniMaxScenarios.text('done'));
      const unlimited = ToolCallingManager.builder().unlimitedCallsPerTool().unlimitedTotalToolCalls().build();
      const all = await responses(mode, fixture.clientWith(path, [counted()], unlimited).prompt('45 rounds'));
      expect(calls).toBe(45);
      expect(text(all)).toContain('done');

      calls = 0;
      fixture.scenario = endless();
      const three = ToolCallingManager.builder().maxCallsPerTool('get_weather', 3).build();
      const limited = await responses(mode, fixture.clientWith(path, [counted()], three).prompt('three'));
      expect(calls).toBe(3);
      expect(finish(limited)).toBe(ToolCallLimitExceededException.FINISH_REASON);
    });

    test.each(PATHS)('%s: RETURN_ERROR_RESPONSE tells the model and lets it answer', async (path) => {
      fixture.scenario = (request) =>
        JSON.stringify(request.body).includes('exceeded for tool') ? MiniMaxScenarios.text('giving up') : MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' });
      const manager = ToolCallingManager.builder().maxCallsPerTool(2).onLimitExceeded(ToolCallLimitBehavior.RETURN_ERROR_RESPONSE).build();
      const all = await responses(mode, fixture.clientWith(path, [counted()], manager).prompt('two'));
      expect(calls).toBe(2);
      expect(text(all)).toContain('giving up');
    });
  });

  test('the manager builder rejects non-positive limits with Spring messages', () => {
    expect(() => ToolCallingManager.builder().maxCallsPerTool(0)).toThrow('maxCallsPerTool must be greater than 0');
    expect(() => ToolCallingManager.builder().maxTotalToolCalls(0)).toThrow('maxTotalToolCalls must be greater than 0');
    expect(() => ToolCallingManager.builder().maxCallsPerTool('', 1)).toThrow('toolName cannot be null or empty');
  });
});
