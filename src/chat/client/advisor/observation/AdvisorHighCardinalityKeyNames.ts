/* Ported from Spring AI AdvisorObservationDocumentation.HighCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { KeyName } from '../../../../micrometer/common/docs/KeyName.js';
import { enumValueOf } from '../../../../core/lang/JavaEnums.js';

/**
 * The high cardinality keys of an advisor observation (Java's nested enum
 * `AdvisorObservationDocumentation.HighCardinalityKeyNames`).
 *
 * @remarks
 * Exported under a prefixed name because other observation documentations have a nested enum of
 * the same name; also reachable as `AdvisorObservationDocumentation.HighCardinalityKeyNames`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationDocumentation.HighCardinalityKeyNames.html
 * @category Observation
 */
export class AdvisorHighCardinalityKeyNames implements KeyName {
  /** The advisor's order: `spring.ai.advisor.order`. */
  static readonly ADVISOR_ORDER = new AdvisorHighCardinalityKeyNames('ADVISOR_ORDER', 0, 'spring.ai.advisor.order');

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
    private readonly key: string,
  ) {}

  /** The key as it appears on spans. */
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
  static values(): AdvisorHighCardinalityKeyNames[] {
    return [AdvisorHighCardinalityKeyNames.ADVISOR_ORDER];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): AdvisorHighCardinalityKeyNames {
    return enumValueOf(AdvisorHighCardinalityKeyNames.values(), 'org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation.HighCardinalityKeyNames', name);
  }
}
