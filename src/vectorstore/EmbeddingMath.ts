/* Ported from Spring AI SimpleVectorStore.EmbeddingMath (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';

/**
 * Vector math of the in-memory store (Java's nested `SimpleVectorStore.EmbeddingMath`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/SimpleVectorStore.EmbeddingMath.html
 * @category Vector Store
 */
export abstract class EmbeddingMath {
  /** The cosine similarity of two vectors of equal length and non-zero norm (sums in `float`, the quotient in `double`, as in Java). */
  static cosineSimilarity(vectorX: readonly number[], vectorY: readonly number[]): number {
    if (vectorX === undefined || vectorX === null || vectorY === undefined || vectorY === null) {
      throw new RuntimeException('Vectors must not be null');
    }
    if (vectorX.length !== vectorY.length) throw new IllegalArgumentException('Vectors lengths must be equal');
    const dot = EmbeddingMath.dotProduct(vectorX, vectorY);
    const normX = EmbeddingMath.norm(vectorX);
    const normY = EmbeddingMath.norm(vectorY);
    if (normX === 0 || normY === 0) throw new IllegalArgumentException('Vectors cannot have zero norm');
    return dot / (Math.sqrt(normX) * Math.sqrt(normY));
  }

  /**
   * The dot product of two vectors of equal length, in single precision as Java's `float`
   * arithmetic computes it (each product and each partial sum rounded to a 32-bit float).
   */
  static dotProduct(vectorX: readonly number[], vectorY: readonly number[]): number {
    if (vectorX.length !== vectorY.length) throw new IllegalArgumentException('Vectors lengths must be equal');
    let result = 0;
    for (let i = 0; i < vectorX.length; i++) result = Math.fround(result + Math.fround((vectorX[i] as number) * (vectorY[i] as number)));
    return result;
  }

  /** The squared norm (the dot product with itself), as Java names it. */
  static norm(vector: readonly number[]): number {
    return EmbeddingMath.dotProduct(vector, vector);
  }
}
