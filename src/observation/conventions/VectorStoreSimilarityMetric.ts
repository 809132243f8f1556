/* Ported from Spring AI VectorStoreSimilarityMetric (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The similarity metrics a vector store search can use, after the OpenTelemetry semantic
 * conventions for databases.
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/VectorStoreSimilarityMetric.html
 * @category Observation
 */
export class VectorStoreSimilarityMetric extends JavaEnumConstant {
  /** Cosine similarity (`cosine`). */
  static readonly COSINE = new VectorStoreSimilarityMetric('COSINE', 0, 'cosine');

  /** Dot product (`dot`). */
  static readonly DOT = new VectorStoreSimilarityMetric('DOT', 1, 'dot');

  /** Euclidean distance (`euclidean`). */
  static readonly EUCLIDEAN = new VectorStoreSimilarityMetric('EUCLIDEAN', 2, 'euclidean');

  /** Manhattan distance (`manhattan`). */
  static readonly MANHATTAN = new VectorStoreSimilarityMetric('MANHATTAN', 3, 'manhattan');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): VectorStoreSimilarityMetric {
    return VectorStoreSimilarityMetric.constantNamed('org.springframework.ai.observation.conventions.VectorStoreSimilarityMetric', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
