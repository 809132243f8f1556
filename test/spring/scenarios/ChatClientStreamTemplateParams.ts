import { ChatClient, type ChatResponse, type Generation } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * stream().chatResponse() with a default system template (parameters given by the builder) and a
 * user template whose parameters come as a Map.
 */
export default scenario({
  script: [{ text: 'Waves fold on grey stone,\nthe tide keeps its old promise.', chunks: 3 }],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:responses[3]', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'the last response has the usage and no generation' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem((s) => s.text('You write {style} poems.').param('style', 'short'))
      .build();

    const responses: ChatResponse[] = await chatClient.prompt()
      .user((u) => u.text('Write a poem about {topic} in {lines} lines.')
        .params(new Map<string, unknown>([['topic', 'the sea'], ['lines', 2]])))
      .stream()
      .chatResponse()
      .collectList();

    let text = '';
    const rows: Array<Map<string, unknown>> = [];
    for (const response of responses) {
      const result: Generation | undefined = response.getResult();
      const row = new Map<string, unknown>();
      row.set('generations', response.getResults().length);
      if (result !== undefined) {
        row.set('text', result.getOutput().getText());
        row.set('finishReason', result.getMetadata().getFinishReason());
        if (result.getOutput().getText() !== undefined) {
          text += result.getOutput().getText();
        }
      }
      rows.push(row);
    }
    context.outcome.put('responses', rows);
    context.outcome.text(text);
  },
});
