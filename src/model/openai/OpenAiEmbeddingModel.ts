/* Ported from Spring AI OpenAiEmbeddingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { DefaultUsage } from '../../chat/metadata/DefaultUsage.js';
import { EmptyUsage } from '../../chat/metadata/EmptyUsage.js';
import type { Document } from '../../document/Document.js';
import { MetadataMode } from '../../document/MetadataMode.js';
import { AbstractEmbeddingModel } from '../../embedding/AbstractEmbeddingModel.js';
import { Embedding } from '../../embedding/Embedding.js';
import { EmbeddingRequest } from '../../embedding/EmbeddingRequest.js';
import { EmbeddingResponse } from '../../embedding/EmbeddingResponse.js';
import { EmbeddingResponseMetadata } from '../../embedding/EmbeddingResponseMetadata.js';
import { DefaultEmbeddingModelObservationConvention } from '../../embedding/observation/DefaultEmbeddingModelObservationConvention.js';
import { EmbeddingModelObservationContext } from '../../embedding/observation/EmbeddingModelObservationContext.js';
import type { EmbeddingModelObservationConvention } from '../../embedding/observation/EmbeddingModelObservationConvention.js';
import { EmbeddingModelObservationDocumentation } from '../../embedding/observation/EmbeddingModelObservationDocumentation.js';
import { Assert } from '../../java/core/Assert.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { RetryTemplate } from '../../java/retry/RetryTemplate.js';
import { RetryUtils } from '../../retry/RetryUtils.js';
import { EmbeddingRequest as ApiEmbeddingRequest } from './api/EmbeddingRequest.js';
import { OpenAiApi } from './api/OpenAiApi.js';
import { OpenAiApiConstants } from './api/OpenAiApiConstants.js';
import { OpenAiEmbeddingOptions } from './OpenAiEmbeddingOptions.js';

const logger = LoggerFactory.getLogger('OpenAiEmbeddingModel');
const DEFAULT_OBSERVATION_CONVENTION: EmbeddingModelObservationConvention = new DefaultEmbeddingModelObservationConvention();

/**
 * The OpenAI {@link AbstractEmbeddingModel embedding model} (also for OpenAI-compatible servers):
 * texts and documents → vectors over {@link OpenAiApi.embeddings}, with retries and one
 * embedding-model observation per request (provider `openai`).
 *
 * @example
 * ```ts
 * import { OpenAiApi, OpenAiEmbeddingModel } from 'spring-ai-ts/openai';
 *
 * const embeddingModel = new OpenAiEmbeddingModel(OpenAiApi.builder().apiKey(process.env['OPENAI_API_KEY']!).build());
 * const vector = await embeddingModel.embed('Hello World');
 * ```
 *
 * @remarks Vectors keep the digits of the JSON (Java reads them into 32-bit floats); see
 * docs/migration/openai.md.
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/OpenAiEmbeddingModel.html
 * @category Models/OpenAI
 */
export class OpenAiEmbeddingModel extends AbstractEmbeddingModel {
  private readonly defaultOptions: OpenAiEmbeddingOptions;
  private readonly retryTemplate: RetryTemplate;
  private readonly openAiApi: OpenAiApi;
  private readonly metadataMode: MetadataMode;
  private readonly observationRegistry: ObservationRegistry;
  private observationConvention: EmbeddingModelObservationConvention = DEFAULT_OBSERVATION_CONVENTION;

  /** Metadata mode `EMBED`, model `text-embedding-ada-002`. */
  constructor(openAiApi: OpenAiApi);
  /** Model `text-embedding-ada-002`. */
  constructor(openAiApi: OpenAiApi, metadataMode: MetadataMode);
  /** With the default retry template. */
  constructor(openAiApi: OpenAiApi, metadataMode: MetadataMode, options: OpenAiEmbeddingOptions);
  /** Without observations. */
  constructor(openAiApi: OpenAiApi, metadataMode: MetadataMode, options: OpenAiEmbeddingOptions, retryTemplate: RetryTemplate);
  /**
   * Every collaborator.
   *
   * @throws IllegalArgumentException `"openAiApi must not be null"`, `"metadataMode must not be null"`,
   *   `"options must not be null"`, `"retryTemplate must not be null"`, `"observationRegistry must not be null"`
   */
  constructor(openAiApi: OpenAiApi, metadataMode: MetadataMode, options: OpenAiEmbeddingOptions, retryTemplate: RetryTemplate, observationRegistry: ObservationRegistry);
  constructor(openAiApi: OpenAiApi, metadataModeArg?: MetadataMode, optionsArg?: OpenAiEmbeddingOptions, retryTemplateArg?: RetryTemplate, registryArg?: ObservationRegistry) {
    super();
    // Java's overloads supply the defaults of the arguments left out; an explicit undefined is Java's null.
    const n = arguments.length;
    const metadataMode = n >= 2 ? metadataModeArg : MetadataMode.EMBED;
    const options = n >= 3 ? optionsArg : OpenAiEmbeddingOptions.builder().model(OpenAiApi.DEFAULT_EMBEDDING_MODEL).build();
    const retryTemplate = n >= 4 ? retryTemplateArg : RetryUtils.DEFAULT_RETRY_TEMPLATE;
    const observationRegistry = n >= 5 ? registryArg : ObservationRegistry.NOOP;
    Assert.notNull(openAiApi, 'openAiApi must not be null');
    Assert.notNull(metadataMode, 'metadataMode must not be null');
    Assert.notNull(options, 'options must not be null');
    Assert.notNull(retryTemplate, 'retryTemplate must not be null');
    Assert.notNull(observationRegistry, 'observationRegistry must not be null');
    this.openAiApi = openAiApi;
    this.metadataMode = metadataMode as MetadataMode;
    this.defaultOptions = options as OpenAiEmbeddingOptions;
    this.retryTemplate = retryTemplate as RetryTemplate;
    this.observationRegistry = observationRegistry as ObservationRegistry;
  }

