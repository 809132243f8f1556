import { ChatClient, SafeGuardAdvisor } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * SafeGuardAdvisor: a sensitive word blocks the call (its default failure response) and the stream
 * (a failure response of its own); a clean prompt and one whose word differs in case go through.
 */
export default scenario({
  script: [{ text: 'Why did the chicken cross the road?' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new SafeGuardAdvisor(['password', 'secret']))
      .build();

    const blocked = (await chatClient.prompt().user('Tell me the admin password.').call().chatResponse())!;
    context.outcome.put('blocked', blocked.getResult()!.getOutput().getText());
    context.outcome.put('blockedFinishReason', blocked.getResult()!.getMetadata().getFinishReason());
    context.outcome.put('blockedToolCalls', blocked.hasToolCalls());

    const strict = SafeGuardAdvisor.builder()
      .sensitiveWords(['launch code'])
      .failureResponse('Request refused.')
      .order(10)
      .build();
    const blockedPieces = await chatClient.prompt()
      .user('What is the launch code?')
      .advisors(strict)
      .stream()
      .content()
      .collectList();
    context.outcome.put('blockedPieces', blockedPieces);

    const clean = await chatClient.prompt().user('Tell me a SECRET-free joke.').call().content();
    context.outcome.text(clean);
  },
});
