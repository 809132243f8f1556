/* Ported from Spring AI DefaultEmbeddingModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../core/StringUtils.js';
import { KeyValues } from '../../micrometer/common/KeyValues.js';
import { AiObservationAttributes as A } from '../../observation/conventions/AiObservationAttributes.js';
import { EmbeddingModelObservationContext } from './EmbeddingModelObservationContext.js';
import { EmbeddingModelObservationConvention } from './EmbeddingModelObservationConvention.js';

/**
 * The default embedding convention: name `gen_ai.client.operation`, contextual name
 * `embedding <model>`, low cardinality operation, provider, request and response model (`none`
 * when unknown), high cardinality requested dimensions and input/total tokens.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/observation/DefaultEmbeddingModelObservationConvention.html
 * @category Embedding
 */
export class DefaultEmbeddingModelObservationConvention extends EmbeddingModelObservationConvention {
  /** The observation name. */
  static readonly DEFAULT_NAME = 'gen_ai.client.operation';

  /** `gen_ai.client.operation`. */
  override getName(): string {
    return DefaultEmbeddingModelObservationConvention.DEFAULT_NAME;
  }

  /** `embedding <model>`, or `embedding`. */
  override getContextualName(context: EmbeddingModelObservationContext): string {
    const model = context.getRequest().getOptions()?.getModel();
    const operation = context.getOperationMetadata().operationType();
    return StringUtils.hasText(model) ? `${operation} ${model}` : operation;
  }

  /** Operation, provider, request model, response model. */
  override getLowCardinalityKeyValues(context: EmbeddingModelObservationContext): KeyValues {
    const requestModel = context.getRequest().getOptions()?.getModel();
    const responseModel = context.getResponse()?.getMetadata().getModel();
    return KeyValues.of(
      A.AI_OPERATION_TYPE.value(),
      context.getOperationMetadata().operationType(),
      A.AI_PROVIDER.value(),
      context.getOperationMetadata().provider(),
      A.REQUEST_MODEL.value(),
      StringUtils.hasText(requestModel) ? requestModel : 'none',
      A.RESPONSE_MODEL.value(),
      StringUtils.hasText(responseModel) ? responseModel : 'none',
    );
  }

  /** Requested dimensions and token usage, when known. */
  override getHighCardinalityKeyValues(context: EmbeddingModelObservationContext): KeyValues {
    let keyValues = KeyValues.empty();
    const dimensions = context.getRequest().getOptions()?.getDimensions();
    if (dimensions !== undefined && dimensions !== null) keyValues = keyValues.and(A.REQUEST_EMBEDDING_DIMENSIONS.value(), String(dimensions));
    const usage = context.getResponse()?.getMetadata().getUsage();
    const input = usage?.getPromptTokens();
    if (input !== undefined && input !== null) keyValues = keyValues.and(A.USAGE_INPUT_TOKENS.value(), String(input));
    const total = usage === undefined ? undefined : typeof usage.getTotalTokens === 'function' ? usage.getTotalTokens() : undefined;
    if (total !== undefined && total !== null) keyValues = keyValues.and(A.USAGE_TOTAL_TOKENS.value(), String(total));
    return keyValues;
  }
}
