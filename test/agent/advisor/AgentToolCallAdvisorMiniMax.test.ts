// spring-ai-ts own tests: the agent tool-call JSON retry end to end, MiniMaxChatModel against the
// MiniMax simulator (which rejects invalid argument JSON in the history with 2013).
import 'reflect-metadata';
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../../src/model/minimax/index.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { AgentToolCallAdvisor } from '../../../src/agent/advisor/AgentToolCallAdvisor.js';
import { AgentToolCallingManager } from '../../../src/agent/tool/AgentToolCallingManager.js';
import { AgentToolCallReport } from '../../../src/agent/tool/AgentToolCallReport.js';
import { ToolCallArgumentsRetryExhaustedException } from '../../../src/agent/tool/ToolCallArgumentsRetryExhaustedException.js';
import { mockWeatherService, WeatherRequest } from '../../model/minimax/api/MockWeatherService.js';
import type { Mode } from '../agentTestSupport.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded wire JSON
type Json = any;
const KEY = 'sk-test-key-agent';

const weatherTool = () =>
  FunctionToolCallback.builder('get_weather', mockWeatherService)
    .description('Get the weather in location')
    .inputType(WeatherRequest)
    .build();

const toolRound = (args: string | Record<string, unknown>) =>
  MiniMaxScenarios.toolCall('get_weather', args, { split: 'openai', fragments: 3 });
const BROKEN = '{"location": "San Fr';
const answer = () => MiniMaxScenarios.text('It is 15 degrees in Paris.', { chunks: 3 });

describe('AgentToolCallAdvisor with MiniMax (spring-ai-ts, against the simulator)', () => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let client: (manager?: AgentToolCallingManager) => ChatClient;

  beforeAll(async () => {
    const { baseUrl } = await simulator.start();
    const api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' });
    const chatModel = MiniMaxChatModel.builder()
      .miniMaxApi(api)
      .defaultOptions(MiniMaxChatOptions.builder().model('MiniMax-M2.7').toolCallbacks([weatherTool()]).build())
      .build();
    client = (manager) =>
      ChatClient.builder(chatModel, ObservationRegistry.NOOP)
        .defaultAdvisors((manager === undefined ? AgentToolCallAdvisor.builder() : AgentToolCallAdvisor.builder().toolCallingManager(manager)).build())
        .build();
  });
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());
  // A failing stream logs through MessageAggregator; keep the output quiet.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const ask = async (mode: Mode, chatClient: ChatClient, conversationId: string) => {
    const spec = chatClient.prompt('What is the weather in Paris?').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversationId));
    if (mode === 'call') {
      const response = await spec.call().chatClientResponse();
      return { text: response.chatResponse()?.getResult()?.getOutput().getText(), context: response.context() };
    }
    const responses = await spec.stream().chatClientResponse().collectList();
    return {
      text: responses.map((response) => response.chatResponse()?.getResult()?.getOutput().getText() ?? '').join(''),
      context: responses.at(-1)?.context(),
    };
  };

  describe.each<Mode>(['call', 'stream'])('%s', (mode) => {
    test('malformed arguments are answered with an error and retried; the next request is accepted', async () => {
      simulator.enqueue(toolRound(BROKEN), toolRound({ location: 'Paris' }), answer());

      const { text, context } = await ask(mode, client(), `mm-${mode}-1`);

      expect(text).toBe('It is 15 degrees in Paris.');
      const requests = simulator.requests() as Json[];
      expect(requests.map((request) => request.outcome)).toEqual(['completed', 'completed', 'completed']);
      const second = requests[1].body.messages as Json[];
      expect(second.find((m) => m.role === 'assistant').tool_calls[0].function.arguments).toBe('{}');
      const toolAnswer = second.find((m) => m.role === 'tool').content as string;
      expect(toolAnswer).toMatch(/^Error: the arguments of your call to tool 'get_weather' are not valid JSON/);
      expect(toolAnswer).toContain('Unterminated string in JSON at position 20');
      expect(toolAnswer).toContain('Retry 1 of 3.');
      const third = requests[2].body.messages as Json[];
      expect(third.filter((m) => m.role === 'tool').at(-1).content).toBe('{"temp":15,"unit":"C"}');
      expect((context?.get(AgentToolCallReport.CONTEXT_KEY) as AgentToolCallReport).getInvalidToolCalls()).toHaveLength(1);
    });

    test('arguments still malformed after 3 retries end the turn with the typed error', async () => {
      simulator.enqueue(toolRound(BROKEN), toolRound(BROKEN), toolRound(BROKEN), toolRound(BROKEN), answer());

      await expect(ask(mode, client(), `mm-${mode}-2`)).rejects.toThrow(ToolCallArgumentsRetryExhaustedException);
      expect(simulator.requests()).toHaveLength(4);
    });

    test('with repair on, the truncated JSON is repaired locally and echoed repaired', async () => {
      simulator.enqueue(toolRound(BROKEN), answer());

      const { context } = await ask(mode, client(AgentToolCallingManager.builder().repairArguments(true).build()), `mm-${mode}-3`);

      const second = (simulator.requests() as Json[])[1].body.messages as Json[];
      expect(second.find((m) => m.role === 'assistant').tool_calls[0].function.arguments).toBe('{"location":"San Fr"}');
      expect(second.find((m) => m.role === 'tool').content).toBe('{"temp":10,"unit":"C"}');
      const report = context?.get(AgentToolCallReport.CONTEXT_KEY) as AgentToolCallReport;
      expect(report.getRepairs()).toEqual([expect.objectContaining({ originalArguments: BROKEN, repairedArguments: '{"location":"San Fr"}' })]);
    });
  });
});
