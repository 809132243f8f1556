/* spring-ai-ts, Apache-2.0. No single Java counterpart: String.format and String.formatted (java.util.Formatter). */
import { javaFormat } from './internal/formatter.js';

/**
 * Java's `String.format(format, args…)` and `format.formatted(args…)`, which JavaScript strings lack:
 * `String.format("%s has %d items", name, n)` → `Strings.format('%s has %d items', name, n)`.
 *
 * Conversions as `java.util.Formatter` applies them: `%s`/`%S` print the argument as `String.valueOf`
 * does (through {@link Objects.toString}: `[a, b]`, `{k=v}`, `null`, records as `Name[a=…]`), `%d`
 * an integer (`%,d` grouped, `%05d` zero-padded, `%+d`, `%(d`), `%f` `%e` `%g` a number rounded
 * HALF_UP on its shortest decimal digits (`%.2f` of `1.005` is `1.01`), `%x`/`%X`/`%o` an integer in
 * hexadecimal or octal (negative `int` and `long` values as their two's complement), `%b` `true` for
 * any non-null argument other than `false`, `%c` a character, `%h` the hash code in hexadecimal,
 * `%n` a line separator (`"\n"`), `%%` a percent sign; widths (`%5d`, `%-10s`), precisions (`%.3s`),
 * explicit (`%2$s`) and relative (`%<s`) argument indices.
 *
 * @remarks
 * TypeScript has one `number` type, so an integer value passed to `%f` formats (Java rejects an
 * `Integer` there) and an integer-valued double passed to `%d` formats (Java rejects a `Double`);
 * `%d` of a fractional number throws as Java does. Date/time conversions (`%t`, `%T`) and `%a` are
 * not supported: they throw {@link UnknownFormatConversionException}. The formatting is Java's
 * `Locale.ROOT` one (`.` decimal point, `,` grouping), which is what `String.format` gives on an
 * English-language JVM.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/String.html#format(java.lang.String,java.lang.Object...)
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Formatter.html
 * @category Collections
 */
export class Strings {
  private constructor() {}

  /**
   * `String.format(format, args…)` (and `format.formatted(args…)`).
   *
   * @throws MissingFormatArgumentException `Format specifier '%s'` when a specifier has no argument
   * @throws UnknownFormatConversionException `Conversion = 'q'` for an unknown conversion
   * @throws IllegalFormatConversionException `d != java.lang.String` for an argument of the wrong kind
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/String.html#format(java.lang.String,java.lang.Object...)
   */
  static format(format: string, ...args: unknown[]): string {
    return javaFormat(format, args);
  }

  /**
   * `String.valueOf(obj)`: the same text as {@link Objects.toString}.
   *
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/String.html#valueOf(java.lang.Object)
   */
  static valueOf(obj: unknown): string {
    return javaFormat('%s', [obj]);
  }

  /**
   * `String.join(delimiter, elements)` (or its varargs form): the elements as `String.valueOf` prints them.
   *
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/String.html#join(java.lang.CharSequence,java.lang.Iterable)
   */
  static join(delimiter: string, ...elements: (unknown[] | Iterable<unknown> | unknown)[]): string {
    const items =
      elements.length === 1 && typeof elements[0] === 'object' && elements[0] !== null && Symbol.iterator in elements[0]
        ? [...(elements[0] as Iterable<unknown>)]
        : elements;
    return items.map((item) => javaFormat('%s', [item])).join(delimiter);
  }
}
