import { type AssistantMessage, ChatClient, type ChatResponse } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * ChatClient.stream().chatResponse() on a reasoning model: the text of each chunk, the metadata of
 * the last chunk's assistant message and the usage of the last response.
 */
export default scenario({
  script: [{ thinking: '91 = 7 × 13, so it has divisors other than 1 and itself.', text: 'No, 91 = 7 × 13.', chunkSize: 12, tokens: { prompt: 15, completion: 30, reasoning: 20 } }],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:usage', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'Spring streams report no usage' },
    { at: 'outcome:pieces', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'thinking chunks have the text "" in the port; Spring also streams the summary event as an empty chunk' },
    { at: 'outcome:text', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'the port keeps the <think> block out of the text' },
    { at: 'outcome:lastMetadataKeys', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'the port puts the reasoning in the metadata' },
    { at: 'outcome:lastReasoningContent', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'the port puts the reasoning in the metadata' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2').build());
    const chatClient = ChatClient.create(chatModel);

    const responses: ChatResponse[] = await chatClient.prompt()
      .user('Is 91 a prime number?')
      .stream()
      .chatResponse()
      .collectList();

    const pieces: Array<string | undefined> = [];
    let text = '';
    let last: AssistantMessage | undefined = undefined;
    for (const response of responses) {
      if (response.getResult() !== undefined) {
        last = response.getResult()!.getOutput();
        pieces.push(last.getText());
        if (last.getText() !== undefined) {
          text += last.getText();
        }
      }
    }
    context.outcome.put('pieces', pieces);
    context.outcome.text(text);
    context.outcome.put('lastMetadataKeys', [...new Set(last!.getMetadata().keys())].sort());
    context.outcome.put('lastReasoningContent', last!.getMetadata().get('reasoningContent'));
    context.outcome.usage(responses[responses.length - 1]!.getMetadata().getUsage());
  },
});
