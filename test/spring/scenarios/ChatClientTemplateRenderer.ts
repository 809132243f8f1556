import { ChatClient, StTemplateRenderer } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * A request with its own template renderer (angle-bracket delimiters), so that braces in the
 * user text stay as they are, with system and user parameters.
 */
export default scenario({
  script: [{ text: 'Only if x is a boolean.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .templateRenderer(StTemplateRenderer.builder().startDelimiterToken('<').endDelimiterToken('>').build())
      .system((s) => s.text('You review <language> code.').param('language', 'Java'))
      .user((u) => u.text('Is this valid: if (x) { return <value>; }').param('value', '42'))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
