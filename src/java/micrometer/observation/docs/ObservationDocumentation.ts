/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.docs.ObservationDocumentation. */
import { IllegalArgumentException } from '../../../core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../core/IllegalStateException.js';
import type { KeyName } from '../../common/docs/KeyName.js';
import { Observation } from '../Observation.js';
import type { ObservationContext } from '../ObservationContext.js';
import type { ObservationConvention } from '../ObservationConvention.js';
import type { ObservationRegistry } from '../ObservationRegistry.js';

/**
 * A class whose instances are observation conventions (Java's `Class<? extends ObservationConvention>`).
 *
 * @category Observation
 */
export type ObservationConventionClass = abstract new (...args: never[]) => ObservationConvention<never>;

/**
 * Documents an observation: its default convention class and the key names it produces.
 * Spring AI's `*ObservationDocumentation` enums implement it, and their constants create the
 * observations (`ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(...)`).
 *
 * @remarks
 * Java's default methods are optional members here; {@link ObservationDocumentation.observation}
 * is the shared implementation of the convention-based factory, which the documentation enums
 * delegate to.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/docs/ObservationDocumentation.html
 * @category Observation
 */
export interface ObservationDocumentation {
  /** A fixed technical name, overriding the convention's, if any. */
  getName?(): string | undefined;
  /** A fixed contextual name, if any. */
  getContextualName?(): string | undefined;
  /** The class the default convention passed to `observation(...)` must be an instance of. */
  getDefaultConvention?(): ObservationConventionClass | undefined;
  /** The documented low cardinality key names. */
  getLowCardinalityKeyNames?(): KeyName[];
  /** The documented high cardinality key names. */
  getHighCardinalityKeyNames?(): KeyName[];
  /** The common prefix of the key names, if any. */
  getPrefix?(): string;
}

/**
 * Companion of {@link ObservationDocumentation}: the convention-based factory.
 *
 * @category Observation
 */
export const ObservationDocumentation = {
  /**
   * Creates a not-started observation for `documentation` with the custom convention if given,
   * else a matching global convention of the registry, else `defaultConvention`, which must be an
   * instance of `documentation.getDefaultConvention()`. Throws `IllegalStateException` when the
   * documentation declares no default convention and `IllegalArgumentException` when
   * `defaultConvention` is missing or of another class.
   */
  observation<C extends ObservationContext>(
    documentation: ObservationDocumentation,
    customConvention: ObservationConvention<C> | undefined,
    defaultConvention: ObservationConvention<C>,
    contextSupplier: () => C,
    registry: ObservationRegistry | undefined,
  ): Observation {
    const expected = documentation.getDefaultConvention?.();
    if (expected === undefined) {
      throw new IllegalStateException(
        `You've decided to use convention based naming yet this observation [${String(documentation)}] ` +
          'has not defined any default convention',
      );
    }
    if (defaultConvention === undefined || defaultConvention === null) {
      throw new IllegalArgumentException('You have not provided a default convention in the Observation factory method');
    }
    if (!(defaultConvention instanceof expected)) {
      throw new IllegalArgumentException(
        `Observation [${String(documentation)}] defined default convention to be of type [${expected.name}] ` +
          `but you have provided an incompatible one of type [${(defaultConvention as object).constructor.name}]`,
      );
    }
    const observation = Observation.createNotStarted(customConvention, defaultConvention, contextSupplier, registry);
    const name = documentation.getName?.();
    if (name !== undefined) observation.getContext().setName(name);
    const contextualName = documentation.getContextualName?.();
    if (contextualName !== undefined) observation.contextualName(contextualName);
    return observation;
  },
} as const;
