/* Ported from Spring AI AdvisorObservationDocumentation.HighCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationKeyName } from '../../../../observation/enums/ObservationKeyName.js';

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
export class AdvisorHighCardinalityKeyNames extends ObservationKeyName {
  /** The advisor's order: `spring.ai.advisor.order`. */
  static readonly ADVISOR_ORDER = new AdvisorHighCardinalityKeyNames('ADVISOR_ORDER', 0, 'spring.ai.advisor.order');

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): AdvisorHighCardinalityKeyNames {
    return AdvisorHighCardinalityKeyNames.constantNamed('org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation.HighCardinalityKeyNames', name);
  }
}
