/* Ported from Spring AI MiniMaxEmbeddingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { DefaultUsage } from '../../chat/metadata/DefaultUsage.js';
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import type { Document } from '../../document/Document.js';
import { MetadataMode } from '../../document/MetadataMode.js';
import { AbstractEmbeddingModel } from '../../embedding/AbstractEmbeddingModel.js';
import { Embedding } from '../../embedding/Embedding.js';
import { EmbeddingRequest } from '../../embedding/EmbeddingRequest.js';
import { EmbeddingResponse } from '../../embedding/EmbeddingResponse.js';
import { EmbeddingResponseMetadata } from '../../embedding/EmbeddingResponseMetadata.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import { DefaultEmbeddingModelObservationConvention } from '../../embedding/observation/DefaultEmbeddingModelObservationConvention.js';
import { EmbeddingModelObservationContext } from '../../embedding/observation/EmbeddingModelObservationContext.js';
import type { EmbeddingModelObservationConvention } from '../../embedding/observation/EmbeddingModelObservationConvention.js';
import { EmbeddingModelObservationDocumentation } from '../../embedding/observation/EmbeddingModelObservationDocumentation.js';
import { MiniMaxApiConstants } from './api/MiniMaxApiConstants.js';
import { RetryUtils } from '../../retry/RetryUtils.js';
import type { RetryTemplate } from '../../java/retry/RetryTemplate.js';
import { MiniMaxApi } from './api/MiniMaxApi.js';
import { MiniMaxApiEmbeddingRequest } from './api/MiniMaxApiEmbeddingRequest.js';
import { MiniMaxEmbeddingOptions } from './MiniMaxEmbeddingOptions.js';

const logger = LoggerFactory.getLogger('MiniMaxEmbeddingModel');
const DEFAULT_OBSERVATION_CONVENTION = new DefaultEmbeddingModelObservationConvention();

/**
 * The MiniMax embedding model (`POST /v1/embeddings`), with Spring's retry around each call.
 * Documents are embedded as their formatted content (`MetadataMode.EMBED` by default).
 *
 * @example
 * ```ts
 * import { MetadataMode } from 'spring-ai-ts';
 * import { MiniMaxApi, MiniMaxEmbeddingModel, MiniMaxEmbeddingOptions } from 'spring-ai-ts/minimax';
 *
 * const embeddingModel = new MiniMaxEmbeddingModel(
 *   new MiniMaxApi('https://api.minimax.io', process.env['MINIMAX_API_KEY']!),
 *   MetadataMode.EMBED,
 *   MiniMaxEmbeddingOptions.builder().model('embo-01').build(),
 * );
 *
 * const vector = await embeddingModel.embed('Spring AI in TypeScript');
 * const vectors = await embeddingModel.embed(['first text', 'second text']);
 * console.log(vector.length, vectors.length);
 * ```
 *
 * @remarks
 * Request options are merged over the defaults field by field (model, and the `type` this port
 * adds); an `EmbeddingOptions` that is not a `MiniMaxEmbeddingOptions` contributes its model.
 * Each call is observed as `gen_ai.client.operation` (`embedding <model>`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/MiniMaxEmbeddingModel.html
 * @category Models/MiniMax
 */
export class MiniMaxEmbeddingModel extends AbstractEmbeddingModel {
  private readonly defaultOptions: MiniMaxEmbeddingOptions;
  private readonly retryTemplate: RetryTemplate;
  private readonly miniMaxApi: MiniMaxApi;
  private readonly metadataMode: MetadataMode;
  private readonly observationRegistry: ObservationRegistry;
  private observationConvention: EmbeddingModelObservationConvention = DEFAULT_OBSERVATION_CONVENTION;

