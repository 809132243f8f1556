/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/models.md: each region is shown verbatim there. */
import { ChatClient, Prompt, UserMessage } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';

export async function modelsGuide(): Promise<void> {
  // #region model
  const chatModel = new MiniMaxChatModel(
    new MiniMaxApi('https://api.minimax.io', process.env['MINIMAX_API_KEY']!),
    MiniMaxChatOptions.builder().model('MiniMax-M2.7').temperature(0.4).build(),
  );

  const response = await chatModel.call(new Prompt(new UserMessage('Generate the names of 5 famous pirates.')));
  console.log(response.getResult()!.getOutput().getText());
  // #endregion model

  // #region options
  const content = await ChatClient.create(chatModel)
    .prompt()
    .user('Tell me a joke')
    .options(MiniMaxChatOptions.builder().temperature(1.0).maxTokens(200).build())
    .call()
    .content();
  // #endregion options
  console.log(content);
}

export async function openAiGuide(): Promise<void> {
  // #region openai
  const openAiApi = OpenAiApi.builder().apiKey(process.env['OPENAI_API_KEY']!).build();
  const chatModel = OpenAiChatModel.builder()
    .openAiApi(openAiApi)
    .defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').temperature(0.4).build())
    .build();

  const response = await chatModel.call(new Prompt(new UserMessage('Generate the names of 5 famous pirates.')));
  console.log(response.getResult()!.getOutput().getText());
  // #endregion openai
}
