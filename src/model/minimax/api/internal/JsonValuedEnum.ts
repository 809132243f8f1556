/* spring-ai-ts, Apache-2.0. Internal: the MiniMax API enums' shared part, a Java enum constant with a JSON value. */
import { JavaEnumConstant } from '../../../../core/lang/JavaEnumConstant.js';

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
   * @internal The constant of this enum class whose JSON value is `value`, or `undefined`.
   */
  protected static constantWithValue<E extends JsonValuedEnum>(this: { prototype: E }, value: unknown): E | undefined {
    if (typeof value !== 'string') return undefined;
    return (JavaEnumConstant.values.call(this) as E[]).find((candidate) => candidate.getValue() === value);
  }
}
