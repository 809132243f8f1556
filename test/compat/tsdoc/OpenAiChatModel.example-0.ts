import { Prompt } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';

const openAiApi = OpenAiApi.builder().apiKey(process.env['OPENAI_API_KEY']!).build();
const chatModel = OpenAiChatModel.builder()
  .openAiApi(openAiApi)
  .defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').temperature(0.7).build())
  .build();
const response = await chatModel.call(new Prompt('Hello'));
export {};
