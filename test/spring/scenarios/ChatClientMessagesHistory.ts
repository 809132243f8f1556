import { AssistantMessage, ChatClient, type Message, SystemMessage, UserMessage } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * messages(...) with an earlier conversation (system, user and assistant messages) before the new
 * user text, with a system text of the request too; the prompt the model got and the answer.
 */
export default scenario({
  script: [{ text: 'War and Peace is much longer.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel).defaultSystem('You are a helpful librarian.').build();

    const history: Message[] = [new SystemMessage('Prefer classic novels.'),
      new UserMessage('Recommend a novel about a whale.'), new AssistantMessage('Moby-Dick by Herman Melville.'),
      new UserMessage('And one about a war?'), new AssistantMessage('War and Peace by Leo Tolstoy.')];

    const response = (await chatClient.prompt()
      .messages(history)
      .user('Which of the two is longer?')
      .call()
      .chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.put('messageType', response.getResult()!.getOutput().getMessageType().name());
  },
});
