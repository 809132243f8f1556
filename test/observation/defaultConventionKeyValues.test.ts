// The key-value steps the default observation conventions share.
import { KeyValues } from '../../src/java/micrometer/common/KeyValues.js';
import { andIfPresent, operationAndModel, textOrNone } from '../../src/observation/defaults/keyValues.js';

const keyName = { asString: () => 'gen_ai.request.top_k' };

describe('the default conventions key-value steps', () => {
  test('andIfPresent adds a known value under a key or a key name, formatted', () => {
    expect(andIfPresent(KeyValues.empty(), 'a', 3)).toEqual(KeyValues.of('a', '3'));
    expect(andIfPresent(KeyValues.empty(), keyName, 0)).toEqual(KeyValues.of('gen_ai.request.top_k', '0'));
    expect(andIfPresent(KeyValues.of('a', '1'), 'b', 2, (value) => `${value}.0`)).toEqual(KeyValues.of('a', '1', 'b', '2.0'));
  });

  test('andIfPresent keeps the key values as they are for null or undefined, but not for other falsy values', () => {
    const keyValues = KeyValues.of('a', '1');
    expect(andIfPresent(keyValues, 'b', undefined)).toBe(keyValues);
    expect(andIfPresent(keyValues, 'b', null)).toBe(keyValues);
    expect(andIfPresent(keyValues, 'b', '')).toEqual(KeyValues.of('a', '1', 'b', ''));
  });

  test('textOrNone reports a blank model as none', () => {
    expect(textOrNone('gpt')).toBe('gpt');
    expect(textOrNone('  ')).toBe('none');
    expect(textOrNone(undefined)).toBe('none');
    expect(textOrNone(null)).toBe('none');
  });

  test('operationAndModel names the model when there is one', () => {
    expect(operationAndModel('chat', 'abab6.5')).toBe('chat abab6.5');
    expect(operationAndModel('embedding', '')).toBe('embedding');
    expect(operationAndModel('embedding', undefined)).toBe('embedding');
  });
});
