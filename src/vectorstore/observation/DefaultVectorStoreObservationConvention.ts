/* Ported from Spring AI DefaultVectorStoreObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../java/core/StringUtils.js';
import { KeyValues } from '../../java/micrometer/common/KeyValues.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import { SpringAiKind } from '../../observation/conventions/SpringAiKind.js';
import { VectorStoreObservationAttributes as A } from '../../observation/conventions/VectorStoreObservationAttributes.js';
import { VectorStoreObservationContext } from './VectorStoreObservationContext.js';
import { VectorStoreObservationConvention } from './VectorStoreObservationConvention.js';

/**
 * The default vector store convention: name `db.vector.client.operation`, contextual name
 * `<db system> <operation>`, low cardinality `spring.ai.kind`, `db.system`, `db.operation.name`,
 * high cardinality the collection, dimensions, field, filter, namespace, query, metric,
 * threshold and top-k when known.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/DefaultVectorStoreObservationConvention.html
 * @category Vector Store
 */
export class DefaultVectorStoreObservationConvention extends VectorStoreObservationConvention {
  /** The default observation name. */
  static readonly DEFAULT_NAME = 'db.vector.client.operation';

  /** The observation name (the default unless given). */
  constructor(private readonly name: string = DefaultVectorStoreObservationConvention.DEFAULT_NAME) {
    super();
  }

  /** Only vector store contexts. */
  override supportsContext(context: ObservationContext): boolean {
    return context instanceof VectorStoreObservationContext;
  }

  /** The observation name. */
  override getName(): string {
    return this.name;
  }

  /**
   * `<db system> <operation>`. Typed `string | undefined` as Spring marks it `@Nullable`; this
   * convention always returns a name.
   */
  override getContextualName(context: VectorStoreObservationContext): string | undefined {
    return `${context.getDatabaseSystem()} ${context.getOperationName()}`;
  }

  /** Kind, system and operation. */
  override getLowCardinalityKeyValues(context: VectorStoreObservationContext): KeyValues {
    return KeyValues.of(
      'spring.ai.kind',
      SpringAiKind.VECTOR_STORE.value(),
      A.DB_SYSTEM.value(),
      context.getDatabaseSystem(),
      A.DB_OPERATION_NAME.value(),
      context.getOperationName(),
    );
  }

  /** The known details of the operation. */
  override getHighCardinalityKeyValues(context: VectorStoreObservationContext): KeyValues {
    let keyValues = KeyValues.empty();
    const add = (key: string, value: string | undefined, present: boolean): void => {
      if (present) keyValues = keyValues.and(key, value as string);
    };
    const request = context.getQueryRequest();
    add(A.DB_COLLECTION_NAME.value(), context.getCollectionName(), StringUtils.hasText(context.getCollectionName()));
    add(A.DB_VECTOR_DIMENSION_COUNT.value(), String(context.getDimensions()), (context.getDimensions() ?? 0) > 0);
    add(A.DB_VECTOR_FIELD_NAME.value(), context.getFieldName(), StringUtils.hasText(context.getFieldName()));
    add('db.vector.query.filter', request?.getFilterExpression()?.toString(), request?.getFilterExpression() !== undefined);
    add(A.DB_NAMESPACE.value(), context.getNamespace(), StringUtils.hasText(context.getNamespace()));
    add(A.DB_VECTOR_QUERY_CONTENT.value(), request?.getQuery(), request !== undefined && StringUtils.hasText(request.getQuery()));
    add(A.DB_SEARCH_SIMILARITY_METRIC.value(), context.getSimilarityMetric(), StringUtils.hasText(context.getSimilarityMetric()));
    if (request !== undefined && request.getSimilarityThreshold() >= 0) {
      const threshold = request.getSimilarityThreshold();
      add(A.DB_VECTOR_QUERY_SIMILARITY_THRESHOLD.value(), Number.isInteger(threshold) ? threshold.toFixed(1) : String(threshold), true);
    }
    add(A.DB_VECTOR_QUERY_TOP_K.value(), String(request?.getTopK()), request !== undefined && request.getTopK() > 0);
    return keyValues;
  }
}
