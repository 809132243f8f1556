import 'reflect-metadata';
import { ChatClient } from '../../../../src/chat/client/ChatClient.js';
import { ChatClientMessageAggregator } from '../../../../src/chat/client/ChatClientMessageAggregator.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { ChatModelStreamAdvisor } from '../../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { RepeatedToolCallException } from '../../../../src/model/tool/RepeatedToolCallException.js';
import { ToolCallAdvisor } from '../../../../src/chat/client/advisor/ToolCallAdvisor.js';
import { ToolCallAdvisorBuilder } from '../../../../src/chat/client/advisor/ToolCallAdvisor.js';
import { ToolCallingAdvisor } from '../../../../src/chat/client/advisor/ToolCallingAdvisor.js';
import type { CallAdvisor } from '../../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { StreamAdvisor } from '../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { AdvisorObservationContext } from '../../../../src/chat/client/advisor/observation/AdvisorObservationContext.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../../src/chat/messages/SystemMessage.js';
import { ToolCall } from '../../../../src/chat/messages/ToolCall.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatGenerationMetadata } from '../../../../src/chat/metadata/ChatGenerationMetadata.js';
import { ChatResponseMetadata } from '../../../../src/chat/metadata/ChatResponseMetadata.js';
import { DefaultUsage } from '../../../../src/chat/metadata/DefaultUsage.js';
import { Usage } from '../../../../src/chat/metadata/Usage.js';
import type { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { AbortedException } from '../../../../src/java/core/AbortedException.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { TestObservationRegistry } from '../../../../src/java/micrometer/observation/tck/TestObservationRegistry.js';
import { ToolCallLimitBehavior } from '../../../../src/model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../../../src/model/tool/ToolCallLimitExceededException.js';
import { ToolCallingChatOptions } from '../../../../src/model/tool/ToolCallingChatOptions.js';
import { ToolCallingManager } from '../../../../src/model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../../src/model/tool/ToolExecutionResult.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { Tool } from '../../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../../src/tool/annotation/ToolParam.js';
import { FunctionToolCallback } from '../../../../src/tool/function/FunctionToolCallback.js';
import { capturedLogs } from '../../../harness/logs.js';

// ---------------------------------------------------------------- a scripted model

interface ScriptedCall {
  readonly name: string;
  readonly args: string;
}

/** One model answer: text (streamed word by word), then tool calls in a last chunk, optional usage. */
interface Round {
  readonly text?: string;
  readonly calls?: readonly ScriptedCall[];
  readonly usage?: readonly [number, number, number];
}

let callIds = 0;

function generationOf(text: string, calls: readonly ScriptedCall[] | undefined, finishReason: string | undefined): Generation {
  const message = AssistantMessage.builder()
    .content(text)
    .toolCalls((calls ?? []).map((call) => new ToolCall(`call-${++callIds}`, 'function', call.name, call.args)))
    .build();
  const metadata =
    finishReason === undefined ? ChatGenerationMetadata.NULL : ChatGenerationMetadata.builder().finishReason(finishReason).build();
  return new Generation(message, metadata);
}

function responseOf(generation: Generation, usage: Round['usage']): ChatResponse {
  const builder = ChatResponse.builder().generations([generation]);
  if (usage !== undefined) {
    builder.metadata(ChatResponseMetadata.builder().usage(new DefaultUsage(usage[0], usage[1], usage[2])).build());
  }
  return builder.build();
}

/** A chat model that answers from a script and records every prompt it gets. */
class ScriptedChatModel implements ChatModel {
  readonly prompts: Prompt[] = [];

  private next = 0;

  constructor(private readonly rounds: readonly Round[]) {}

  private take(prompt: Prompt): Round {
    this.prompts.push(prompt);
    const round = this.rounds[Math.min(this.next, this.rounds.length - 1)] as Round;
    this.next++;
    return round;
  }

  async call(prompt: Prompt): Promise<ChatResponse> {
    const round = this.take(prompt);
    const finishReason = round.calls === undefined ? 'STOP' : 'TOOL_CALLS';
    return responseOf(generationOf(round.text ?? '', round.calls, finishReason), round.usage);
  }

  stream(prompt: Prompt): Flux<ChatResponse> {
    return Flux.defer(() => {
      const round = this.take(prompt);
      const words = (round.text ?? '').split(/(?<= )/).filter((word) => word !== '');
      const chunks = words.map((word) => responseOf(generationOf(word, undefined, undefined), undefined));
      const finishReason = round.calls === undefined ? 'STOP' : 'TOOL_CALLS';
      chunks.push(responseOf(generationOf('', round.calls, finishReason), round.usage));
      return Flux.fromIterable(chunks);
    });
  }

  getDefaultOptions(): ToolCallingChatOptions {
    return ToolCallingChatOptions.builder().build();
  }
}

// ---------------------------------------------------------------- real tools

class WeatherTools {
  readonly cities: string[] = [];

  @Tool({ description: 'The current weather in a city' })
  weather(@ToolParam({ name: 'city', description: 'the city' }) city: string): string {
    this.cities.push(city);
    return `sunny in ${city}`;
  }
}

class DirectTools {
  @Tool({ description: 'Returns the booking number straight to the caller', returnDirect: true })
  book(@ToolParam({ name: 'room', description: 'the room' }) room: string): string {
    return `booked ${room}`;
  }
}

function lookupTool(calls: string[]): FunctionToolCallback<{ city: string }, string> {
  return FunctionToolCallback.builder('lookup', (input: { city: string }) => {
    calls.push(input.city);
    return `population of ${input.city}: 2M`;
  })
    .description('Looks a city up')
    .inputType(Object)
    .build();
}

const weather = (city: string): ScriptedCall => ({ name: 'weather', args: JSON.stringify({ city }) });
const lookup = (city: string): ScriptedCall => ({ name: 'lookup', args: JSON.stringify({ city }) });

/** A script of `toolRounds` tool rounds (alternating the two tools), then a final answer. */
function scriptOf(toolRounds: number): Round[] {
  const rounds: Round[] = [];
  for (let index = 0; index < toolRounds; index++) {
    rounds.push({ text: `Checking ${index}. `, calls: [index % 2 === 0 ? weather(`c${index}`) : lookup(`c${index}`)] });
  }
  rounds.push({ text: 'All done now.' });
  return rounds;
}

// ---------------------------------------------------------------- recording advisors

/** Records what passes through it at a given order, for call and stream. */
class RecordingAdvisor implements CallAdvisor, StreamAdvisor {
  readonly requests: ChatClientRequest[] = [];

  finallies = 0;

  constructor(
    private readonly name: string,
    private readonly order: number,
  ) {}

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return this.order;
  }

  async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.requests.push(request);
    try {
      return await chain.nextCall(request);
    } finally {
      this.finallies++;
    }
  }

  adviseStream(request: ChatClientRequest, chain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return Flux.defer(() => {
      this.requests.push(request);
      return chain.nextStream(request);
    }).doFinally(() => {
      this.finallies++;
    });
  }
}

