import {
  AssistantMessage,
  ChatClient,
  type ChatClientRequest,
  type ChatClientResponse,
  type ChatResponse,
  Flux,
  DefaultToolExecutionExceptionProcessor,
  type Message,
  type StreamAdvisor,
  type StreamAdvisorChain,
  Tool,
  ToolCallingChatOptions,
  ToolCallingManager,
  ToolContext,
  type ToolExecutionResult,
  ToolExecutionException,
  ToolParam,
  ToolResponseMessage,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

const REMINDER = '<reminder>You have not updated your todo list for 3 rounds. ' + 'Call todoWrite to record your progress.</reminder>\n';

class TodoTools {
  private readonly todos = new Map<string, string[]>();

  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Replace the todo list of this conversation with the given items' })
  todoWrite(@ToolParam({ description: 'The todo items, in order', type: String }) items: string[], toolContext: ToolContext): string {
    const conversationId = toolContext.getContext().get('conversationId') as string;
    this.todos.set(conversationId, [...items]);
    const result = `Saved ${items.length} todos`;
    this.outcome.tool('todoWrite', new Map<string, unknown>([['conversationId', conversationId], ['items', items]]), result);
    return result;
  }
}

class WeatherTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The current weather in a city' })
  currentWeather(@ToolParam({ description: 'The city, e.g. Paris' }) city: string): string {
    const result = `${city}: 18 degrees, light rain`;
    this.outcome.tool('currentWeather', city, result);
    return result;
  }
}

class LoopState {
  rounds = 0;
  argumentErrors = 0;
  roundsWithoutTodo = 0;
  reminders = 0;
  readonly errorsSent: string[] = [];
}

class TodoReminderToolAdvisor implements StreamAdvisor {
  private static readonly MAX_ARGUMENT_RETRIES = 3;
  private static readonly REMINDER_AFTER_ROUNDS = 3;

  constructor(
    private readonly toolCallingManager: ToolCallingManager,
    private readonly outcome: Outcome,
  ) {}

  getName(): string {
    return 'TodoReminderToolAdvisor';
  }

  getOrder(): number {
    return 0;
  }

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    const options: ToolCallingChatOptions = chatClientRequest.prompt().getOptions()!.copy();
    options.setInternalToolExecutionEnabled(false);
    const request = chatClientRequest.mutate()
      .prompt(chatClientRequest.prompt().mutate().chatOptions(options).build())
      .build();
    return this.loop(request, streamAdvisorChain, new LoopState());
  }

  private loop(request: ChatClientRequest, chain: StreamAdvisorChain, state: LoopState): Flux<ChatClientResponse> {
    return Flux.from(chain.copy(this).nextStream(request).collectList()).flatMap(async (responses) => {
      let toolCallResponse: ChatResponse | undefined = undefined;
      for (const response of responses) {
        if (response.chatResponse() !== undefined && response.chatResponse()!.hasToolCalls()) {
          toolCallResponse = response.chatResponse();
        }
      }
      if (toolCallResponse === undefined) {
        this.record(state);
        return Flux.fromIterable(responses);
      }
      state.rounds++;
      const assistantMessage: AssistantMessage = toolCallResponse.getResult()!.getOutput();
      let history: Message[];
      try {
        const result: ToolExecutionResult = await this.toolCallingManager.executeToolCalls(request.prompt(), toolCallResponse);
        state.argumentErrors = 0;
        history = [...result.conversationHistory()];
        const todoUpdated = assistantMessage.getToolCalls().some((toolCall) => toolCall.name() === 'todoWrite');
        state.roundsWithoutTodo = todoUpdated ? 0 : state.roundsWithoutTodo + 1;
        if (state.roundsWithoutTodo >= TodoReminderToolAdvisor.REMINDER_AFTER_ROUNDS) {
          const last = history.length - 1;
          history[last] = TodoReminderToolAdvisor.withReminder(history[last] as ToolResponseMessage);
          state.roundsWithoutTodo = 0;
          state.reminders++;
        }
      } catch (ex) {
        if (!(ex instanceof ToolExecutionException)) {
          throw ex;
        }
        // Arguments that are not valid JSON (the tool calling manager always throws).
        state.argumentErrors++;
        if (state.argumentErrors > TodoReminderToolAdvisor.MAX_ARGUMENT_RETRIES) {
          this.record(state);
          return Flux.error<ChatClientResponse>(ex);
        }
        state.errorsSent.push(`${ex.constructor.name}: ${ex.message}`);
        const errors: ToolResponseMessage.ToolResponse[] = [];
        for (const toolCall of assistantMessage.getToolCalls()) {
          errors.push(new ToolResponseMessage.ToolResponse(toolCall.id(), toolCall.name(), ex.message));
        }
        // MiniMax rejects a request that echoes arguments that are not JSON: echo "{}".
        const echoedCalls: AssistantMessage.ToolCall[] = [];
        for (const toolCall of assistantMessage.getToolCalls()) {
          echoedCalls.push(new AssistantMessage.ToolCall(toolCall.id(), toolCall.type(), toolCall.name(), '{}'));
        }
        history = [...request.prompt().getInstructions()];
        history.push(AssistantMessage.builder()
          .content(assistantMessage.getText())
          .properties(assistantMessage.getMetadata())
          .toolCalls(echoedCalls)
          .build());
        history.push(ToolResponseMessage.builder().responses(errors).build());
      }
      const next = request.mutate()
        .prompt(request.prompt().mutate().messages(history).build())
        .build();
      return this.loop(next, chain, state);
    });
  }

  private static withReminder(message: ToolResponseMessage): ToolResponseMessage {
    const responses = [...message.getResponses()];
    const first = responses[0]!;
    responses[0] = new ToolResponseMessage.ToolResponse(first.id(), first.name(), REMINDER + first.responseData());
    return ToolResponseMessage.builder().responses(responses).metadata(message.getMetadata()).build();
  }

  private record(state: LoopState): void {
    this.outcome.put('rounds', state.rounds);
    this.outcome.put('reminders', state.reminders);
    this.outcome.put('errorsSent', state.errorsSent);
  }
}

