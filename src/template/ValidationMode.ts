/* Ported from Spring AI ValidationMode (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../java/core/lang/JavaEnumConstant.js';

/**
 * What a template renderer does when the template uses variables that were not supplied.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/template/ValidationMode.html
 * @category Prompt
 */
export class ValidationMode extends JavaEnumConstant {
  /** Fail with an exception naming the missing variables. */
  static readonly THROW = new ValidationMode('THROW', 0);

  /** Log a warning naming the missing variables and render anyway. */
  static readonly WARN = new ValidationMode('WARN', 1);

  /** Do not check for missing variables. */
  static readonly NONE = new ValidationMode('NONE', 2);

  private constructor(name: string, ordinal: number) {
    super(name, ordinal);
  }

  /** The constant with the given name; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): ValidationMode {
    return ValidationMode.constantNamed('org.springframework.ai.template.ValidationMode', name);
  }
}
