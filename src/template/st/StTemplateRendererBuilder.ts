/* Ported from Spring AI StTemplateRenderer.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ValidationMode } from '../ValidationMode.js';
import { StTemplateRenderer } from './StTemplateRenderer.js';

/**
 * Builder of {@link StTemplateRenderer} (Java's nested `StTemplateRenderer.Builder`).
 *
 * Defaults: delimiters `{` and `}`, {@link ValidationMode.THROW}, ST function names not
 * validated.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/template/st/StTemplateRenderer.Builder.html
 * @category Prompt
 */
export class StTemplateRendererBuilder {
  private startDelimiterTokenValue = '{';
  private endDelimiterTokenValue = '}';
  private validationModeValue: ValidationMode = ValidationMode.THROW;
  private validateStFunctionsValue = false;

  /** @internal Use `StTemplateRenderer.builder()`. */
  constructor() {}

  /** The character that opens a placeholder (a Java `char`: one character). */
  startDelimiterToken(startDelimiterToken: string): this {
    this.startDelimiterTokenValue = startDelimiterToken;
    return this;
  }

  /** The character that closes a placeholder (a Java `char`: one character). */
  endDelimiterToken(endDelimiterToken: string): this {
    this.endDelimiterTokenValue = endDelimiterToken;
    return this;
  }

  /** What to do when the template uses variables that were not supplied. */
  validationMode(validationMode: ValidationMode): this {
    this.validationModeValue = validationMode;
    return this;
  }

  /** Also require variables for names that match StringTemplate's built-in functions. */
  validateStFunctions(): this {
    this.validateStFunctionsValue = true;
    return this;
  }

  /** Creates the renderer; fails with `"validationMode cannot be null"` when it was cleared. */
  build(): StTemplateRenderer {
    return new StTemplateRenderer(
      this.startDelimiterTokenValue,
      this.endDelimiterTokenValue,
      this.validationModeValue,
      this.validateStFunctionsValue,
    );
  }
}
