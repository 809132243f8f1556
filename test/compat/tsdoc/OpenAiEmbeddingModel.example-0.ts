import { OpenAiApi, OpenAiEmbeddingModel } from 'spring-ai-ts/openai';

const embeddingModel = new OpenAiEmbeddingModel(OpenAiApi.builder().apiKey(process.env['OPENAI_API_KEY']!).build());
const vector = await embeddingModel.embed('Hello World');
export {};