const plan = (done: number): Record<string, unknown> => ({
  items: ['Weather in Paris', 'Weather in Tokyo', 'Weather in London', 'Write the summary'].map((item, index) => (index < done ? `[x] ${item}` : `[ ] ${item}`)),
});

/**
 * A stream advisor that runs the tool loop itself (internal tool execution off, ToolCallingManager
 * run by the advisor, its tool errors thrown): tool arguments that are not valid JSON are sent back to the model with the
 * exact error text, up to three times in a row; after three tool rounds without a todo update, a
 * reminder goes in front of the round's first tool result.
 */
export default scenario({
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'wire:message messages[4].content', doc: 'docs/DIFFERENCES.md#malformed-tool-arguments-go-back-to-the-model', why: 'the JSON error text sent back to the model' },
    { at: 'wire:message messages[6].content', doc: 'docs/DIFFERENCES.md#malformed-tool-arguments-go-back-to-the-model', why: 'the JSON error text sent back to the model' },
    { at: 'wire:message messages[8].content', doc: 'docs/DIFFERENCES.md#malformed-tool-arguments-go-back-to-the-model', why: 'the JSON error text sent back to the model' },
    { at: 'outcome:errorsSent', doc: 'docs/DIFFERENCES.md#malformed-tool-arguments-go-back-to-the-model', why: 'the JSON error text' },
  ],
  script: [
    { toolCalls: [{ name: 'todoWrite', arguments: plan(0) }] },
    { toolCalls: [{ name: 'currentWeather', arguments: '{"city": "Paris"' }] },
    { toolCalls: [{ name: 'currentWeather', arguments: '{"city": Paris}' }] },
    { toolCalls: [{ name: 'currentWeather', arguments: '{city: "Paris"}' }] },
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'Paris' }, split: 'openai' }] },
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'Tokyo' } }] },
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'London' } }] },
    { toolCalls: [{ name: 'todoWrite', arguments: plan(4) }] },
    { text: 'Paris, Tokyo and London all have 18 degrees and light rain.', chunks: 3 },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const toolCallingManager = ToolCallingManager.builder()
      .toolExecutionExceptionProcessor(DefaultToolExecutionExceptionProcessor.builder().alwaysThrow(true).build())
      .build();
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new TodoReminderToolAdvisor(toolCallingManager, context.outcome))
      .defaultTools(new TodoTools(context.outcome), new WeatherTools(context.outcome))
      .build();

    const pieces = await chatClient.prompt()
      .user('Look up the weather in Paris, Tokyo and London, one city per step, then summarise it. ' + 'Plan the steps with your todo list and keep it up to date.')
      .toolContext(new Map([['conversationId', 'trip']]))
      .stream()
      .content()
      .collectList();

    context.outcome.put('pieces', pieces);
    context.outcome.text(pieces.join(''));
  },
});
