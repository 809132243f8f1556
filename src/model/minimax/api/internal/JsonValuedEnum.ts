/* spring-ai-ts, Apache-2.0. Internal: the MiniMax API enums' shared part, a Java enum constant with a JSON value. */
import { JavaEnumConstant } from '../../../../java/core/lang/JavaEnumConstant.js';

/** Each enum class's constants by JSON value, built on the first lookup (after the class is initialised). */
const byValue = new WeakMap<object, ReadonlyMap<string, JsonValuedEnum>>();

/**
 * A constant of a MiniMax API enum: a Java enum constant that serialises to its JSON value
 * (`getValue()`, `toJSON()`) and is found from it (`constantWithValue`).
 */
export abstract class JsonValuedEnum extends JavaEnumConstant {
  protected constructor(
    name: string,
    ordinal: number,
    private readonly value: string,
  ) {
    super(name, ordinal);
  }

  /** The JSON value. */
  getValue(): string {
    return this.value;
  }

  /** The JSON value. */
  toJSON(): string {
    return this.value;
  }

  /**
   * @internal The constant of this enum class whose JSON value is `value`, or `undefined`. Called
   * for every decoded chunk, so it is a map lookup rather than a scan of `values()`.
   */
  protected static constantWithValue<E extends JsonValuedEnum>(this: { prototype: E }, value: unknown): E | undefined {
    if (typeof value !== 'string') return undefined;
    let constants = byValue.get(this);
    if (constants === undefined) {
      const values = JavaEnumConstant.values.call(this) as E[];
      constants = new Map(values.map((constant) => [constant.getValue(), constant] as const).reverse());
      byValue.set(this, constants);
    }
    return constants.get(value) as E | undefined;
  }
}
