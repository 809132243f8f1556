/* spring-ai-ts, Apache-2.0. The observation documentation enums' shared implementation, written once. */
import type { KeyName } from '../../java/micrometer/common/docs/KeyName.js';
import type { Observation } from '../../java/micrometer/observation/Observation.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../java/micrometer/observation/ObservationConvention.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import {
  ObservationDocumentation,
  type ObservationConventionClass,
} from '../../java/micrometer/observation/docs/ObservationDocumentation.js';
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * A constant of a Spring AI `*ObservationDocumentation` enum: its default convention, its key
 * names, and the factory of its observations, typed by the observation's context `C` and
 * convention `V`. Not exported from the package entry points.
 */
export abstract class ObservationDocumentationConstant<C extends ObservationContext, V extends ObservationConvention<C>>
  extends JavaEnumConstant
  implements ObservationDocumentation
{
  protected constructor(
    name: string,
    ordinal: number,
    private readonly documented: {
      /** The class the default convention must be an instance of. */
      readonly defaultConvention: ObservationConventionClass;
      /** The nested `LowCardinalityKeyNames` enum. */
      readonly lowCardinalityKeyNames: { values(): KeyName[] };
      /** The nested `HighCardinalityKeyNames` enum. */
      readonly highCardinalityKeyNames: { values(): KeyName[] };
    },
  ) {
    super(name, ordinal);
  }

  /** The class of the default convention. */
  getDefaultConvention(): ObservationConventionClass {
    return this.documented.defaultConvention;
  }

  /** Every constant of the nested `LowCardinalityKeyNames` enum. */
  getLowCardinalityKeyNames(): KeyName[] {
    return this.documented.lowCardinalityKeyNames.values();
  }

  /** Every constant of the nested `HighCardinalityKeyNames` enum. */
  getHighCardinalityKeyNames(): KeyName[] {
    return this.documented.highCardinalityKeyNames.values();
  }

  /**
   * A not yet started observation: the custom convention wins over a global one of the registry,
   * which wins over `defaultConvention` (an instance of the default convention's class). With a
   * no-op registry it is `Observation.NOOP` and `contextSupplier` is not called.
   */
  observation(
    customConvention: V | undefined,
    defaultConvention: V,
    contextSupplier: () => C,
    registry: ObservationRegistry | undefined,
  ): Observation {
    return ObservationDocumentation.observation(this, customConvention, defaultConvention, contextSupplier, registry);
  }
}
