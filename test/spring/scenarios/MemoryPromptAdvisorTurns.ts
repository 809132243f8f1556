import { ChatClient, ChatMemory, InMemoryChatMemoryRepository, MessageWindowChatMemory, PromptChatMemoryAdvisor, PromptTemplate, UnsupportedOperationException } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * PromptChatMemoryAdvisor over three turns of a conversation given as a default parameter: the
 * memory goes into the system text (escaped), and the memory after the last turn; its builder
 * refuses a custom template.
 */
export default scenario({
  script: [{ text: 'Added <milk> & eggs.' }, { text: 'Added "bread".' }, { text: 'Milk, eggs and bread.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatMemory: ChatMemory = MessageWindowChatMemory.builder()
      .chatMemoryRepository(new InMemoryChatMemoryRepository())
      .maxMessages(10)
      .build();
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('You are a shopping assistant.')
      .defaultAdvisors((a) => a.advisors(PromptChatMemoryAdvisor.builder(chatMemory).build())
        .param(ChatMemory.CONVERSATION_ID, 'shopper'))
      .build();

    const first = await chatClient.prompt().user('Add <milk> & eggs to my list.').call().content();
    const second = await chatClient.prompt().user('Also add "bread".').call().content();
    const third = await chatClient.prompt().user('What is on my list?').call().content();

    context.outcome.put('answers', [first, second, third]);
    context.outcome.memory(await chatMemory.get('shopper'));

    try {
      PromptChatMemoryAdvisor.builder(chatMemory).systemPromptTemplate(new PromptTemplate('{memory}'));
    } catch (ex) {
      if (!(ex instanceof UnsupportedOperationException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
