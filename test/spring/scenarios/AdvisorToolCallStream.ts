import { ChatClient, Tool, ToolCallAdvisor, ToolParam } from 'spring-ai-ts';
import type { ChatResponse } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class TimeTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The local time in a city' })
  localTime(@ToolParam({ description: 'The city' }) city: string): string {
    const result = city + ': 14:30';
    this.outcome.tool('localTime', city, result);
    return result;
  }
}

function describe(responses: ChatResponse[]): Map<string, unknown>[] {
  const rows: Map<string, unknown>[] = [];
  for (const response of responses) {
    const row = new Map<string, unknown>();
    const result = response.getResult();
    row.set('text', result !== undefined ? result.getOutput().getText() : undefined);
    row.set('toolCalls', response.hasToolCalls());
    rows.push(row);
  }
  return rows;
}

/**
 * ToolCallAdvisor on a stream, once streaming the tool-call responses too and once with its default
 * (tool-call responses suppressed): each streamed response's text and whether it has tool calls.
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'localTime', arguments: { city: 'Tokyo' }, split: 'openai', fragments: 3 }] },
    { text: 'It is 14:30 in Tokyo.', chunks: 3 },
    { toolCalls: [{ name: 'localTime', arguments: { city: 'Lima' }, split: 'openai', fragments: 3 }] },
    { text: 'It is 14:30 in Lima.', chunks: 3 },
  ],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:streamed[1].text', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'the tool round\'s last response is its usage, without a generation' },
    { at: 'outcome:streamed[5].text', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'the answer\'s last response is its usage, without a generation' },
    { at: 'outcome:suppressed[0].text', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'the tool round\'s last response is its usage, without a generation' },
    { at: 'outcome:suppressed[4].text', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'the answer\'s last response is its usage, without a generation' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const tools = new TimeTools(context.outcome);

    const streaming = ChatClient.builder(chatModel)
      .defaultAdvisors(ToolCallAdvisor.builder().streamToolCallResponses(true).build())
      .build();
    const withToolCalls = await streaming.prompt()
      .user('What time is it in Tokyo?')
      .tools(tools)
      .stream()
      .chatResponse()
      .collectList();

    const suppressed = ChatClient.builder(chatModel)
      .defaultAdvisors(ToolCallAdvisor.builder().suppressToolCallStreaming().build())
      .build();
    const withoutToolCalls = await suppressed.prompt()
      .user('What time is it in Lima?')
      .tools(tools)
      .stream()
      .chatResponse()
      .collectList();

    context.outcome.put('streamed', describe(withToolCalls));
    context.outcome.put('suppressed', describe(withoutToolCalls));
  },
});
