/* Ported from Spring AI AdvisorObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationDocumentationConstant } from '../../../../observation/enums/ObservationDocumentationConstant.js';
import { AdvisorHighCardinalityKeyNames } from './AdvisorHighCardinalityKeyNames.js';
import { AdvisorLowCardinalityKeyNames } from './AdvisorLowCardinalityKeyNames.js';
import type { AdvisorObservationContext } from './AdvisorObservationContext.js';
import type { AdvisorObservationConvention } from './AdvisorObservationConvention.js';
import { DefaultAdvisorObservationConvention } from './DefaultAdvisorObservationConvention.js';

/**
 * Documents the advisor observation (a Java enum with the single constant `AI_ADVISOR`): its
 * default convention and its key names.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationDocumentation.html
 * @category Observation
 */
export class AdvisorObservationDocumentation extends ObservationDocumentationConstant<AdvisorObservationContext, AdvisorObservationConvention> {
  /** The observation of one advisor hop in a `ChatClient` advisor chain. */
  static readonly AI_ADVISOR = new AdvisorObservationDocumentation('AI_ADVISOR', 0, {
    defaultConvention: DefaultAdvisorObservationConvention,
    lowCardinalityKeyNames: AdvisorLowCardinalityKeyNames,
    highCardinalityKeyNames: AdvisorHighCardinalityKeyNames,
  });

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = AdvisorLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = AdvisorHighCardinalityKeyNames;

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): AdvisorObservationDocumentation {
    return AdvisorObservationDocumentation.constantNamed('org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation', name);
  }
}
