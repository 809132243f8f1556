/* Ported from Spring AI NoOpTemplateRenderer (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { keysOf } from '../java/core/lang/maps.js';
import type { TemplateRenderer } from './TemplateRenderer.js';

/**
 * A renderer that returns the template unchanged, for templates that must not be processed.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/template/NoOpTemplateRenderer.html
 * @category Prompt
 */
export class NoOpTemplateRenderer implements TemplateRenderer {
  /** Checks the arguments as Spring does and returns `template` as is. */
  apply(template: string, variables: Map<string, unknown> | Record<string, unknown>): string {
    Assert.hasText(template, 'template cannot be null or empty');
    Assert.notNull(variables, 'variables cannot be null');
    Assert.noNullElements(keysOf(variables), 'variables keys cannot be null');
    return template;
  }
}