  /** The API with `MetadataMode.EMBED`, model `embo-01`, the default retry and no observations. */
  constructor(miniMaxApi: MiniMaxApi);
  /** The API and metadata mode, with model `embo-01`, the default retry and no observations. */
  constructor(miniMaxApi: MiniMaxApi, metadataMode: MetadataMode);
  /** The API, metadata mode and default options, with the default retry and no observations. */
  constructor(miniMaxApi: MiniMaxApi, metadataMode: MetadataMode, options: MiniMaxEmbeddingOptions);
  /** The API, metadata mode, default options and retry, with no observations. */
  constructor(miniMaxApi: MiniMaxApi, metadataMode: MetadataMode, options: MiniMaxEmbeddingOptions, retryTemplate: RetryTemplate);
  /**
   * Every setting given.
   *
   * @throws IllegalArgumentException `"MiniMaxApi must not be null"`, `"metadataMode must not be null"`,
   *   `"options must not be null"`, `"retryTemplate must not be null"`, `"observationRegistry must not be null"`
   *   for an argument passed as `null` or `undefined`
   */
  constructor(
    miniMaxApi: MiniMaxApi,
    metadataMode: MetadataMode,
    options: MiniMaxEmbeddingOptions,
    retryTemplate: RetryTemplate,
    observationRegistry: ObservationRegistry,
  );
  constructor(
    miniMaxApi: MiniMaxApi,
    metadataModeArg?: MetadataMode,
    optionsArg?: MiniMaxEmbeddingOptions,
    retryTemplateArg?: RetryTemplate,
    observationRegistryArg?: ObservationRegistry,
  ) {
    super();
    // Java's overloads supply the defaults for the arguments left out; an explicit undefined is
    // Java's null and fails its check.
    const n = arguments.length;
    const metadataMode = n >= 2 ? metadataModeArg : MetadataMode.EMBED;
    const options = n >= 3 ? optionsArg : MiniMaxEmbeddingOptions.builder().model(MiniMaxApi.DEFAULT_EMBEDDING_MODEL).build();
    const retryTemplate = n >= 4 ? retryTemplateArg : RetryUtils.DEFAULT_RETRY_TEMPLATE;
    const observationRegistry = n >= 5 ? observationRegistryArg : ObservationRegistry.NOOP;
    Assert.notNull(miniMaxApi, 'MiniMaxApi must not be null');
    Assert.notNull(metadataMode, 'metadataMode must not be null');
    Assert.notNull(options, 'options must not be null');
    Assert.notNull(retryTemplate, 'retryTemplate must not be null');
    Assert.notNull(observationRegistry, 'observationRegistry must not be null');
    this.miniMaxApi = miniMaxApi;
    this.metadataMode = metadataMode;
    this.defaultOptions = options;
    this.retryTemplate = retryTemplate;
    this.observationRegistry = observationRegistry;
  }

  /** The document's content formatted with the model's metadata mode. */
  override getEmbeddingContent(document: Document): string {
    Assert.notNull(document, 'Document must not be null');
    return document.getFormattedContent(this.metadataMode);
  }

  /** Embeds the request's texts. */
  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    const embeddingRequest = this.buildEmbeddingRequest(request);
    const options = embeddingRequest.getOptions() as MiniMaxEmbeddingOptions;
    const apiRequest = new MiniMaxApiEmbeddingRequest(request.getInstructions(), options.getModel(), options.getType() ?? 'db');
    const context = EmbeddingModelObservationContext.builder().embeddingRequest(request).provider(MiniMaxApiConstants.PROVIDER_NAME).build();
    return EmbeddingModelObservationDocumentation.EMBEDDING_MODEL_OPERATION.observation(
      this.observationConvention,
      DEFAULT_OBSERVATION_CONVENTION,
      () => context,
      this.observationRegistry,
    ).observe(async () => {
      const apiResponse = (await this.retryTemplate.execute(async () => (await this.miniMaxApi.embeddings(apiRequest)).getBody())) as
        | InstanceType<typeof MiniMaxApi.EmbeddingList>
        | undefined;
      if (apiResponse === undefined || apiResponse === null) {
        logger.warn('No embeddings returned for request');
        return new EmbeddingResponse([]);
      }
      const metadata = new EmbeddingResponseMetadata(apiRequest.model(), new DefaultUsage(0, 0, apiResponse.totalTokens()));
      const response = new EmbeddingResponse(
        apiResponse.vectors().map((vector, i) => new Embedding(vector, i)),
        metadata,
      );
      context.setResponse(response);
      return response;
    });
  }

  /** Replaces the observation convention. */
  setObservationConvention(observationConvention: EmbeddingModelObservationConvention): void {
    this.observationConvention = observationConvention;
  }

  /** @internal The request with runtime options merged over the defaults. */
  buildEmbeddingRequest(embeddingRequest: EmbeddingRequest): EmbeddingRequest {
    const runtime = embeddingRequest.getOptions();
    const merged = MiniMaxEmbeddingOptions.builder()
      .model(StringUtils.hasText(runtime?.getModel()) ? runtime?.getModel() : this.defaultOptions.getModel())
      .type(
        (runtime instanceof MiniMaxEmbeddingOptions ? runtime.getType() : undefined) ?? this.defaultOptions.getType(),
      )
      .build();
    if (!StringUtils.hasText(merged.getModel())) throw new IllegalArgumentException('model cannot be null or empty');
    return new EmbeddingRequest(embeddingRequest.getInstructions(), merged);
  }
}
