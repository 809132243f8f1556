/* Ported from Spring AI DefaultToolCallResultConverterTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { DefaultToolCallResultConverter } from '../../../src/tool/execution/DefaultToolCallResultConverter.js';

const withoutWhitespace = (text: string): string => text.replace(/\s/g, '');

class TestObject {
  constructor(
    private readonly name: string,
    private readonly value: number,
  ) {}

  getName(): string {
    return this.name;
  }

  getValue(): number {
    return this.value;
  }
}

class TestRecord {
  constructor(
    private readonly name: string,
    private readonly value: number,
  ) {}
}

describe('DefaultToolCallResultConverterTests', () => {
  const converter = new DefaultToolCallResultConverter();

  test('convertWithNullReturnTypeShouldReturn', () => {
    expect(converter.convert(undefined, undefined)).toBe('null');
  });

  test('convertVoidReturnTypeShouldReturnDoneJson', () => {
    expect(converter.convert(undefined, 'void')).toBe('"Done"');
  });

  test('convertStringReturnTypeShouldReturnJson', () => {
    expect(converter.convert('test', String)).toBe('"test"');
  });

  test('convertNullReturnValueShouldReturnNullJson', () => {
    expect(converter.convert(null, String)).toBe('null');
  });

  test('convertObjectReturnTypeShouldReturnJson', () => {
    const result = converter.convert(new TestObject('test', 42), TestObject);
    expect(withoutWhitespace(result)).toContain('"name":"test"');
    expect(withoutWhitespace(result)).toContain('"value":42');
  });

  test('convertCollectionReturnTypeShouldReturnJson', () => {
    expect(converter.convert(['one', 'two', 'three'], Array)).toBe('["one","two","three"]');
  });

  test('convertMapReturnTypeShouldReturnJson', () => {
    const result = converter.convert(
      new Map([
        ['one', 1],
        ['two', 2],
      ]),
      Map,
    );
    expect(withoutWhitespace(result)).toContain('"one":1');
    expect(withoutWhitespace(result)).toContain('"two":2');
  });

  // convertImageShouldReturnBase64Image: java.awt.image.RenderedImage has no JavaScript counterpart.

  test('convertEmptyCollectionsShouldReturnEmptyJson', () => {
    expect(converter.convert([], Array)).toBe('[]');
    expect(converter.convert(new Map(), Map)).toBe('{}');
    expect(converter.convert(new Array<string>(0), Array)).toBe('[]');
  });

  test('convertRecordReturnTypeShouldReturnJson', () => {
    const result = converter.convert(new TestRecord('recordName', 1), TestRecord);
    expect(withoutWhitespace(result)).toContain('"recordName"');
    expect(withoutWhitespace(result)).toContain('1');
  });

  test('convertSpecialCharactersInStringsShouldEscapeJson', () => {
    const result = converter.convert('Test with "quotes", newlines\n, tabs\t, and backslashes\\', String);
    expect(result).toContain('\\"quotes\\"');
    expect(result).toContain('\\n');
    expect(result).toContain('\\t');
    expect(result).toContain('\\\\');
  });
});

describe('DefaultToolCallResultConverter (spring-ai-ts)', () => {
  const converter = new DefaultToolCallResultConverter();

  test('a string that already is JSON passes through unchanged', () => {
    expect(converter.convert('42', String)).toBe('42');
    expect(converter.convert('{"a":1}', String)).toBe('{"a":1}');
  });

  test('a Set is written as an array and undefined as null', () => {
    expect(converter.convert(new Set(['a', 'b']), Set)).toBe('["a","b"]');
    expect(converter.convert(undefined, Object)).toBe('null');
  });

  test('a circular structure is an IllegalStateException with Spring\'s message', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular['self'] = circular;
    expect(() => converter.convert(circular, Object)).toThrow(IllegalStateException);
    expect(() => converter.convert(circular, Object)).toThrow('Conversion from Object to JSON failed');
  });
});

describe('DefaultToolCallResultConverter (spring-ai-ts, Jackson leniency)', () => {
  const converter = new DefaultToolCallResultConverter();

  test('a string that starts with a JSON value is passed through, as Jackson reads only the first value', () => {
    expect(converter.convert('3 strings processed: [one, two, three]', String)).toBe(
      '3 strings processed: [one, two, three]',
    );
    expect(converter.convert('true story', String)).toBe('true story');
    expect(converter.convert('3abc', String)).toBe('"3abc"');
    expect(converter.convert('[one, two]', String)).toBe('"[one, two]"');
  });

  test('a number at the root must be followed by white space, as Jackson requires', () => {
    expect(converter.convert('21:00', String)).toBe('"21:00"');
    expect(converter.convert('4,5', String)).toBe('"4,5"');
    expect(converter.convert('-1.5]', String)).toBe('"-1.5]"');
    expect(converter.convert('42', String)).toBe('42');
    expect(converter.convert('42\n', String)).toBe('42\n');
    expect(converter.convert('{"a":1}:', String)).toBe('{"a":1}:');
  });

  test('a translated Java record is written by its components, as Jackson writes a record', () => {
    class Address {
      constructor(private readonly _street: string, private readonly _city: string) {}
      street(): string { return this._street; }
      city(): string { return this._city; }
    }
    class Shipment {
      constructor(private readonly _trackingNumber: string, private readonly _to: Address, private readonly _weights: number[]) {}
      trackingNumber(): string { return this._trackingNumber; }
      to(): Address { return this._to; }
      weights(): number[] { return this._weights; }
    }
    const shipment = new Shipment('TRK-1', new Address('1 Main St', 'Leeds'), [1.5, 2]);
    expect(converter.convert(shipment, Shipment)).toBe('{"trackingNumber":"TRK-1","to":{"street":"1 Main St","city":"Leeds"},"weights":[1.5,2]}');
    expect(converter.convert([new Address('a', 'b')], Array)).toBe('[{"street":"a","city":"b"}]');
  });
});
