/* Ported from Spring AI VectorStoreSimilarityMetric (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../../core/lang/JavaEnums.js';

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
export class VectorStoreSimilarityMetric {
  /** Cosine similarity (`cosine`). */
  static readonly COSINE = new VectorStoreSimilarityMetric('COSINE', 0, 'cosine');

  /** Dot product (`dot`). */
  static readonly DOT = new VectorStoreSimilarityMetric('DOT', 1, 'dot');

  /** Euclidean distance (`euclidean`). */
  static readonly EUCLIDEAN = new VectorStoreSimilarityMetric('EUCLIDEAN', 2, 'euclidean');

  /** Manhattan distance (`manhattan`). */
  static readonly MANHATTAN = new VectorStoreSimilarityMetric('MANHATTAN', 3, 'manhattan');

  private static readonly VALUES: readonly VectorStoreSimilarityMetric[] = [
    VectorStoreSimilarityMetric.COSINE,
    VectorStoreSimilarityMetric.DOT,
    VectorStoreSimilarityMetric.EUCLIDEAN,
    VectorStoreSimilarityMetric.MANHATTAN,
  ];

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly constantValue: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): VectorStoreSimilarityMetric[] {
    return [...VectorStoreSimilarityMetric.VALUES];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): VectorStoreSimilarityMetric {
    return enumValueOf(VectorStoreSimilarityMetric.VALUES, 'org.springframework.ai.observation.conventions.VectorStoreSimilarityMetric', name);
  }

  /** The constant's name, as Java's `Enum.name()`. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position in declaration order, as Java's `Enum.ordinal()`. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }

  /** The constant's name, as Java's `Enum.toString()`. */
  toString(): string {
    return this.constantName;
  }
}