function clientWith(model: ChatModel, advisors: Array<CallAdvisor & StreamAdvisor>, registry?: ObservationRegistry): ChatClient {
  return ChatClient.builder(model, registry ?? ObservationRegistry.NOOP)
    .defaultAdvisors(...advisors)
    .build();
}

async function texts(flux: Flux<ChatClientResponse>): Promise<string[]> {
  const all = await flux.collectList();
  return all.map((response) => response.chatResponse()?.getResult()?.getOutput().getText() ?? '');
}

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A stand-in for MessageChatMemoryAdvisor (inventory §4.10): prepends what it stored, keeps the
 * system message first, stores the last user or tool-response message before and the assistant
 * message after each round (after the aggregate, on a stream).
 */
class MemoryLikeAdvisor implements CallAdvisor, StreamAdvisor {
  readonly memory: Message[] = [];

  getName(): string {
    return 'memory';
  }

  getOrder(): number {
    return ToolCallAdvisor.builder().build().getOrder() + 700;
  }

  private before(request: ChatClientRequest): ChatClientRequest {
    const instructions = request.prompt().getInstructions();
    const messages = [...this.memory, ...instructions];
    const systemIndex = messages.findIndex((message) => message instanceof SystemMessage);
    if (systemIndex > 0) messages.unshift(...messages.splice(systemIndex, 1));
    const last = instructions.at(-1);
    if (last instanceof UserMessage || last instanceof ToolResponseMessage) this.memory.push(last);
    return request.mutate().prompt(new Prompt(messages, request.prompt().getOptions())).build();
  }

  private after(response: ChatClientResponse): void {
    const output = response.chatResponse()?.getResult()?.getOutput();
    if (output !== undefined) this.memory.push(output);
  }

  async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    const response = await chain.nextCall(this.before(request));
    this.after(response);
    return response;
  }

  adviseStream(request: ChatClientRequest, chain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return Flux.defer(() =>
      new ChatClientMessageAggregator().aggregateChatClientResponse(chain.nextStream(this.before(request)), (aggregated) =>
        this.after(aggregated),
      ),
    );
  }
}

