/* Ported from Spring AI PromptAssert (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { PromptTemplate } from '../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';

/**
 * Checks on prompt templates used by the RAG components.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/util/PromptAssert.html
 * @category RAG
 */
export abstract class PromptAssert {
  /** Throws `IllegalArgumentException` naming the placeholders the template's text lacks. */
  static templateHasRequiredPlaceholders(promptTemplate: PromptTemplate, ...placeholders: string[]): void {
    Assert.notNull(promptTemplate, 'promptTemplate cannot be null');
    Assert.notEmpty(placeholders, 'placeholders cannot be null or empty');
    const missing = placeholders.filter((placeholder) => !promptTemplate.getTemplate().includes(placeholder));
    if (missing.length > 0) {
      throw new IllegalArgumentException(`The following placeholders must be present in the prompt template: ${missing.join(',')}`);
    }
  }
}
