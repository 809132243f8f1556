import 'reflect-metadata';
import { ChatClientRequest } from '../../../src/chat/client/ChatClientRequest.js';
import { ChatModelStreamAdvisor } from '../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from '../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { ToolCallAdvisor } from '../../../src/chat/client/advisor/ToolCallAdvisor.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import type { AgentToolRoundState } from '../../../src/agent/tool/AgentToolRoundState.js';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { AbortedException } from '../../../src/java/core/AbortedException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { ToolExecutionResult } from '../../../src/model/tool/ToolExecutionResult.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { AgentToolCallAdvisor } from '../../../src/agent/advisor/AgentToolCallAdvisor.js';
import { InMemoryConversationStore } from '../../../src/agent/store/InMemoryConversationStore.js';
import type { TodoItem } from '../../../src/agent/todo/TodoItem.js';
import { TodoListTools } from '../../../src/agent/todo/TodoListTools.js';
import { AgentToolCallingManager } from '../../../src/agent/tool/AgentToolCallingManager.js';
import { AgentToolCallReport } from '../../../src/agent/tool/AgentToolCallReport.js';
import { ToolCallArgumentsRetryExhaustedException } from '../../../src/agent/tool/ToolCallArgumentsRetryExhaustedException.js';
import {
  clientWith,
  lastToolResponses,
  RecordingAdvisor,
  ScriptedChatModel,
  turn,
  type Mode,
  type Round,
  type ScriptedCall,
} from '../agentTestSupport.js';

class WeatherTools {
  readonly cities: string[] = [];

  @Tool({ description: 'The current weather in a city' })
  weather(@ToolParam({ name: 'city', description: 'the city' }) city: string): string {
    this.cities.push(city);
    return `sunny in ${city}`;
  }
}

class DirectTools {
  readonly rooms: string[] = [];

  @Tool({ description: 'Books a room; the result goes straight to the caller', returnDirect: true })
  book(@ToolParam({ name: 'room', description: 'the room' }) room: string): string {
    this.rooms.push(room);
    return `booked ${room}`;
  }
}

const weather = (city: string): ScriptedCall => ({ name: 'weather', args: JSON.stringify({ city }) });
const broken = (name = 'weather'): ScriptedCall => ({ name, args: '{"city": "Paris",}' });
const todoUpdate = (...texts: string[]): ScriptedCall => ({
  name: 'todoUpdate',
  args: JSON.stringify({ items: texts.map((text, index) => ({ text, status: index === 0 ? 'in_progress' : 'pending' })) }),
});
const todoRead: ScriptedCall = { name: 'todoRead', args: '{}' };

const REMINDER = '<reminder>Update your todos.</reminder>';

function reportOf(_mode: Mode, last: Awaited<ReturnType<typeof turn>>['last']): AgentToolCallReport {
  const fromContext = last?.context().get(AgentToolCallReport.CONTEXT_KEY);
  expect(fromContext).toBeInstanceOf(AgentToolCallReport);
  // The final response's metadata carries the same report (call), as does every streamed response.
  expect(last?.chatResponse()?.getMetadata().get(AgentToolCallReport.CONTEXT_KEY)).toBe(fromContext);
  return fromContext as AgentToolCallReport;
}