describe('ToolCallAdvisor loop (spring-ai-ts)', () => {
  describe('call', () => {
    test.each([0, 1, 2, 3])('%i tool round(s): each round goes through the chain with the growing history', async (toolRounds) => {
      const model = new ScriptedChatModel(scriptOf(toolRounds));
      const tools = new WeatherTools();
      const lookups: string[] = [];
      const client = clientWith(model, [ToolCallAdvisor.builder().build()]);

      const answer = await client.prompt('Plan my trip').tools(tools).toolCallbacks(lookupTool(lookups)).call().content();

      expect(answer).toBe('All done now.');
      expect(model.prompts).toHaveLength(toolRounds + 1);
      expect(tools.cities.length + lookups.length).toBe(toolRounds);
      for (const prompt of model.prompts) {
        expect((prompt.getOptions() as ToolCallingChatOptions).getInternalToolExecutionEnabled()).toBe(false);
      }
      // The last prompt: the user message, then an assistant message and its tool responses per round.
      const last = model.prompts.at(-1)!.getInstructions();
      expect(last).toHaveLength(1 + 2 * toolRounds);
      expect(last[0]).toBeInstanceOf(UserMessage);
      for (let round = 0; round < toolRounds; round++) {
        expect((last[1 + 2 * round] as AssistantMessage).hasToolCalls()).toBe(true);
        expect(last[2 + 2 * round]).toBeInstanceOf(ToolResponseMessage);
      }
      if (toolRounds > 0) {
        expect((last[2] as ToolResponseMessage).getResponses()[0]!.responseData()).toBe('"sunny in c0"');
      }
    });

    test('a return-direct tool ends the loop with its result, without a second model call', async () => {
      const model = new ScriptedChatModel([{ calls: [{ name: 'book', args: '{"room":"12"}' }] }, { text: 'unused' }]);
      const client = clientWith(model, [ToolCallAdvisor.builder().build()]);

      const response = await client.prompt('Book room 12').tools(new DirectTools()).call().chatResponse();

      expect(model.prompts).toHaveLength(1);
      expect(response!.getResults()).toHaveLength(1);
      expect(response!.getResult()!.getOutput().getText()).toBe('"booked 12"');
      expect(response!.getResult()!.getMetadata().getFinishReason()).toBe(ToolExecutionResult.FINISH_REASON);
    });

    test('an advisor ordered after the tool advisor sees every round; one ordered before sees the turn once', async () => {
      const model = new ScriptedChatModel(scriptOf(2));
      const outer = new RecordingAdvisor('outer', ToolCallAdvisor.builder().build().getOrder() - 1);
      const inner = new RecordingAdvisor('inner', 0);
      const client = clientWith(model, [outer, ToolCallAdvisor.builder().build(), inner]);

      await client.prompt('Plan my trip').tools(new WeatherTools()).toolCallbacks(lookupTool([])).call().content();

      expect(outer.requests).toHaveLength(1);
      expect(outer.finallies).toBe(1);
      expect(inner.requests).toHaveLength(3);
      expect(inner.requests.map((request) => request.prompt().getInstructions().length)).toEqual([1, 3, 5]);
    });

    test('the 2.0 name ToolCallingAdvisor is the same advisor', async () => {
      const model = new ScriptedChatModel(scriptOf(1));
      const advisor: ToolCallingAdvisor = ToolCallingAdvisor.builder().build();
      const client = clientWith(model, [advisor]);

      expect(advisor).toBeInstanceOf(ToolCallAdvisor);
      expect(await client.prompt('q').tools(new WeatherTools()).call().content()).toBe('All done now.');
    });

    test('hooks may return promises; the library awaits them', async () => {
      class AsyncHooks extends ToolCallAdvisor {
        readonly seen: string[] = [];
        constructor() {
          super(ToolCallingManager.builder().build(), 0);
        }
        protected override async doBeforeCall(request: ChatClientRequest) {
          this.seen.push('before');
          return request.mutate().context('round', this.seen.length).build();
        }
        protected override async doGetNextInstructionsForToolCall(
          _request: ChatClientRequest,
          _response: ChatClientResponse,
          result: ToolExecutionResult,
        ): Promise<Message[]> {
          this.seen.push('next');
          return [...result.conversationHistory(), new UserMessage('reminder')];
        }
        protected override async doFinalizeLoop(response: ChatClientResponse) {
          this.seen.push('finalize');
          return response;
        }
      }
      const model = new ScriptedChatModel(scriptOf(1));
      const advisor = new AsyncHooks();

      await clientWith(model, [advisor]).prompt('q').tools(new WeatherTools()).call().content();

      expect(advisor.seen).toEqual(['before', 'next', 'before', 'finalize']);
      expect(model.prompts[1]!.getInstructions().at(-1)!.getText()).toBe('reminder');
    });

    test('an abort during a tool stops the loop before the next round', async () => {
      const controller = new AbortController();
      const model = new ScriptedChatModel([{ calls: [weather('Paris')] }, { text: 'never' }]);
      const abortingTool = FunctionToolCallback.builder('weather', () => {
        controller.abort();
        return 'sunny';
      })
        .description('aborts')
        .build();
      const client = clientWith(model, [ToolCallAdvisor.builder().build()]);

      const result = client.prompt('q').toolCallbacks(abortingTool).call({ signal: controller.signal }).content();

      await expect(result).rejects.toThrow(AbortedException);
      expect(model.prompts).toHaveLength(1);
    });
  });

  describe('stream', () => {
    test.each([0, 1, 2, 3])('%i tool round(s): one subscription yields the text of every round', async (toolRounds) => {
      const model = new ScriptedChatModel(scriptOf(toolRounds));
      const tools = new WeatherTools();
      const client = clientWith(model, [ToolCallAdvisor.builder().build()]);

      const content = await client.prompt('Plan my trip').tools(tools).toolCallbacks(lookupTool([])).stream().content().collectList();

      const expected = [...Array.from({ length: toolRounds }, (_unused, index) => `Checking ${index}. `), 'All done now.'].join('');
      expect(content.join('')).toBe(expected);
      expect(model.prompts).toHaveLength(toolRounds + 1);
      expect(model.prompts.at(-1)!.getInstructions()).toHaveLength(1 + 2 * toolRounds);
    });

    test('tool-call chunks are withheld by default and streamed with streamToolCallResponses(true)', async () => {
      const withheld = clientWith(new ScriptedChatModel(scriptOf(2)), [ToolCallAdvisor.builder().build()]);
      const streamed = clientWith(new ScriptedChatModel(scriptOf(2)), [
        ToolCallAdvisor.builder().streamToolCallResponses(true).build(),
      ]);

      const withheldResponses = await withheld.prompt('q').tools(new WeatherTools()).toolCallbacks(lookupTool([])).stream().chatResponse().collectList();
      const streamedResponses = await streamed.prompt('q').tools(new WeatherTools()).toolCallbacks(lookupTool([])).stream().chatResponse().collectList();

      expect(withheldResponses.filter((response) => response.hasToolCalls())).toHaveLength(0);
      expect(streamedResponses.filter((response) => response.hasToolCalls())).toHaveLength(2);
      expect(streamedResponses.length - withheldResponses.length).toBe(2);
    });

    test('a return-direct tool ends the stream with one response carrying its result', async () => {
      const model = new ScriptedChatModel([{ text: 'One moment. ', calls: [{ name: 'book', args: '{"room":"7"}' }] }, { text: 'unused' }]);
      const client = clientWith(model, [ToolCallAdvisor.builder().build()]);

      const responses = await client.prompt('Book room 7').tools(new DirectTools()).stream().chatResponse().collectList();

      expect(model.prompts).toHaveLength(1);
      const last = responses.at(-1)!;
      expect(last.getResult()!.getOutput().getText()).toBe('"booked 7"');
      expect(last.getResult()!.getMetadata().getFinishReason()).toBe(ToolExecutionResult.FINISH_REASON);
      expect(responses.map((response) => response.getResult()!.getOutput().getText())).toEqual(['One ', 'moment. ', '"booked 7"']);
    });

    test('an advisor after the tool advisor streams every round; one before sees the turn once, doFinally once', async () => {
      const model = new ScriptedChatModel(scriptOf(3));
      const outer = new RecordingAdvisor('outer', ToolCallAdvisor.builder().build().getOrder() - 1);
      const inner = new RecordingAdvisor('inner', 0);
      const client = clientWith(model, [outer, ToolCallAdvisor.builder().build(), inner]);

      await client.prompt('q').tools(new WeatherTools()).toolCallbacks(lookupTool([])).stream().content().collectList();

      expect(outer.requests).toHaveLength(1);
      expect(outer.finallies).toBe(1);
      expect(inner.requests).toHaveLength(4);
      expect(inner.finallies).toBe(4);
    });

    test('a break after the first chunk of a tool round starts no tool and runs each finally once', async () => {
      const model = new ScriptedChatModel(scriptOf(2));
      const tools = new WeatherTools();
      const outer = new RecordingAdvisor('outer', ToolCallAdvisor.builder().build().getOrder() - 1);
      const inner = new RecordingAdvisor('inner', 0);
      const client = clientWith(model, [outer, ToolCallAdvisor.builder().build(), inner]);

      const seen: string[] = [];
      for await (const text of client.prompt('q').tools(tools).stream().content()) {
        seen.push(text);
        break;
      }

      expect(seen).toEqual(['Checking ']);
      expect(tools.cities).toEqual([]);
      expect(model.prompts).toHaveLength(1);
      expect(outer.finallies).toBe(1);
      expect(inner.finallies).toBe(1);
    });

    test('a break on a streamed tool-call chunk starts no tool', async () => {
      const model = new ScriptedChatModel(scriptOf(2));
      const tools = new WeatherTools();
      const inner = new RecordingAdvisor('inner', 0);
      const client = clientWith(model, [ToolCallAdvisor.builder().streamToolCallResponses(true).build(), inner]);

      let toolCallChunks = 0;
      for await (const response of client.prompt('q').tools(tools).stream().chatResponse()) {
        if (response.hasToolCalls()) {
          toolCallChunks++;
          break;
        }
      }

      expect(toolCallChunks).toBe(1);
      expect(tools.cities).toEqual([]);
      expect(model.prompts).toHaveLength(1);
      expect(inner.finallies).toBe(1);
    });

    test('cancelling while a tool runs lets it finish but starts no further tool and no further round', async () => {
      // Driven on the advisor directly: ChatClient's stream aggregation (MessageAggregator) waits
      // for a pending pull before it passes a cancel on.
      const firstStarted = deferred();
      const releaseFirst = deferred<string>();
      const started: string[] = [];
      const slow = FunctionToolCallback.builder('slow', async () => {
        started.push('slow');
        firstStarted.resolve();
        return releaseFirst.promise;
      })
        .description('slow')
        .build();
      const second = FunctionToolCallback.builder('second', () => {
        started.push('second');
        return 'second';
      })
        .description('second')
        .build();
      const model = new ScriptedChatModel([
        { text: 'Working. ', calls: [{ name: 'slow', args: '{}' }, { name: 'second', args: '{}' }] },
        { text: 'never' },
      ]);
      const advisor = ToolCallAdvisor.builder().build();
      const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
        .pushAll([advisor, ChatModelStreamAdvisor.builder().chatModel(model).build()])
        .build();
      const options = ToolCallingChatOptions.builder().toolCallbacks(slow, second).build();
      const request = ChatClientRequest.builder().prompt(new Prompt('q', options)).build();
      let finallies = 0;
      const unhandled = jest.fn();
      process.on('unhandledRejection', unhandled);

      try {
        const iterator = advisor
          .adviseStream(request, chain)
          .doFinally(() => finallies++)
          [Symbol.asyncIterator]();
        expect((await iterator.next()).value.chatResponse().getResult().getOutput().getText()).toBe('Working. ');
        const pending = iterator.next();
        await firstStarted.promise;
        expect((await iterator.return!()).done).toBe(true);
        expect((await pending).done).toBe(true);
        releaseFirst.resolve('slow done');
        await new Promise((resolve) => setTimeout(resolve, 20));

        expect(started).toEqual(['slow']);
        expect(model.prompts).toHaveLength(1);
        expect(finallies).toBe(1);
        expect(unhandled).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    });

    test('an abort during a tool ends the stream with AbortedException before the next round', async () => {
      const controller = new AbortController();
      const model = new ScriptedChatModel([{ text: 'Let me see. ', calls: [weather('Oslo')] }, { text: 'never' }]);
      const abortingTool = FunctionToolCallback.builder('weather', () => {
        controller.abort();
        return 'rain';
      })
        .description('aborts')
        .build();
      const client = clientWith(model, [ToolCallAdvisor.builder().build()]);

      const seen: string[] = [];
      const run = async () => {
        for await (const text of client.prompt('q').toolCallbacks(abortingTool).stream({ signal: controller.signal }).content()) {
          seen.push(text);
        }
      };

      await expect(run()).rejects.toThrow(AbortedException);
      expect(seen.join('')).toBe('Let me see. ');
      expect(model.prompts).toHaveLength(1);
    });

    test('stream hooks: initialize once, before/after per round, next instructions per tool round, finalize once', async () => {
      class StreamHooks extends ToolCallAdvisor {
        readonly seen: string[] = [];
        constructor() {
          super(ToolCallingManager.builder().build(), 0, true, false);
        }
        protected override doInitializeLoopStream(request: ChatClientRequest) {
          this.seen.push('init');
          return request;
        }
        protected override async doBeforeStream(request: ChatClientRequest) {
          this.seen.push('before');
          return request;
        }
        protected override async doAfterStream(response: ChatClientResponse) {
          this.seen.push(`after:${response.chatResponse()!.hasToolCalls()}`);
          return response;
        }
        protected override async doGetNextInstructionsForToolCallStream(
          _request: ChatClientRequest,
          _response: ChatClientResponse,
          result: ToolExecutionResult,
        ): Promise<Message[]> {
          this.seen.push('next');
          return result.conversationHistory();
        }
        protected override async doFinalizeLoopStream(flux: Flux<ChatClientResponse>) {
          this.seen.push('finalize');
          return flux.concatWith(Flux.just(ChatClientResponseBuilderless('appended')));
        }
      }
      const ChatClientResponseBuilderless = (text: string): ChatClientResponse =>
        ChatClientResponse.builder().chatResponse(responseOf(generationOf(text, undefined, 'STOP'), undefined)).build();
      const advisor = new StreamHooks();
      const content = await clientWith(new ScriptedChatModel(scriptOf(2)), [advisor])
        .prompt('q')
        .tools(new WeatherTools())
        .toolCallbacks(lookupTool([]))
        .stream()
        .content()
        .collectList();

      expect(advisor.seen).toEqual([
        'init',
        'before',
        'after:true',
        'next',
        'before',
        'after:true',
        'next',
        'before',
        'after:false',
        'finalize',
      ]);
      expect(content.join('')).toBe('Checking 0. Checking 1. All done now.appended');
    });

    test('the nested builder type reads as ToolCallAdvisor.Builder', () => {
      const builder: ToolCallAdvisor.Builder = ToolCallAdvisor.builder().disableMemory();
      expect(builder.build()).toBeInstanceOf(ToolCallAdvisor);
      expect(ToolCallAdvisor.Builder).toBe(ToolCallAdvisorBuilder);
    });

    test('build() passes the set values, not what an overriding getter returns (as Java reads the fields)', () => {
      class OrderOverridingBuilder extends ToolCallAdvisor.Builder<OrderOverridingBuilder> {
        protected override self(): OrderOverridingBuilder {
          return this;
        }

        protected override getAdvisorOrder(): number {
          return 42;
        }
      }
      const advisor = new OrderOverridingBuilder().advisorOrder(7).build();
      expect(advisor.getOrder()).toBe(7);
    });

    test('the options check throws synchronously on the stream path', () => {
      const advisor = ToolCallAdvisor.builder().build();
      const request = { prompt: () => ({ getOptions: () => undefined }), context: () => new Map() } as unknown as ChatClientRequest;
      expect(() => advisor.adviseStream(request, {} as StreamAdvisorChain)).toThrow(
        'ToolCall Advisor requires ToolCallingChatOptions to be set in the ChatClientRequest options.',
      );
    });
  });

  describe('memory inside the loop (disableMemory)', () => {
    test.each(['call', 'stream'] as const)(
      '%s: round 2 gets [System, ToolResponse] from the advisor and the memory fills in the user and tool-call messages',
      async (mode) => {
        const model = new ScriptedChatModel([{ text: 'Checking. ', calls: [weather('Oslo')] }, { text: 'Cold.' }]);
        const memory = new MemoryLikeAdvisor();
        const client = clientWith(model, [ToolCallAdvisor.builder().disableMemory().build(), memory]);
        const spec = client.prompt().system('Be brief.').user('Weather in Oslo?').tools(new WeatherTools());

        if (mode === 'call') await spec.call().content();
        else await spec.stream().content().collectList();

        const second = model.prompts[1]!.getInstructions();
        expect(second.map((message) => message.getMessageType().name())).toEqual(['SYSTEM', 'USER', 'ASSISTANT', 'TOOL']);
        expect((second[2] as AssistantMessage).hasToolCalls()).toBe(true);
        expect(memory.memory.map((message) => message.getMessageType().name())).toEqual([
          'USER',
          'ASSISTANT',
          'TOOL',
          'ASSISTANT',
        ]);
      },
    );
  });

  describe('observations', () => {
    function toolCallAdvisorContext(registry: TestObservationRegistry): AdvisorObservationContext {
      const contexts = registry
        .getObservationContexts()
        .filter(
          (context): context is AdvisorObservationContext =>
            context instanceof AdvisorObservationContext && context.getAdvisorName() === 'Tool Calling Advisor',
        );
      expect(contexts).toHaveLength(1);
      return contexts[0]!;
    }

    function childrenOf(registry: TestObservationRegistry, parent: AdvisorObservationContext) {
      return registry.getObservationContexts().filter((context) => context.getParentObservation()?.getContextView() === parent);
    }

    test.each(['call', 'stream'] as const)('%s: every round and tool observation is a child of the one tool-advisor observation', async (mode) => {
      const registry = TestObservationRegistry.create();
      const model = new ScriptedChatModel(scriptOf(2));
      const manager = ToolCallingManager.builder().observationRegistry(registry).build();
      const inner = new RecordingAdvisor('inner', 0);
      const client = clientWith(model, [ToolCallAdvisor.builder().toolCallingManager(manager).build(), inner], registry);
      const spec = client.prompt('q').tools(new WeatherTools()).toolCallbacks(lookupTool([]));

      if (mode === 'call') await spec.call().content();
      else await spec.stream().content().collectList();

      const parent = toolCallAdvisorContext(registry);
      const children = childrenOf(registry, parent);
      const advisorChildren = children.filter((context) => context instanceof AdvisorObservationContext) as AdvisorObservationContext[];
      expect(advisorChildren.map((context) => context.getAdvisorName())).toEqual(['inner', 'inner', 'inner']);
      const toolChildren = children.filter((context) => context.getName() === 'spring.ai.tool');
      expect(toolChildren).toHaveLength(2);
      for (const context of registry.getContexts()) {
        expect(context.isObservationStopped()).toBe(true);
      }
    });
    test('stream: a break in the middle of a tool round stops every observation it started', async () => {
      const registry = TestObservationRegistry.create();
      const tools = new WeatherTools();
      const model = new ScriptedChatModel(scriptOf(2));
      const client = clientWith(model, [ToolCallAdvisor.builder().build(), new RecordingAdvisor('inner', 0)], registry);

      for await (const text of client.prompt('q').tools(tools).stream().content()) {
        expect(text).toBe('Checking ');
        break;
      }

      expect(tools.cities).toEqual([]);
      expect(registry.getContexts().length).toBeGreaterThan(0);
      for (const context of registry.getContexts()) {
        expect(context.isObservationStopped()).toBe(true);
      }
    });
  });

  describe('opt-in extras', () => {
    test('call: usage of every round is summed onto the final response', async () => {
      const model = new ScriptedChatModel([
        { calls: [weather('a')], usage: [10, 20, 30] },
        { text: 'done', usage: [1, 2, 3] },
      ]);
      const client = clientWith(model, [ToolCallAdvisor.builder().accumulateUsage(true).build()]);

      const response = await client.prompt('q').tools(new WeatherTools()).call().chatResponse();

      const usage = response!.getMetadata().getUsage();
      expect([usage.getPromptTokens(), usage.getCompletionTokens(), Usage.getTotalTokens(usage)]).toEqual([11, 22, 33]);
    });

    test('call: without accumulateUsage the final response keeps its own usage (1.1.8)', async () => {
      const model = new ScriptedChatModel([
        { calls: [weather('a')], usage: [10, 20, 30] },
        { text: 'done', usage: [1, 2, 3] },
      ]);
      const client = clientWith(model, [ToolCallAdvisor.builder().build()]);

      const response = await client.prompt('q').tools(new WeatherTools()).call().chatResponse();

      expect(Usage.getTotalTokens(response!.getMetadata().getUsage())).toBe(3);
    });

    test('stream: earlier rounds are added to usage-bearing chunks, and a usage-only response closes a round without usage', async () => {
      const withUsage = clientWith(
        new ScriptedChatModel([{ text: 'a ', calls: [weather('a')], usage: [10, 20, 30] }, { text: 'b', usage: [1, 2, 3] }]),
        [ToolCallAdvisor.builder().accumulateUsage(true).build()],
      );
      const withoutFinalUsage = clientWith(
        new ScriptedChatModel([{ text: 'a ', calls: [weather('a')], usage: [10, 20, 30] }, { text: 'b' }]),
        [ToolCallAdvisor.builder().accumulateUsage(true).build()],
      );

      const first = await withUsage.prompt('q').tools(new WeatherTools()).stream().chatResponse().collectList();
      const second = await withoutFinalUsage.prompt('q').tools(new WeatherTools()).stream().chatResponse().collectList();

      expect(Usage.getTotalTokens(first.at(-1)!.getMetadata().getUsage())).toBe(33);
      expect(first.every((response) => response.getResults().length > 0)).toBe(true);
      const correction = second.at(-1)!;
      expect(correction.getResults()).toHaveLength(0);
      expect(Usage.getTotalTokens(correction.getMetadata().getUsage())).toBe(30);
    });

    test('call: a per-tool limit with THROW ends the loop with the breach generation', async () => {
      const tools = new WeatherTools();
      const model = new ScriptedChatModel([{ calls: [weather('a')] }, { calls: [weather('b')] }, { text: 'never' }]);
      const client = clientWith(model, [ToolCallAdvisor.builder().maxCallsPerTool(1).build()]);

      const response = await client.prompt('q').tools(tools).call().chatResponse();

      expect(tools.cities).toEqual(['a']);
      expect(model.prompts).toHaveLength(2);
      expect(response!.getResults()).toHaveLength(1);
      expect(response!.getResult()!.getOutput().getText()).toBe(
        "Tool call limit (1) exceeded for tool 'weather'. No further calls to this tool are allowed in this turn.",
      );
      expect(response!.getResult()!.getMetadata().getFinishReason()).toBe(ToolCallLimitExceededException.FINISH_REASON);
    });

    test('call: a total limit breached inside a batch keeps the completed calls as partial responses', async () => {
      const tools = new WeatherTools();
      const model = new ScriptedChatModel([{ calls: [weather('a'), weather('b'), weather('c')] }, { text: 'never' }]);
      const client = clientWith(model, [ToolCallAdvisor.builder().maxTotalToolCalls(2).build()]);

      const response = await client.prompt('q').tools(tools).call().chatResponse();

      expect(tools.cities).toEqual(['a', 'b']);
      const generation = response!.getResult()!;
      expect(generation.getOutput().getText()).toBe(
        'Total tool call limit (2) exceeded for this turn. No further tool calls are allowed.',
      );
      const partial = generation.getMetadata().get<unknown[]>(ToolCallLimitExceededException.METADATA_PARTIAL_TOOL_RESPONSES);
      expect(partial).toHaveLength(2);
    });

    test('call: RETURN_ERROR_RESPONSE skips the breached call and tells the model', async () => {
      const tools = new WeatherTools();
      const model = new ScriptedChatModel([{ calls: [weather('a'), weather('b')] }, { text: 'fine' }]);
      const client = clientWith(model, [
        ToolCallAdvisor.builder().maxCallsPerTool(1).onLimitExceeded(ToolCallLimitBehavior.RETURN_ERROR_RESPONSE).build(),
      ]);

      expect(await client.prompt('q').tools(tools).call().content()).toBe('fine');

      expect(tools.cities).toEqual(['a']);
      const toolResponses = (model.prompts[1]!.getInstructions().at(-1) as ToolResponseMessage).getResponses();
      expect(toolResponses.map((response) => response.responseData())).toEqual([
        '"sunny in a"',
        "Tool call limit (1) exceeded for tool 'weather'. No further calls to this tool are allowed in this turn.",
      ]);
    });

    test('stream: a limit with THROW ends the stream with the breach response', async () => {
      const model = new ScriptedChatModel([{ text: 'x ', calls: [weather('a')] }, { text: 'y ', calls: [weather('b')] }, { text: 'never' }]);
      const client = clientWith(model, [ToolCallAdvisor.builder().maxCallsPerTool('weather', 1).build()]);

      const all = await texts(client.prompt('q').tools(new WeatherTools()).stream().chatClientResponse());

      expect(all).toEqual([
        'x ',
        'y ',
        "Tool call limit (1) exceeded for tool 'weather'. No further calls to this tool are allowed in this turn.",
      ]);
    });

    test('limit builder methods check their arguments with Spring 2.0.1 messages', () => {
      expect(() => ToolCallAdvisor.builder().maxCallsPerTool(0)).toThrow('maxCallsPerTool must be greater than 0');
      expect(() => ToolCallAdvisor.builder().maxCallsPerTool('', 2)).toThrow('toolName cannot be null or empty');
      expect(() => ToolCallAdvisor.builder().maxTotalToolCalls(0)).toThrow('maxTotalToolCalls must be greater than 0');
      expect(() => ToolCallAdvisor.builder().onLimitExceeded(undefined as unknown as ToolCallLimitBehavior)).toThrow(
        'onLimitExceeded cannot be null',
      );
      expect(() => ToolCallAdvisor.builder().maxRepeatedToolCalls(1)).toThrow('maxRepeatedToolCalls must be at least 2');
    });

    test('call: the repeat guard stops the Nth identical call (arguments compared as JSON)', async () => {
      const tools = new WeatherTools();
      const model = new ScriptedChatModel([
        { calls: [{ name: 'weather', args: '{"city":"Rome"}' }] },
        { calls: [{ name: 'weather', args: '{ "city" : "Rome" }' }] },
        { calls: [{ name: 'weather', args: '{"city":"Rome"}' }] },
        { text: 'never' },
      ]);
      const client = clientWith(model, [ToolCallAdvisor.builder().maxRepeatedToolCalls(3).build()]);

      const result = client.prompt('q').tools(tools).call().content();

      await expect(result).rejects.toThrow(RepeatedToolCallException);
      await expect(result).rejects.toThrow(
        "Tool 'weather' was requested 3 times in a row with identical arguments; the tool calling loop was stopped.",
      );
      expect(tools.cities).toEqual(['Rome', 'Rome']);
    });

    test('call: different arguments reset the repeat guard', async () => {
      const tools = new WeatherTools();
      const model = new ScriptedChatModel([
        { calls: [weather('a')] },
        { calls: [weather('a')] },
        { calls: [weather('b')] },
        { calls: [weather('b')] },
        { text: 'ok' },
      ]);
      const client = clientWith(model, [ToolCallAdvisor.builder().maxRepeatedToolCalls(3).build()]);

      expect(await client.prompt('q').tools(tools).call().content()).toBe('ok');
      expect(tools.cities).toEqual(['a', 'a', 'b', 'b']);
    });

    test('stream: the repeat guard ends the stream with RepeatedToolCallException', async () => {
      const tools = new WeatherTools();
      const model = new ScriptedChatModel([{ text: 'again ', calls: [weather('x')] }]);
      const client = clientWith(model, [ToolCallAdvisor.builder().maxRepeatedToolCalls(2).build()]);

      const result = client.prompt('q').tools(tools).stream().content().collectList();

      await expect(result).rejects.toThrow(RepeatedToolCallException);
      expect(tools.cities).toEqual(['x']);
      expect(capturedLogs.take('Aggregation Error').map((entry) => entry.line)).toEqual([
        expect.stringContaining('RepeatedToolCallException'),
      ]);
    });
  });
});