  /** The document's text as embedded: its formatted content in the metadata mode. */
  override getEmbeddingContent(document: Document): string {
    Assert.notNull(document, 'Document must not be null');
    return document.getFormattedContent(this.metadataMode);
  }

  /** Embeds the request's texts with its options merged over the defaults. */
  async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
    const embeddingRequest = this.buildEmbeddingRequest(request);
    const options = embeddingRequest.getOptions() as OpenAiEmbeddingOptions;
    const apiRequest = new ApiEmbeddingRequest<string[]>(embeddingRequest.getInstructions(), options.getModel(), options.getEncodingFormat(), options.getDimensions(), options.getUser());
    const observationContext = EmbeddingModelObservationContext.builder().embeddingRequest(embeddingRequest).provider(OpenAiApiConstants.PROVIDER_NAME).build();
    return EmbeddingModelObservationDocumentation.EMBEDDING_MODEL_OPERATION.observation(
      this.observationConvention,
      DEFAULT_OBSERVATION_CONVENTION,
      () => observationContext,
      this.observationRegistry,
    ).observe(async () => {
      const apiResponse = await this.retryTemplate.execute(async () => (await this.openAiApi.embeddings(apiRequest)).getBody());
      if (apiResponse === undefined || apiResponse === null) {
        logger.warn('No embeddings returned for request: {}', request);
        return new EmbeddingResponse([]);
      }
      const usage = apiResponse.usage();
      const metadata = new EmbeddingResponseMetadata(
        apiResponse.model() as string,
        usage !== undefined ? new DefaultUsage(usage.promptTokens(), usage.completionTokens(), usage.totalTokens(), usage) : new EmptyUsage(),
      );
      const embeddings = (apiResponse.data() ?? []).map((embedding) => new Embedding(embedding.embedding() ?? [], embedding.index() as number));
      const embeddingResponse = new EmbeddingResponse(embeddings, metadata);
      observationContext.setResponse(embeddingResponse);
      return embeddingResponse;
    });
  }

  /** The dimensions: from the table of known models for the default model, else measured once. */
  override async dimensions(): Promise<number> {
    const model = this.defaultOptions.getModel();
    if (this.embeddingDimensions < 0 && model !== undefined) {
      this.embeddingDimensions = await AbstractEmbeddingModel.dimensions(this, model, 'Hello World');
    }
    return super.dimensions();
  }

  /** Replaces the observation convention. */
  setObservationConvention(observationConvention: EmbeddingModelObservationConvention): void {
    Assert.notNull(observationConvention, 'observationConvention cannot be null');
    this.observationConvention = observationConvention;
  }

  private buildEmbeddingRequest(embeddingRequest: EmbeddingRequest): EmbeddingRequest {
    const given = embeddingRequest.getOptions();
    if (given === undefined || given === null) return new EmbeddingRequest(embeddingRequest.getInstructions(), this.defaultOptions);
    const runtime = given instanceof OpenAiEmbeddingOptions ? given : OpenAiEmbeddingOptions.builder().model(given.getModel()).dimensions(given.getDimensions()).build();
    const defaults = this.defaultOptions;
    const requestOptions = OpenAiEmbeddingOptions.builder()
      .model(runtime.getModel() ?? defaults.getModel())
      .dimensions(runtime.getDimensions() ?? defaults.getDimensions())
      .encodingFormat(runtime.getEncodingFormat() ?? defaults.getEncodingFormat())
      .user(runtime.getUser() ?? defaults.getUser())
      .build();
    return new EmbeddingRequest(embeddingRequest.getInstructions(), requestOptions);
  }
}
