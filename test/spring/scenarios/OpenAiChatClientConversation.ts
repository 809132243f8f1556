import { AssistantMessage, ChatClient, ChatOptions, type Message, UserMessage } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

/**
 * ChatClient on OpenAiChatModel with a system text, a conversation history and portable ChatOptions
 * (copied into OpenAI options over the defaults), in call() and in stream().content().
 */
export default scenario({
  script: [{ text: 'Your name is Ada.' }, { text: 'A, D, A.', chunks: 3 }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder()
      .openAiApi(openAiApi)
      .defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').temperature(0.7).seed(3).build())
      .build();
    const chatClient = ChatClient.builder(chatModel).defaultSystem('You are a terse assistant.').build();
    const history: Message[] = [new UserMessage('My name is Ada.'), new AssistantMessage('Hello Ada.')];

    const answer = await chatClient.prompt()
      .messages(history)
      .user('What is my name?')
      .options(ChatOptions.builder().temperature(0.1).maxTokens(20).stopSequences(['\n\n']).build())
      .call()
      .content();
    const pieces = await chatClient.prompt().messages(history).user('Spell it.').stream().content().collectList();

    context.outcome.text(answer);
    context.outcome.put('pieces', pieces);
  },
});
