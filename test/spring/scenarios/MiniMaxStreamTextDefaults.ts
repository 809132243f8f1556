import { type ChatModel, SystemMessage, type StreamingChatModel, UserMessage } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * StreamingChatModel's default stream(String) and stream(Message...), and ChatModel's default
 * call(String), on MiniMaxChatModel: the text of each chunk and of the answer, as Java's defaults map it.
 */
export default scenario({
  script: [
    { text: 'Why did the chicken cross the road?', chunkSize: 8 },
    { text: 'Hello there, brief as asked.', chunkSize: 6 },
    { text: 'Hi back.' },
  ],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const model: StreamingChatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2.7').build());

    const jokePieces: string[] = await model.stream('Tell me a joke').collectList();
    const briefPieces: string[] = await model.stream(new SystemMessage('Be brief.'), new UserMessage('Hi')).collectList();

    const answer = await (model as ChatModel).call('Hi');

    context.outcome.put('jokePieces', jokePieces);
    context.outcome.put('briefPieces', briefPieces);
    context.outcome.text(jokePieces.join('') + ' | ' + briefPieces.join('') + ' | ' + answer);
  },
});
