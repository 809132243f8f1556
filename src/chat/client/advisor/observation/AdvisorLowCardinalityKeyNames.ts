/* Ported from Spring AI AdvisorObservationDocumentation.LowCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AiObservationAttributes } from '../../../../observation/conventions/AiObservationAttributes.js';
import { ObservationKeyName } from '../../../../observation/enums/ObservationKeyName.js';

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
export class AdvisorLowCardinalityKeyNames extends ObservationKeyName {
  /** The kind of AI operation: `gen_ai.operation.name`. */
  static readonly AI_OPERATION_TYPE = new AdvisorLowCardinalityKeyNames('AI_OPERATION_TYPE', 0, AiObservationAttributes.AI_OPERATION_TYPE.value());

  /** The AI provider: `gen_ai.system`. */
  static readonly AI_PROVIDER = new AdvisorLowCardinalityKeyNames('AI_PROVIDER', 1, AiObservationAttributes.AI_PROVIDER.value());

  /** The kind of Spring AI component: `spring.ai.kind`. */
  static readonly SPRING_AI_KIND = new AdvisorLowCardinalityKeyNames('SPRING_AI_KIND', 2, 'spring.ai.kind');

  /** The advisor's name: `spring.ai.advisor.name`. */
  static readonly ADVISOR_NAME = new AdvisorLowCardinalityKeyNames('ADVISOR_NAME', 3, 'spring.ai.advisor.name');

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): AdvisorLowCardinalityKeyNames {
    return AdvisorLowCardinalityKeyNames.constantNamed('org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation.LowCardinalityKeyNames', name);
  }
}
