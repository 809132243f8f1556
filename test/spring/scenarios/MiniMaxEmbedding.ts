import { Document, MetadataMode } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

function describe(vector: number[]): Map<string, unknown> {
  const value = new Map<string, unknown>();
  value.set('dimensions', vector.length);
  const nonZero: unknown[] = [];
  for (let i = 0; i < vector.length && nonZero.length < 3; i++) {
    if (vector[i] !== 0) {
      nonZero.push([i, vector[i]]);
    }
  }
  value.set('firstNonZero', nonZero);
  return value;
}

/**
 * MiniMaxEmbeddingModel with MetadataMode.EMBED and NONE (documents, type "db"), texts through
 * embedForResponse, and a "query" embedding through MiniMaxApi.embeddings: dimensions, first non-zero values,
 * response metadata.
 */
export default scenario({
  expected: [
    { at: 'outcome:documentEmbed.firstNonZero', doc: 'docs/DIFFERENCES.md#embedding-vectors-keep-the-digits-minimax-sent', why: 'Java float[] rounds to 32 bits' },
    { at: 'outcome:documentNone.firstNonZero', doc: 'docs/DIFFERENCES.md#embedding-vectors-keep-the-digits-minimax-sent', why: 'Java float[] rounds to 32 bits' },
    { at: 'outcome:texts[0].firstNonZero', doc: 'docs/DIFFERENCES.md#embedding-vectors-keep-the-digits-minimax-sent', why: 'Java float[] rounds to 32 bits' },
    { at: 'outcome:texts[1].firstNonZero', doc: 'docs/DIFFERENCES.md#embedding-vectors-keep-the-digits-minimax-sent', why: 'Java float[] rounds to 32 bits' },
    { at: 'outcome:query.firstNonZero', doc: 'docs/DIFFERENCES.md#embedding-vectors-keep-the-digits-minimax-sent', why: 'Java float[] rounds to 32 bits' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const options = MiniMaxEmbeddingOptions.builder().model('embo-01').build();
    const withMetadata = new MiniMaxEmbeddingModel(api, MetadataMode.EMBED, options);
    const textOnly = new MiniMaxEmbeddingModel(api, MetadataMode.NONE, options);

    const document = new Document('Paris is the capital of France.', new Map([['country', 'France']]));
    context.outcome.put('embedContent', withMetadata.getEmbeddingContent(document));
    context.outcome.put('documentEmbed', describe(await withMetadata.embed(document)));
    context.outcome.put('documentNone', describe(await textOnly.embed(document)));

    const response = await withMetadata.embedForResponse(['Rome', 'Madrid']);
    const vectors: unknown[] = [];
    response.getResults().forEach((embedding) => vectors.push(describe(embedding.getOutput())));
    context.outcome.put('texts', vectors);
    context.outcome.put('model', response.getMetadata().getModel());
    context.outcome.put('totalTokens', response.getMetadata().getUsage().getTotalTokens());

    const query = (await api
      .embeddings(new MiniMaxApi.EmbeddingRequest(['capital of France'], MiniMaxApi.EmbeddingType.Query)))
      .getBody()!;
    context.outcome.put('query', describe(query.vectors()[0]!));
    context.outcome.put('queryModel', query.model());
  },
});
