import { Document, EmbeddingOptions, EmbeddingRequest, MetadataMode } from 'spring-ai-ts';
import { OpenAiApi, OpenAiEmbeddingModel, OpenAiEmbeddingOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

function head(vector: number[]): number[] {
  const values: number[] = [];
  for (let i = 0; i < 3; i++) {
    values.push(Math.round(vector[i]! * 1000) / 1000.0);
  }
  return values;
}

/**
 * OpenAiEmbeddingModel: texts with OpenAI options over the defaults, portable embedding options, a
 * document's formatted content; the requests, dimensions, model, usage and a few rounded values.
 */
export default scenario({
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const embeddingModel = new OpenAiEmbeddingModel(openAiApi, MetadataMode.EMBED, OpenAiEmbeddingOptions.builder().model('text-embedding-3-small').user('user-1').build());

    const response = await embeddingModel.call(new EmbeddingRequest(['red apples', 'green pears'], OpenAiEmbeddingOptions.builder().dimensions(16).encodingFormat('float').build()));
    const portable = await embeddingModel.call(new EmbeddingRequest(['blue sky'], EmbeddingOptions.builder().model('text-embedding-3-large').dimensions(8).build()));
    const document = await embeddingModel.embed(new Document('Apples are red.', new Map([['source', 'notes']])));

    context.outcome.put('sizes', [response.getResults()[0]!.getOutput().length, portable.getResult()!.getOutput().length, document.length]);
    context.outcome.put('model', response.getMetadata().getModel());
    context.outcome.put('promptTokens', response.getMetadata().getUsage().getPromptTokens());
    context.outcome.put('head', head(response.getResults()[1]!.getOutput()));
    context.outcome.put('documentHead', head(document));
  },
});
