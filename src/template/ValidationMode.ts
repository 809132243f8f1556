/* Ported from Spring AI ValidationMode (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../core/lang/JavaEnums.js';

/**
 * What a template renderer does when the template uses variables that were not supplied.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/template/ValidationMode.html
 * @category Prompt
 */
export class ValidationMode {
  /** Fail with an exception naming the missing variables. */
  static readonly THROW = new ValidationMode('THROW', 0);

  /** Log a warning naming the missing variables and render anyway. */
  static readonly WARN = new ValidationMode('WARN', 1);

  /** Do not check for missing variables. */
  static readonly NONE = new ValidationMode('NONE', 2);

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
  ) {}

  /** The constant's name, as Java's `Enum.name()`. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position in declaration order, as Java's `Enum.ordinal()`. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The constant's name. */
  toString(): string {
    return this.constantName;
  }

  /** All constants in declaration order. */
  static values(): ValidationMode[] {
    return [ValidationMode.THROW, ValidationMode.WARN, ValidationMode.NONE];
  }

  /** The constant with the given name; throws `IllegalArgumentException` for an unknown name. */
  static valueOf(name: string): ValidationMode {
    return enumValueOf(ValidationMode.values(), 'org.springframework.ai.template.ValidationMode', name);
  }
}
