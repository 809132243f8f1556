/* spring-ai-ts, Apache-2.0. Internal: the OpenAI API enums' shared part, a Java enum constant with a JSON value. */
import { JavaEnumConstant } from '../../../../java/core/lang/JavaEnumConstant.js';

const byValue = new WeakMap<object, ReadonlyMap<string, JsonEnum>>();

/**
 * A constant of an OpenAI API enum: a Java enum constant that serialises to its JSON value
 * (`toJSON()`) and is found from it (`constantWithValue`).
 */
export abstract class JsonEnum extends JavaEnumConstant {
  protected constructor(
    name: string,
    ordinal: number,
    private readonly jsonValue: string,
  ) {
    super(name, ordinal);
  }

  /** The JSON value. */
  toJSON(): string {
    return this.jsonValue;
  }

  /** @internal The constant of this enum class whose JSON value is `value`, or `undefined`. */
  protected static constantWithValue<E extends JsonEnum>(this: { prototype: E }, value: unknown): E | undefined {
    if (typeof value !== 'string') return undefined;
    let constants = byValue.get(this);
    if (constants === undefined) {
      const values = JavaEnumConstant.values.call(this) as E[];
      constants = new Map(values.map((constant) => [constant.toJSON(), constant] as const).reverse());
      byValue.set(this, constants);
    }
    return constants.get(value) as E | undefined;
  }
}
