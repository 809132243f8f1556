import { MetadataMode } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from 'spring-ai-ts/minimax';

const embeddingModel = new MiniMaxEmbeddingModel(
  new MiniMaxApi('https://api.minimax.io', process.env['MINIMAX_API_KEY']!),
  MetadataMode.EMBED,
  MiniMaxEmbeddingOptions.builder().model('embo-01').build(),
);

const vector = await embeddingModel.embed('Spring AI in TypeScript');
const vectors = await embeddingModel.embed(['first text', 'second text']);
console.log(vector.length, vectors.length);
export {};
