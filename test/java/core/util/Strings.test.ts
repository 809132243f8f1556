// String.format (java.util.Formatter) as Strings.format ports it. Each row was printed by
// String.format on OpenJDK 17 (test/java/core/util/java/FormatterProbe.java); a row starting with `!` is the
// exception Java throws (simple class name: message).
import { List, Map, Strings } from '../../../../src/index.js';

class Person {
  constructor(private readonly _name: string, private readonly _age: number, private readonly _tags: string[]) {}
  name(): string {
    return this._name;
  }
  age(): number {
    return this._age;
  }
  tags(): string[] {
    return this._tags;
  }
}

function formatted(format: string, args: unknown[]): string {
  try {
    return Strings.format(format, ...args);
  } catch (error) {
    const failure = error as Error;
    return `!${failure.name}: ${failure.message}`;
  }
}

describe('Strings.format', () => {
  const rows: [string, unknown[], string][] = [
    ['%s has %d items: %s', ['cart', 3, List.of('a', 'b')], 'cart has 3 items: [a, b]'],
    ['%.2f', [1.005], '1.01'],
    ['%.2f', [0.125], '0.13'],
    ['%.1f', [0.15], '0.2'],
    ['%.2f', [2.675], '2.68'],
    ['%f', [3.14159265], '3.141593'],
    ['%.0f', [2.5], '3'],
    ['%.0f', [0.5], '1'],
    ['%.3f', [-0.0], '-0.000'],
    ['%.2f', [1234567.891], '1234567.89'],
    ['%,d', [1234567], '1,234,567'],
    ['%,d', [-1234567], '-1,234,567'],
    ['%,.2f', [1234567.891], '1,234,567.89'],
    ['%5d|', [42], '   42|'],
    ['%-5d|', [42], '42   |'],
    ['%05d', [-42], '-0042'],
    ['%+d', [42], '+42'],
    ['%(d', [-42], '(42)'],
    ['% d', [42], ' 42'],
    ['%-10s|', ['ab'], 'ab        |'],
    ['%10s|', ['ab'], '        ab|'],
    ['%.3s', ['abcdef'], 'abc'],
    ['%S', ['abc'], 'ABC'],
    ['%b', [null], 'false'],
    ['%b', ['x'], 'true'],
    ['%b', [false], 'false'],
    ['%B', [true], 'TRUE'],
    ['%x', [255], 'ff'],
    ['%X', [255], 'FF'],
    ['%x', [-1], 'ffffffff'],
    ['%x', [-(2 ** 40)], 'ffffff0000000000'],
    ['%#x', [255], '0xff'],
    ['%o', [8], '10'],
    ['%08x', [255], '000000ff'],
    ['%e', [12345.678], '1.234568e+04'],
    ['%.2e', [0.000123456], '1.23e-04'],
    ['%E', [1e100], '1.000000E+100'],
    ['%g', [12345.678], '12345.7'],
    ['%g', [0.0001234], '0.000123400'],
    ['%.3g', [1234567], '1.23e+06'],
    ['%g', [0], '0.00000'],
    ['%c', ['x'], 'x'],
    ['%c', [65], 'A'],
    ['%n', [], '\n'],
    ['%%', [], '%'],
    ['100%% sure', [], '100% sure'],
    ['%2$s %1$s', ['a', 'b'], 'b a'],
    ['%s %<s', ['a'], 'a a'],
    ['%s', [], "!MissingFormatArgumentException: Format specifier '%s'"],
    ['%q', [1], "!UnknownFormatConversionException: Conversion = 'q'"],
    ['%d', ['x'], '!IllegalFormatConversionException: d != java.lang.String'],
    ['%d', [1.5], '!IllegalFormatConversionException: d != java.lang.Double'],
    ['abc %', [], "!UnknownFormatConversionException: Conversion = '%'"],
    ['%f', [NaN], 'NaN'],
    ['%f', [Infinity], 'Infinity'],
    ['%f', [-Infinity], '-Infinity'],
    ['%s', [null], 'null'],
    ['%d', [null], 'null'],
    ['%s', [Map.of('k', 1)], '{k=1}'],
    ['%s', [new Person('Ada', 36, List.of('x', 'y'))], 'Person[name=Ada, age=36, tags=[x, y]]'],
    ['%s', [0.5], '0.5'],
    ['%s', [1.0E-5], '1.0E-5'],
    ['%s', [12345678.5], '1.23456785E7'],
    ['%s', [1.0E21], '1.0E21'],
    ['%s', [-0.0], '-0.0'],
    ['%s', [100.25], '100.25'],
  ];

  it.each(rows)('String.format(%j, …) prints as Java does', (format, args, expected) => {
    expect(formatted(format, args)).toBe(expected);
  });

  it('formats bigints as Java formats BigInteger (signed in hexadecimal)', () => {
    expect(Strings.format('%d %x %,d', 2n ** 70n, -255n, 1234567n)).toBe('1180591620717411303424 -ff 1,234,567');
  });

  it('rejects what Java rejects with Java exception classes, all IllegalArgumentExceptions', async () => {
    const { IllegalArgumentException, IllegalFormatException, MissingFormatArgumentException } = await import('../../../../src/index.js');
    expect(() => Strings.format('%s %s', 'a')).toThrow(MissingFormatArgumentException);
    expect(() => Strings.format('%s %s', 'a')).toThrow(IllegalFormatException);
    expect(() => Strings.format('%s %s', 'a')).toThrow(IllegalArgumentException);
    expect(() => Strings.format('%tY', new Date())).toThrow("Conversion = 't'");
  });

  it('valueOf and join print elements as String.valueOf does', () => {
    expect(Strings.valueOf(null)).toBe('null');
    expect(Strings.valueOf(List.of(1, 2))).toBe('[1, 2]');
    expect(Strings.join(', ', List.of('a', 'b'))).toBe('a, b');
    expect(Strings.join('-', 'a', 'b', 'c')).toBe('a-b-c');
    expect(Strings.join('/', [['x'], null])).toBe('[x]/null');
  });
});
