/* spring-ai-ts, Apache-2.0. The Java enum behaviour the observation enums share, written once. */
import { enumValueOf } from './JavaEnums.js';

/**
 * A constant of a ported Java enum: `name()`, `ordinal()`, `toString()`, and, on the enum class,
 * `values()` (its constants in declaration order) and `valueOf(name)`. The ported Java enums
 * extend it (each adds its own `valueOf`); not exported from the package entry points.
 */
export abstract class JavaEnumConstant {
  protected constructor(
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

  /** The constant's name, as Java's `Enum.toString()`. */
  toString(): string {
    return this.constantName;
  }

  /** Every constant of the enum class this is called on, in declaration order (a new array). */
  static values<E>(this: { prototype: E }): E[] {
    return constantsOf(this);
  }

  /**
   * @internal The constant of this enum class named `name`, for the subclasses' `valueOf`.
   * @throws IllegalArgumentException `"No enum constant <javaEnumName>.<name>"` when there is none
   */
  protected static constantNamed<E extends JavaEnumConstant>(this: { prototype: E }, javaEnumName: string, name: string): E {
    return enumValueOf(constantsOf(this), javaEnumName, name);
  }
}

/** The static fields of `enumClass` that are its own instances: its constants, in declaration order. */
function constantsOf<E>(enumClass: { prototype: E }): E[] {
  return Object.values(enumClass).filter(
    (value): value is E => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === enumClass.prototype,
  );
}
