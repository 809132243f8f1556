import { ObservabilityHelper } from '../../src/observation/index.js';

// Java's TreeMap has no counterpart; where a test relies on its key order, the Map is built in
// sorted order (a JS Map keeps insertion order).
describe('ObservabilityHelperTests', () => {
  test('shouldGetEmptyBracketsForEmptyMap', () => {
    expect(ObservabilityHelper.concatenateEntries(new Map())).toBe('[]');
  });

  test('shouldGetEntriesForNonEmptyMap', () => {
    const map = new Map<string, unknown>([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(ObservabilityHelper.concatenateEntries(map)).toBe('["a":"1", "b":"2"]');
  });

  test('shouldGetEmptyBracketsForEmptyList', () => {
    expect(ObservabilityHelper.concatenateStrings([])).toBe('[]');
  });

  test('shouldGetEntriesForNonEmptyList', () => {
    expect(ObservabilityHelper.concatenateStrings(['a', 'b'])).toBe('["a", "b"]');
  });

  test('shouldHandleSingleEntryMap', () => {
    expect(ObservabilityHelper.concatenateEntries(new Map([['key', 'value']]))).toBe('["key":"value"]');
  });

  test('shouldHandleSingleEntryList', () => {
    expect(ObservabilityHelper.concatenateStrings(['single'])).toBe('["single"]');
  });

  test('shouldHandleEmptyStringsInList', () => {
    expect(ObservabilityHelper.concatenateStrings(['', 'non-empty', ''])).toBe('["", "non-empty", ""]');
  });

  test('shouldHandleNullInputsGracefully', () => {
    // Java's NullPointerException is a TypeError here.
    expect(() => ObservabilityHelper.concatenateEntries(undefined as unknown as Map<string, unknown>)).toThrow(TypeError);
    expect(() => ObservabilityHelper.concatenateStrings(undefined as unknown as string[])).toThrow(TypeError);
  });

  test('shouldHandleNullValuesInMap', () => {
    const mapWithNulls = new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', undefined],
      ['key3', 'value3'],
    ]);
    const result = ObservabilityHelper.concatenateEntries(mapWithNulls);
    expect(result).toContain('"key1":"value1"');
    expect(result).toContain('"key3":"value3"');
    expect(
      result.includes('"key2":null') || result.includes('"key2":"undefined"') || result.includes('"key2":"null"') || !result.includes('key2'),
    ).toBe(true);
  });

  test('shouldHandleNullValuesInList', () => {
    const result = ObservabilityHelper.concatenateStrings(['first', undefined, 'third']);
    expect(result).toContain('"first"');
    expect(result).toContain('"third"');
    expect(result.includes('null') || result.includes('undefined') || result.includes('""')).toBe(true);
  });

  test('shouldHandleSpecialCharactersInMapValues', () => {
    const specialCharsMap = {
      quotes: 'value with "quotes"',
      newlines: 'value\nwith\nnewlines',
      tabs: 'value\twith\ttabs',
      backslashes: 'value\\with\\backslashes',
    };
    const result = ObservabilityHelper.concatenateEntries(specialCharsMap);
    expect(result.startsWith('[')).toBe(true);
    expect(result.endsWith(']')).toBe(true);
    expect(result).toContain('quotes');
    expect(result).toContain('newlines');
  });

  test('shouldHandleSpecialCharactersInList', () => {
    const result = ObservabilityHelper.concatenateStrings([
      'string with "quotes"',
      'string\nwith\nnewlines',
      'string\twith\ttabs',
      'string\\with\\backslashes',
    ]);
    expect(result.startsWith('[')).toBe(true);
    expect(result.endsWith(']')).toBe(true);
    expect(result).toContain('quotes');
    expect(result).toContain('newlines');
  });

  test('shouldHandleWhitespaceOnlyStrings', () => {
    const result = ObservabilityHelper.concatenateStrings(['   ', '\t', '\n', ' \t\n ']);
    expect(result.startsWith('[')).toBe(true);
    expect(result.endsWith(']')).toBe(true);
    expect(result).toContain('"   "');
  });

  test('shouldHandleNumericAndBooleanValues', () => {
    const result = ObservabilityHelper.concatenateEntries({ integer: 1, double: 1.1, boolean: true, string: 'text' });
    expect(result).toContain('1');
    expect(result).toContain('1.1');
    expect(result).toContain('true');
    expect(result).toContain('text');
  });

  test('shouldMaintainOrderForOrderedMaps', () => {
    const orderedMap = new Map<string, unknown>(
      [
        ['z', 'last'],
        ['a', 'first'],
        ['m', 'middle'],
      ].sort(([left], [right]) => (left! < right! ? -1 : 1)) as [string, unknown][],
    );
    const result = ObservabilityHelper.concatenateEntries(orderedMap);
    const posA = result.indexOf('"a"');
    const posM = result.indexOf('"m"');
    const posZ = result.indexOf('"z"');
    expect(posA).toBeLessThan(posM);
    expect(posM).toBeLessThan(posZ);
  });

  test('shouldHandleComplexObjectsAsValues', () => {
    const result = ObservabilityHelper.concatenateEntries({ list: ['a', 'b'], array: ['x', 'y'], object: {} });
    expect(result).toContain('list');
    expect(result).toContain('array');
    expect(result).toContain('object');
  });

  test('shouldProduceConsistentOutput', () => {
    const map = new Map([['key', 'value']]);
    const list = ['item'];
    expect(ObservabilityHelper.concatenateEntries(map)).toBe(ObservabilityHelper.concatenateEntries(map));
    expect(ObservabilityHelper.concatenateStrings(list)).toBe(ObservabilityHelper.concatenateStrings(list));
  });

  test('shouldHandleMapWithEmptyStringKeys', () => {
    const result = ObservabilityHelper.concatenateEntries(
      new Map([
        ['', 'empty key value'],
        ['normal', 'normal value'],
      ]),
    );
    expect(result).toContain('"":"empty key value"');
    expect(result).toContain('"normal":"normal value"');
  });

  test('shouldFormatBracketsCorrectly', () => {
    expect(ObservabilityHelper.concatenateEntries(new Map())).toBe('[]');
    expect(ObservabilityHelper.concatenateStrings([])).toBe('[]');
    const singleMapResult = ObservabilityHelper.concatenateEntries(new Map([['a', 'b']]));
    expect(singleMapResult.startsWith('[')).toBe(true);
    expect(singleMapResult.endsWith(']')).toBe(true);
    const singleListResult = ObservabilityHelper.concatenateStrings(['item']);
    expect(singleListResult.startsWith('[')).toBe(true);
    expect(singleListResult.endsWith(']')).toBe(true);
  });
});
