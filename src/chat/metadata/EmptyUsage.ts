/* Ported from Spring AI EmptyUsage (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Usage } from './Usage.js';

/**
 * A {@link Usage} with no tokens: 0 prompt, 0 completion, 0 total, and an empty native usage
 * map. The default usage of {@link ChatResponseMetadata}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/EmptyUsage.html
 * @category Chat Model
 */
export class EmptyUsage implements Usage {
  /** Always 0. */
  getPromptTokens(): number {
    return 0;
  }

  /** Always 0. */
  getCompletionTokens(): number {
    return 0;
  }

  /** Always 0 (Java's default: prompt + completion). */
  getTotalTokens(): number {
    return 0;
  }

  /** An empty map. */
  getNativeUsage(): unknown {
    return new Map<string, unknown>();
  }

  /** `EmptyUsage`. */
  toString(): string {
    return 'EmptyUsage';
  }
}
