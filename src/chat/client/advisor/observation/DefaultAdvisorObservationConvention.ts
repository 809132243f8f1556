/* Ported from Spring AI DefaultAdvisorObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../../java/core/Assert.js';
import { KeyValue } from '../../../../java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../../../java/micrometer/common/KeyValues.js';
import { reConcatenateCamelCase } from '../../../../java/core/lang/camelCase.js';
import { AiOperationType } from '../../../../observation/conventions/AiOperationType.js';
import { AiProvider } from '../../../../observation/conventions/AiProvider.js';
import { SpringAiKind } from '../../../../observation/conventions/SpringAiKind.js';
import { AdvisorHighCardinalityKeyNames } from './AdvisorHighCardinalityKeyNames.js';
import { AdvisorLowCardinalityKeyNames } from './AdvisorLowCardinalityKeyNames.js';
import type { AdvisorObservationContext } from './AdvisorObservationContext.js';
import { AdvisorObservationConvention } from './AdvisorObservationConvention.js';

// Every hop of an observed chain asks for the contextual name of a handful of advisor names; the
// regex split dominates, so the names are remembered (bounded, as names may be generated).
const CONTEXTUAL_NAMES = new Map<string, string>();
const MAX_CACHED_NAMES = 1024;

function contextualNameOf(advisorName: string): string {
  let name = CONTEXTUAL_NAMES.get(advisorName);
  if (name === undefined) {
    name = reConcatenateCamelCase(advisorName, '_').replace('_around_advisor', '').replace('_advisor', '');
    if (CONTEXTUAL_NAMES.size >= MAX_CACHED_NAMES) CONTEXTUAL_NAMES.clear();
    CONTEXTUAL_NAMES.set(advisorName, name);
  }
  return name;
}

/**
 * The default naming and key values of advisor observations: name `spring.ai.advisor`,
 * contextual name derived from the advisor's name, and the keys of
 * `AdvisorObservationDocumentation`.
 *
 * The contextual name splits the advisor's name at camel-case humps, lower-cases the parts,
 * joins them with `_` and removes `_around_advisor` and `_advisor`: `SimpleLoggerAdvisor` gives
 * `simple_logger`. A name with spaces keeps them (`Tool Calling Advisor` gives `tool _calling `),
 * as in Spring AI.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/DefaultAdvisorObservationConvention.html
 * @category Observation
 */
export class DefaultAdvisorObservationConvention extends AdvisorObservationConvention {
  /** The default observation name. */
  static readonly DEFAULT_NAME = 'spring.ai.advisor';

  private readonly name: string;

  /** @param name - the observation name; {@link DefaultAdvisorObservationConvention.DEFAULT_NAME} by default */
  constructor(name: string = DefaultAdvisorObservationConvention.DEFAULT_NAME) {
    super();
    this.name = name;
  }

  /** The observation name. */
  override getName(): string {
    return this.name;
  }

  /**
   * The contextual (span) name, derived from the advisor's name.
   * @throws IllegalArgumentException `"context cannot be null"`
   */
  override getContextualName(context: AdvisorObservationContext): string | undefined {
    Assert.notNull(context, 'context cannot be null');
    return contextualNameOf(context.getAdvisorName());
  }

  /**
   * Operation type, provider, kind and advisor name.
   * @throws IllegalArgumentException `"context cannot be null"`
   */
  override getLowCardinalityKeyValues(context: AdvisorObservationContext): KeyValues {
    Assert.notNull(context, 'context cannot be null');
    return KeyValues.of(
      this.aiOperationType(context),
      this.aiProvider(context),
      this.springAiKind(),
      this.advisorName(context),
    );
  }

  /** `gen_ai.operation.name=framework`. */
  protected aiOperationType(_context: AdvisorObservationContext): KeyValue {
    return KeyValue.of(AdvisorLowCardinalityKeyNames.AI_OPERATION_TYPE, AiOperationType.FRAMEWORK.value());
  }

  /** `gen_ai.system=spring_ai`. */
  protected aiProvider(_context: AdvisorObservationContext): KeyValue {
    return KeyValue.of(AdvisorLowCardinalityKeyNames.AI_PROVIDER, AiProvider.SPRING_AI.value());
  }

  /** `spring.ai.kind=advisor`. */
  protected springAiKind(): KeyValue {
    return KeyValue.of(AdvisorLowCardinalityKeyNames.SPRING_AI_KIND, SpringAiKind.ADVISOR.value());
  }

  /** `spring.ai.advisor.name=<advisor name>`. */
  protected advisorName(context: AdvisorObservationContext): KeyValue {
    return KeyValue.of(AdvisorLowCardinalityKeyNames.ADVISOR_NAME, context.getAdvisorName());
  }

  /**
   * The advisor's order.
   * @throws IllegalArgumentException `"context cannot be null"`
   */
  override getHighCardinalityKeyValues(context: AdvisorObservationContext): KeyValues {
    Assert.notNull(context, 'context cannot be null');
    return KeyValues.of(this.advisorOrder(context));
  }

  /** `spring.ai.advisor.order=<order>`. */
  protected advisorOrder(context: AdvisorObservationContext): KeyValue {
    return KeyValue.of(AdvisorHighCardinalityKeyNames.ADVISOR_ORDER, String(context.getOrder()));
  }
}
