import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * Default options overridden per request: the request's model, temperature and stop replace the
 * defaults, the defaults it leaves unset stay, and it adds a MiniMax FunctionTool with a tool choice.
 */
export default scenario({
  script: [{ text: 'Lasting for a very short time.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultOptions(MiniMaxChatOptions.builder()
        .model('abab6.5s-chat')
        .temperature(0.2)
        .maxTokens(100)
        .stop(['###'])
        .build())
      .build();

    const lookup = new MiniMaxApi.FunctionTool(new MiniMaxApi.FunctionTool.Function(
      'Looks up a word in the dictionary', 'lookupWord',
      new Map<string, unknown>([['type', 'object'], ['properties', new Map([['word', new Map([['type', 'string']])]])], ['required',
        ['word']]])));

    const answer = await chatClient.prompt()
      .user("What does 'ephemeral' mean?")
      .options(MiniMaxChatOptions.builder()
        .model('abab7-chat-preview')
        .temperature(0.95)
        .stop(['\n\n'])
        .tools([lookup])
        .toolChoice('none')
        .build())
      .call()
      .content();

    context.outcome.text(answer);
  },
});
