/* Ported from Spring AI AdvisorObservationDocumentation.LowCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { KeyName } from '../../../../micrometer/common/docs/KeyName.js';
import { AiObservationAttributes } from '../../../../observation/conventions/AiObservationAttributes.js';
import { enumValueOf } from '../../../../core/lang/JavaEnums.js';

/**
 * The low cardinality keys of an advisor observation (Java's nested enum
 * `AdvisorObservationDocumentation.LowCardinalityKeyNames`).
 *
 * @remarks
 * Exported under a prefixed name because other observation documentations have a nested enum of
 * the same name; also reachable as `AdvisorObservationDocumentation.LowCardinalityKeyNames`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationDocumentation.LowCardinalityKeyNames.html
 * @category Observation
 */
export class AdvisorLowCardinalityKeyNames implements KeyName {
  /** The kind of AI operation: `gen_ai.operation.name`. */
  static readonly AI_OPERATION_TYPE = new AdvisorLowCardinalityKeyNames('AI_OPERATION_TYPE', 0, AiObservationAttributes.AI_OPERATION_TYPE.value());

  /** The AI provider: `gen_ai.system`. */
  static readonly AI_PROVIDER = new AdvisorLowCardinalityKeyNames('AI_PROVIDER', 1, AiObservationAttributes.AI_PROVIDER.value());

  /** The kind of Spring AI component: `spring.ai.kind`. */
  static readonly SPRING_AI_KIND = new AdvisorLowCardinalityKeyNames('SPRING_AI_KIND', 2, 'spring.ai.kind');

  /** The advisor's name: `spring.ai.advisor.name`. */
  static readonly ADVISOR_NAME = new AdvisorLowCardinalityKeyNames('ADVISOR_NAME', 3, 'spring.ai.advisor.name');

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
    private readonly key: string,
  ) {}

  /** The key as it appears on metrics and spans. */
  asString(): string {
    return this.key;
  }

  /** The constant's name. */
  name(): string {
    return this._name;
  }

  /** The constant's position. */
  ordinal(): number {
    return this._ordinal;
  }

  /** The constant's name. */
  toString(): string {
    return this._name;
  }

  /** Every constant, in declaration order. */
  static values(): AdvisorLowCardinalityKeyNames[] {
    return [
      AdvisorLowCardinalityKeyNames.AI_OPERATION_TYPE,
      AdvisorLowCardinalityKeyNames.AI_PROVIDER,
      AdvisorLowCardinalityKeyNames.SPRING_AI_KIND,
      AdvisorLowCardinalityKeyNames.ADVISOR_NAME,
    ];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): AdvisorLowCardinalityKeyNames {
    return enumValueOf(AdvisorLowCardinalityKeyNames.values(), 'org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation.LowCardinalityKeyNames', name);
  }
}
