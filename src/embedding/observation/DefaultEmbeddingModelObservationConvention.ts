/* Ported from Spring AI DefaultEmbeddingModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValues } from '../../java/micrometer/common/KeyValues.js';
import { AiObservationAttributes as A } from '../../observation/conventions/AiObservationAttributes.js';
import { andIfPresent, operationAndModel, textOrNone } from '../../observation/defaults/keyValues.js';
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
    return operationAndModel(context.getOperationMetadata().operationType(), context.getRequest().getOptions()?.getModel());
  }

  /** Operation, provider, request model, response model. */
  override getLowCardinalityKeyValues(context: EmbeddingModelObservationContext): KeyValues {
    return KeyValues.of(
      A.AI_OPERATION_TYPE.value(),
      context.getOperationMetadata().operationType(),
      A.AI_PROVIDER.value(),
      context.getOperationMetadata().provider(),
      A.REQUEST_MODEL.value(),
      textOrNone(context.getRequest().getOptions()?.getModel()),
      A.RESPONSE_MODEL.value(),
      textOrNone(context.getResponse()?.getMetadata().getModel()),
    );
  }

  /** Requested dimensions and token usage, when known. */
  override getHighCardinalityKeyValues(context: EmbeddingModelObservationContext): KeyValues {
    const usage = context.getResponse()?.getMetadata().getUsage();
    const total = usage === undefined ? undefined : typeof usage.getTotalTokens === 'function' ? usage.getTotalTokens() : undefined;
    let keyValues = andIfPresent(KeyValues.empty(), A.REQUEST_EMBEDDING_DIMENSIONS.value(), context.getRequest().getOptions()?.getDimensions());
    keyValues = andIfPresent(keyValues, A.USAGE_INPUT_TOKENS.value(), usage?.getPromptTokens());
    return andIfPresent(keyValues, A.USAGE_TOTAL_TOKENS.value(), total);
  }
}
