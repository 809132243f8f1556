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
  ) {
    // Constants are created in declaration order by their class's static initialisers, so this
    // list is Java's `values()` (kept per class, as Java keeps `$VALUES`).
    let constants = constantsByClass.get(new.target);
    if (constants === undefined) constantsByClass.set(new.target, (constants = []));
    constants.push(this);
  }

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
    return [...constantsOf(this)];
  }

  /**
   * @internal The constant of this enum class named `name`, for the subclasses' `valueOf`.
   * @throws IllegalArgumentException `"No enum constant <javaEnumName>.<name>"` when there is none
   */
  protected static constantNamed<E extends JavaEnumConstant>(this: { prototype: E }, javaEnumName: string, name: string): E {
    return enumValueOf(constantsOf(this), javaEnumName, name);
  }
}

/** Each enum class's constants, in the order they were created. */
const constantsByClass = new WeakMap<object, JavaEnumConstant[]>();

/** The constants of `enumClass` (the live list; copy it before handing it out). */
function constantsOf<E>(enumClass: { prototype: E }): readonly E[] {
  return (constantsByClass.get(enumClass) ?? []) as readonly unknown[] as readonly E[];
}
