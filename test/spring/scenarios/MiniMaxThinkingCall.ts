import { Prompt } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** MiniMaxChatModel.call() on a reasoning model: the text and the metadata of the assistant message. */
export default scenario({
  script: [{ thinking: '91 = 7 × 13, so it has divisors other than 1 and itself.', text: 'No, 91 = 7 × 13.', tokens: { prompt: 15, completion: 30, reasoning: 20 } }],
  expected: [
    { at: 'outcome:text', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'the port keeps the <think> block out of the text' },
    { at: 'outcome:metadataKeys', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'the port puts the reasoning in the metadata' },
    { at: 'outcome:reasoningContent', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'the port puts the reasoning in the metadata' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2').build());

    const response = await chatModel.call(new Prompt('Is 91 a prime number?'));

    const output = response.getResult()!.getOutput();
    const metadata = output.getMetadata();
    context.outcome.text(output.getText());
    context.outcome.put('metadataKeys', [...new Set(metadata.keys())].sort());
    context.outcome.put('reasoningContent', metadata.get('reasoningContent'));
    context.outcome.put('finishReason', response.getResult()!.getMetadata().getFinishReason());
    context.outcome.usage(response.getMetadata().getUsage());
  },
});