describe('AgentToolCallAdvisor (spring-ai-ts, beyond Spring)', () => {
  // A stream that fails logs the failure through MessageAggregator; keep the test output quiet.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  describe.each<Mode>(['call', 'stream'])('%s', (mode) => {
    describe('tool-call JSON retry', () => {
      test('succeeds on the 2nd try: the broken call is answered with the rules and the root cause, not run', async () => {
        const model = ScriptedChatModel.single([{ calls: [broken()] }, { calls: [weather('Paris')] }, { text: 'Sunny.' }]);
        const tools = new WeatherTools();
        const client = clientWith(model, AgentToolCallAdvisor.builder().build());

        const { text, last } = await turn(mode, client.prompt('q').tools(tools).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

        expect(text).toBe('Sunny.');
        expect(tools.cities).toEqual(['Paris']);
        expect(model.prompts).toHaveLength(3);
        const answer = lastToolResponses(model.prompts[1]!).getResponses()[0]!.responseData();
        expect(answer).toMatch(/^Error: the arguments of your call to tool 'weather' are not valid JSON, so the tool did not run\./);
        expect(answer).toContain('Cause: Expected double-quoted property name in JSON at position 17 (line 1, column 18), near `city": "Paris",}`.');
        expect(answer).toContain('no trailing comma');
        expect(answer).toContain('no comments');
        expect(answer).toContain('control characters inside strings escaped');
        expect(answer).toContain('double quotes around every key');
        expect(answer).toContain('Retry 1 of 3.');
        // The echoed assistant message of the history carries "{}" instead of the broken JSON.
        const echoed = model.prompts[1]!.getInstructions().at(-2) as AssistantMessage;
        expect(echoed.getToolCalls()[0]!.arguments()).toBe('{}');
        const report = reportOf(mode, last);
        expect(report.getInvalidToolCalls()).toHaveLength(1);
        expect(report.getInvalidToolCalls()[0]).toMatchObject({ toolName: 'weather', arguments: '{"city": "Paris",}', retry: 1 });
        expect(report.isRepaired()).toBe(false);
        expect(report.getToolRounds()).toBe(2);
      });

      test('succeeds on the 3rd try', async () => {
        const model = ScriptedChatModel.single([{ calls: [broken()] }, { calls: [broken()] }, { calls: [weather('Rome')] }, { text: 'Done.' }]);
        const tools = new WeatherTools();
        const client = clientWith(model, AgentToolCallAdvisor.builder().build());

        const { text, last } = await turn(mode, client.prompt('q').tools(tools).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

        expect(text).toBe('Done.');
        expect(tools.cities).toEqual(['Rome']);
        expect(lastToolResponses(model.prompts[2]!).getResponses()[0]!.responseData()).toContain('Retry 2 of 3.');
        expect(reportOf(mode, last).getInvalidToolCalls().map((invalid) => invalid.retry)).toEqual([1, 2]);
      });

      test('ends with ToolCallArgumentsRetryExhaustedException after the limit, and the next turn starts afresh', async () => {
        const model = new ScriptedChatModel({ q: [{ calls: [broken()] }], again: [{ calls: [broken()] }, { text: 'fine' }] });
        const tools = new WeatherTools();
        const client = clientWith(model, AgentToolCallAdvisor.builder().build());
        const spec = () => client.prompt('q').tools(tools).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1'));

        const failure = turn(mode, spec());

        await expect(failure).rejects.toThrow(ToolCallArgumentsRetryExhaustedException);
        await expect(turn(mode, spec())).rejects.toThrow(
          "Tool call arguments for tool 'weather' were still invalid after 3 retries: Expected double-quoted property name in JSON at position 17 (line 1, column 18), near `city\": \"Paris\",}`",
        );
        expect(model.prompts).toHaveLength(8);
        expect(tools.cities).toEqual([]);
        // The counter was reset by the failure: the same conversation gets its retries again.
        const next = await turn(mode, client.prompt('again').tools(tools).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));
        expect(next.text).toBe('fine');
        expect(lastToolResponses(model.promptsOf('again')[1]!).getResponses()[0]!.responseData()).toContain('Retry 1 of 3.');
      });

      test('a configured limit of 1 retry ends the turn at the second broken round', async () => {
        const model = ScriptedChatModel.single([{ calls: [broken()] }]);
        const manager = AgentToolCallingManager.builder().maxRetries(1).build();
        const client = clientWith(model, AgentToolCallAdvisor.builder().toolCallingManager(manager).build());

        const result = turn(mode, client.prompt('q').tools(new WeatherTools()).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

        await expect(result).rejects.toThrow(ToolCallArgumentsRetryExhaustedException);
        expect(model.prompts).toHaveLength(2);
      });

      test('with repair on, broken JSON is repaired locally, run, echoed repaired and recorded', async () => {
        const model = ScriptedChatModel.single([{ calls: [{ name: 'weather', args: "{city: 'Oslo',}" }] }, { text: 'Cold.' }]);
        const tools = new WeatherTools();
        const manager = AgentToolCallingManager.builder().repairArguments(true).build();
        const client = clientWith(model, AgentToolCallAdvisor.builder().toolCallingManager(manager).build());

        const { last } = await turn(mode, client.prompt('q').tools(tools).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

        expect(tools.cities).toEqual(['Oslo']);
        expect(model.prompts).toHaveLength(2);
        expect((model.prompts[1]!.getInstructions().at(-2) as AssistantMessage).getToolCalls()[0]!.arguments()).toBe('{"city":"Oslo"}');
        const report = reportOf(mode, last);
        expect(report.isRepaired()).toBe(true);
        expect(report.getRepairs()[0]).toMatchObject({ toolName: 'weather', originalArguments: "{city: 'Oslo',}", repairedArguments: '{"city":"Oslo"}' });
        expect(report.getInvalidToolCalls()).toEqual([]);
      });

      test('a return-direct tool with broken arguments is retried, then its result goes straight back', async () => {
        const model = ScriptedChatModel.single([{ calls: [broken('book')] }, { calls: [{ name: 'book', args: '{"room":"7"}' }] }, { text: 'unused' }]);
        const tools = new DirectTools();
        const client = clientWith(model, AgentToolCallAdvisor.builder().build());

        const { last } = await turn(mode, client.prompt('q').tools(tools).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

        expect(model.prompts).toHaveLength(2);
        expect(tools.rooms).toEqual(['7']);
        expect(last?.chatResponse()?.getResult()?.getOutput().getText()).toBe('"booked 7"');
        expect(last?.chatResponse()?.getResult()?.getMetadata().getFinishReason()).toBe(ToolExecutionResult.FINISH_REASON);
      });
    });

    describe('reminders', () => {
      test('fire on exactly the 3rd round without todoUpdate and restart after a todo update', async () => {
        const rounds: Round[] = [
          { calls: [todoUpdate('look around')] },
          { calls: [weather('a')] },
          { calls: [weather('b')] },
          { calls: [weather('c')] },
          { calls: [weather('d')] },
          { calls: [todoUpdate('look around', 'report')] },
          { calls: [weather('e'), weather('f')] },
          { calls: [weather('g')] },
          { calls: [weather('h')] },
          { text: 'Done.' },
        ];
        const model = ScriptedChatModel.single(rounds);
        const client = clientWith(model, AgentToolCallAdvisor.builder().build());

        const { last } = await turn(
          mode,
          client.prompt('q').tools(new WeatherTools(), new TodoListTools()).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')),
        );

        const reminded = model.prompts
          .slice(1)
          .map((prompt) => lastToolResponses(prompt).getResponses()[0]!.responseData().startsWith(`${REMINDER}\n`));
        expect(reminded).toEqual([false, false, false, true, false, false, false, false, true]);
        // The reminder goes first, before the tool's own answer; only the first response gets it.
        const ninth = lastToolResponses(model.prompts[9]!);
        expect(ninth.getResponses()[0]!.responseData()).toBe(`${REMINDER}\n"sunny in h"`);
        expect(lastToolResponses(model.prompts[7]!).getResponses()[1]!.responseData()).toBe('"sunny in f"');
        expect(reportOf(mode, last).getRemindersInjected()).toBe(2);
      });

      test('a custom interval, tool name and text', async () => {
        const model = ScriptedChatModel.single([{ calls: [weather('a')] }, { calls: [weather('b')] }, { text: 'ok' }]);
        const manager = AgentToolCallingManager.builder().reminderEveryRounds(2).reminderToolName('weather').reminderText('<r/>').build();
        const client = clientWith(model, AgentToolCallAdvisor.builder().toolCallingManager(manager).build());
        const lookup = FunctionToolCallback.builder('plan', () => 'planned').description('plans').build();

        await turn(mode, client.prompt('q').tools(new WeatherTools()).toolCallbacks(lookup).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

        // Calling the reminder tool itself never triggers it.
        expect(model.prompts.slice(1).map((prompt) => lastToolResponses(prompt).getResponses()[0]!.responseData())).toEqual([
          '"sunny in a"',
          '"sunny in b"',
        ]);
      });

      test('no reminders when the reminder tool is not among the request tools', async () => {
        const model = ScriptedChatModel.single([{ calls: [weather('a')] }, { calls: [weather('b')] }, { calls: [weather('c')] }, { text: 'ok' }]);
        const client = clientWith(model, AgentToolCallAdvisor.builder().build());

        await turn(mode, client.prompt('q').tools(new WeatherTools()).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

        expect(lastToolResponses(model.prompts[3]!).getResponses()[0]!.responseData()).toBe('"sunny in c"');
      });
    });

    test('two interleaved conversations never share counters or todo lists', async () => {
      const script = (name: string, brokenAt: number): Round[] => [
        { calls: [todoUpdate(`${name} first`)] },
        brokenAt === 1 ? { calls: [broken()] } : { calls: [weather(`${name}1`)] },
        { calls: [weather(`${name}2`)] },
        { calls: [weather(`${name}3`)] },
        { calls: [todoRead] },
        { text: `${name} done.` },
      ];
      const model = new ScriptedChatModel({ A: script('A', 1), B: script('B', 0) });
      const todoStore = new InMemoryConversationStore<TodoItem[]>();
      const client = clientWith(model, AgentToolCallAdvisor.builder().build());
      const run = (conversation: string) =>
        turn(
          mode,
          client
            .prompt(conversation)
            .tools(new WeatherTools(), new TodoListTools(todoStore))
            .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, `conv-${conversation}`)),
        );

      const [a, b] = await Promise.all([run('A'), run('B')]);

      expect(a.text).toBe('A done.');
      expect(b.text).toBe('B done.');
      // The turns did interleave.
      expect(model.order.slice(0, 4)).toEqual(['A', 'B', 'A', 'B']);
      const answers = (conversation: string) =>
        model.promptsOf(conversation).slice(1).map((prompt) => lastToolResponses(prompt).getResponses()[0]!.responseData());
      // Each conversation's reminder comes at its own 3rd round without todoUpdate.
      expect(answers('A').map((answer) => answer.startsWith(REMINDER))).toEqual([false, false, false, true, false]);
      expect(answers('B').map((answer) => answer.startsWith(REMINDER))).toEqual([false, false, false, true, false]);
      expect(answers('A')[1]).toContain('Retry 1 of 3.');
      expect(answers('B')[1]).toBe('"sunny in B1"');
      expect(answers('A')[4]).toBe('[>] #1: A first\n(0/1 completed)');
      expect(answers('B')[4]).toBe('[>] #1: B first\n(0/1 completed)');
      expect((await todoStore.get('conv-A'))?.map((item) => item.text)).toEqual(['A first']);
      expect((await todoStore.get('conv-B'))?.map((item) => item.text)).toEqual(['B first']);
      expect(reportOf(mode, a.last).getInvalidToolCalls()).toHaveLength(1);
      expect(reportOf(mode, b.last).getInvalidToolCalls()).toHaveLength(0);
    });

    test('an outer advisor sees one turn and runs its finally once; an inner one sees every round', async () => {
      const model = ScriptedChatModel.single([{ calls: [broken()] }, { calls: [weather('x')] }, { text: 'ok' }]);
      const advisor = AgentToolCallAdvisor.builder().build();
      const outer = new RecordingAdvisor('outer', advisor.getOrder() - 1);
      const inner = new RecordingAdvisor('inner', advisor.getOrder() + 1);
      const client = clientWith(model, outer, advisor, inner);

      await turn(mode, client.prompt('q').tools(new WeatherTools()).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')));

      expect([outer.turns, outer.finallies]).toEqual([1, 1]);
      expect([inner.turns, inner.finallies]).toEqual([3, 3]);
    });

    test('composes with a plain ToolCallAdvisor given the agent manager (conversation id in the tool context)', async () => {
      const model = ScriptedChatModel.single([{ calls: [broken()] }, { calls: [weather('Lima')] }, { text: 'ok' }]);
      const tools = new WeatherTools();
      const advisor = ToolCallAdvisor.builder().toolCallingManager(AgentToolCallingManager.builder().build()).build();
      const client = clientWith(model, advisor);

      const { text } = await turn(mode, client.prompt('q').tools(tools).toolContext({ [ChatMemory.CONVERSATION_ID]: 'c9' }));

      expect(text).toBe('ok');
      expect(tools.cities).toEqual(['Lima']);
      expect(lastToolResponses(model.prompts[1]!).getResponses()[0]!.responseData()).toContain('Retry 1 of 3.');
    });

    test('a tool round without a conversation id is rejected with IllegalStateException', async () => {
      const model = ScriptedChatModel.single([{ calls: [weather('x')] }, { text: 'ok' }]);
      const client = clientWith(model, AgentToolCallAdvisor.builder().build());

      await expect(turn(mode, client.prompt('q').tools(new WeatherTools()))).rejects.toThrow(IllegalStateException);
    });

    test('an abort during a tool starts no further tool and no further round', async () => {
      const controller = new AbortController();
      const started: string[] = [];
      const aborting = FunctionToolCallback.builder('first', () => {
        started.push('first');
        controller.abort();
        return 'one';
      })
        .description('aborts')
        .build();
      const second = FunctionToolCallback.builder('second', () => {
        started.push('second');
        return 'two';
      })
        .description('second')
        .build();
      const model = ScriptedChatModel.single([
        { text: 'Working. ', calls: [{ name: 'first', args: '{}' }, broken('second')] },
        { text: 'never' },
      ]);
      const client = clientWith(model, AgentToolCallAdvisor.builder().build());
      const spec = client.prompt('q').toolCallbacks(aborting, second).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1'));

      const run = async () => {
        if (mode === 'call') return spec.call({ signal: controller.signal }).content();
        return spec.stream({ signal: controller.signal }).content().collectList();
      };

      await expect(run()).rejects.toThrow(AbortedException);
      expect(started).toEqual(['first']);
      expect(model.prompts).toHaveLength(1);
    });
  });

  describe('stream only', () => {
    test('every streamed response carries the same report in its metadata', async () => {
      const model = ScriptedChatModel.single([{ text: 'Let me check. ', calls: [broken()] }, { text: 'Fine then. ', calls: [weather('x')] }, { text: 'All good.' }]);
      const client = clientWith(model, AgentToolCallAdvisor.builder().build());

      const responses = await client
        .prompt('q')
        .tools(new WeatherTools())
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1'))
        .stream()
        .chatClientResponse()
        .collectList();

      const reports = new Set(responses.map((response) => response.chatResponse()?.getMetadata().get(AgentToolCallReport.CONTEXT_KEY)));
      expect(responses.length).toBeGreaterThan(3);
      expect(reports.size).toBe(1);
      const [report] = [...reports] as AgentToolCallReport[];
      expect(report).toBeInstanceOf(AgentToolCallReport);
      expect(report!.getInvalidToolCalls()).toHaveLength(1);
    });

    test('an early break mid-tool-round runs no tool of that round and each finally once', async () => {
      const model = ScriptedChatModel.single([
        { text: 'Round one. ', calls: [weather('a')] },
        { text: 'Round two. ', calls: [weather('b')] },
        { text: 'never' },
      ]);
      const tools = new WeatherTools();
      const advisor = AgentToolCallAdvisor.builder().build();
      const outer = new RecordingAdvisor('outer', advisor.getOrder() - 1);
      const inner = new RecordingAdvisor('inner', advisor.getOrder() + 1);
      const client = clientWith(model, outer, advisor, inner);

      const seen: string[] = [];
      const stream = client
        .prompt('q')
        .tools(tools)
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1'))
        .stream()
        .content();
      for await (const text of stream) {
        seen.push(text);
        if (text === 'two. ') break;
      }

      expect(seen.join('')).toBe('Round one. Round two. ');
      expect(tools.cities).toEqual(['a']);
      expect(model.prompts).toHaveLength(2);
      expect([outer.turns, outer.finallies]).toEqual([1, 1]);
      expect([inner.turns, inner.finallies]).toEqual([2, 2]);
    });

    test('a break while a tool runs lets it finish, starts no further tool and leaves the counters untouched', async () => {
      // Driven on the advisor directly: ChatClient's stream aggregation waits for a pending pull
      // before it passes a cancel on.
      let releaseFirst!: (value: string) => void;
      let firstStarted!: () => void;
      const started = new Promise<void>((resolve) => (firstStarted = resolve));
      const ran: string[] = [];
      const slow = FunctionToolCallback.builder('slow', () => {
        ran.push('slow');
        firstStarted();
        return new Promise<string>((resolve) => (releaseFirst = resolve));
      })
        .description('slow')
        .build();
      const second = FunctionToolCallback.builder('second', () => {
        ran.push('second');
        return 'two';
      })
        .description('second')
        .build();
      const model = ScriptedChatModel.single([{ text: 'Working. ', calls: [{ name: 'slow', args: '{}' }, { name: 'second', args: '{}' }] }]);
      const store = new InMemoryConversationStore<AgentToolRoundState>();
      const advisor = AgentToolCallAdvisor.builder().toolCallingManager(AgentToolCallingManager.builder().conversationStore(store).build()).build();
      const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
        .pushAll([advisor, ChatModelStreamAdvisor.builder().chatModel(model).build()])
        .build();
      const options = ToolCallingChatOptions.builder().toolCallbacks(slow, second).build();
      const request = ChatClientRequest.builder()
        .prompt(new Prompt('q', options))
        .context(ChatMemory.CONVERSATION_ID, 'c1')
        .build();

      const iterator = advisor.adviseStream(request, chain)[Symbol.asyncIterator]();
      expect((await iterator.next()).value?.chatResponse()?.getResult()?.getOutput().getText()).toBe('Working. ');
      const pending = iterator.next();
      await started;
      expect((await iterator.return!()).done).toBe(true);
      releaseFirst('one');
      expect((await pending).done).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));

      expect(ran).toEqual(['slow']);
      expect(model.prompts).toHaveLength(1);
      await expect(store.get('c1')).resolves.toBeUndefined();
    });
  });

  describe('builder', () => {
    test('defaults: ToolCallAdvisor order and name; a plain manager is wrapped as the delegate', async () => {
      const advisor = AgentToolCallAdvisor.builder().build();
      expect(advisor).toBeInstanceOf(ToolCallAdvisor);
      expect(advisor.getOrder()).toBe(ToolCallAdvisor.builder().build().getOrder());
      expect(advisor.getName()).toBe('Agent Tool Calling Advisor');

      const delegate = { resolveToolDefinitions: jest.fn(() => []), executeToolCalls: jest.fn() };
      const model = ScriptedChatModel.single([{ calls: [broken()] }, { text: 'ok' }]);
      const client = clientWith(model, AgentToolCallAdvisor.builder().toolCallingManager(delegate).advisorOrder(10).build());

      await client.prompt('q').tools(new WeatherTools()).advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c1')).call().content();

      // The only call was broken: the agent manager answered it without asking the delegate.
      expect(delegate.executeToolCalls).not.toHaveBeenCalled();
      expect(lastToolResponses(model.prompts[1]!).getResponses()[0]!.responseData()).toMatch(/^Error: /);
    });
  });
});
