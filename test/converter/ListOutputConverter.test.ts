/* Ported from Spring AI ListOutputConverterTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ListOutputConverter } from '../../src/converter/ListOutputConverter.js';

describe('ListOutputConverterTest', () => {
  // Java passes a DefaultConversionService, which has no counterpart: the converter splits itself.
  let listOutputConverter: ListOutputConverter;

  beforeEach(() => {
    listOutputConverter = new ListOutputConverter();
  });

  test('csv', () => {
    expect(listOutputConverter.convert('foo, bar, baz')).toEqual(['foo', 'bar', 'baz']);
  });

  test('csvWithoutSpaces', () => {
    expect(listOutputConverter.convert('A,B,C')).toEqual(['A', 'B', 'C']);
  });

  test('csvWithExtraSpaces', () => {
    expect(listOutputConverter.convert('A  ,   B   ,  C  ')).toEqual(['A', 'B', 'C']);
  });

  test('csvWithSingleItem', () => {
    expect(listOutputConverter.convert('single-item')).toEqual(['single-item']);
  });

  test('csvWithEmptyString', () => {
    expect(listOutputConverter.convert('')).toEqual([]);
  });

  test('csvWithEmptyValues', () => {
    expect(listOutputConverter.convert('A, , C')).toEqual(['A', '', 'C']);
  });

  test('csvWithOnlyCommas', () => {
    expect(listOutputConverter.convert(',,')).toEqual(['', '', '']);
  });

  test('csvWithTrailingComma', () => {
    expect(listOutputConverter.convert('A, B,')).toEqual(['A', 'B', '']);
  });

  test('csvWithLeadingComma', () => {
    expect(listOutputConverter.convert(', A, B')).toEqual(['', 'A', 'B']);
  });

  test('csvWithSpecialCharacters', () => {
    expect(listOutputConverter.convert('value@example.com, item#123, $data%')).toEqual([
      'value@example.com',
      'item#123',
      '$data%',
    ]);
  });

  test.each(['a,b,c', '1,2,3', 'X,Y,Z', 'alpha,beta,gamma'])('csvWithVariousInputs %s', (csvString) => {
    const result = listOutputConverter.convert(csvString);
    expect(result).toHaveLength(3);
    expect(result).not.toContain(null);
  });

  test('csvWithTabsAndSpecialWhitespace', () => {
    const list = listOutputConverter.convert('A\t, \tB\r, \nC ');
    expect(list).toEqual(['A', 'B', 'C']);
  });

  test('csvWithOnlySpacesAndCommas', () => {
    expect(listOutputConverter.convert(' , , ')).toEqual(['', '', '']);
  });

  test('csvWithBooleanLikeValues', () => {
    expect(listOutputConverter.convert('true, false, TRUE, FALSE, yes, no')).toEqual([
      'true',
      'false',
      'TRUE',
      'FALSE',
      'yes',
      'no',
    ]);
  });

  test('csvWithDifferentDataTypes', () => {
    expect(listOutputConverter.convert('string, 123, 45.67, true, null')).toEqual([
      'string',
      '123',
      '45.67',
      'true',
      'null',
    ]);
  });

  test('csvWithAlternativeDelimiters', () => {
    expect(listOutputConverter.convert('A; B; C')).toEqual(['A; B; C']);
  });

  test('csvWithQuotedValues', () => {
    const list = listOutputConverter.convert('"quoted value", normal, "another quoted"');
    expect(list).toHaveLength(3);
    expect(list).not.toContain(null);
  });

  test('csvWithEscapedQuotes', () => {
    const list = listOutputConverter.convert('"value with ""quotes""", normal, "escaped"');
    expect(list.length).toBeGreaterThan(0);
    expect(list).not.toContain(null);
  });

  test('csvWithOnlyWhitespace', () => {
    const list = listOutputConverter.convert('   \t\n   ');
    expect(list).toHaveLength(1);
    expect(list[0]?.trim()).toBe('');
  });

  test('csvWithCommasInQuotedValues', () => {
    const list = listOutputConverter.convert('"value, with, commas", normal, "another, comma"');
    expect(list.length).toBeGreaterThan(0);
    expect(list).not.toContain(null);
  });

  test('csvWithNewlinesInQuotedValues', () => {
    const list = listOutputConverter.convert('"line1\nline2", normal, "another\nline"');
    expect(list.length).toBeGreaterThan(0);
    expect(list).not.toContain(null);
  });

  test('csvWithMixedQuotingStyles', () => {
    const list = listOutputConverter.convert("'single quoted', \"double quoted\", `backtick quoted`, unquoted");
    expect(list).toHaveLength(4);
    expect(list).not.toContain(null);
  });

  test('csvWithOnlyCommasAndSpaces', () => {
    const list = listOutputConverter.convert(' , , , ');
    expect(list).toHaveLength(4);
    expect(list.every((value) => value === '')).toBe(true);
  });

  test('csvWithMalformedQuoting', () => {
    expect(listOutputConverter.convert('"unclosed quote, normal, "properly closed"').length).toBeGreaterThan(0);
  });
});

describe('ListOutputConverter (spring-ai-ts)', () => {
  test('getFormat is Spring\'s text', () => {
    expect(new ListOutputConverter().getFormat()).toBe(
      'Respond with only a list of comma-separated values, without any leading or trailing text.\nExample format: foo, bar, baz\n',
    );
  });
});
