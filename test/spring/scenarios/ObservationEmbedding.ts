import { EmbeddingRequest, MetadataMode, ObservationRegistry, RetryUtils } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';
import { RecordingObservationHandler } from './support/RecordingObservationHandler.js';

/** The observation of an embedding call on the MiniMax embedding model. */
export default scenario({
  async run(context) {
    const observationHandler = new RecordingObservationHandler();
    const observationRegistry = ObservationRegistry.create();
    observationRegistry.observationConfig().observationHandler(observationHandler);

    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const embeddingModel = new MiniMaxEmbeddingModel(api, MetadataMode.EMBED,
      MiniMaxEmbeddingOptions.builder().model('embo-01').build(), RetryUtils.DEFAULT_RETRY_TEMPLATE,
      observationRegistry);

    const response = await embeddingModel
      .call(new EmbeddingRequest(['Paris in the rain', 'Lisbon in the sun'], undefined));

    context.outcome.put('observations', await observationHandler.observations());
    context.outcome.put('embeddings', response.getResults().length);
    context.outcome.put('dimensions', response.getResults()[0]!.getOutput().length);
  },
});
