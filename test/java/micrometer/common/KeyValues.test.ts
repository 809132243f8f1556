import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import type { KeyName } from '../../../../src/java/micrometer/common/docs/KeyName.js';
import { KeyValue } from '../../../../src/java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../../../src/java/micrometer/common/KeyValues.js';

describe('KeyValue and KeyValues (Micrometer port)', () => {
  test('KeyValue.of builds from a string key or a KeyName', () => {
    const keyName: KeyName = { asString: () => 'gen_ai.system' };
    expect(KeyValue.of('a', '1').getKey()).toBe('a');
    expect(KeyValue.of('a', '1').getValue()).toBe('1');
    expect(KeyValue.of(keyName, 'openai').getKey()).toBe('gen_ai.system');
    expect(KeyValue.NONE_VALUE).toBe('none');
  });

  test('key values with equal key and value are equal, structurally and by equals', () => {
    expect(KeyValue.of('a', '1')).toEqual(KeyValue.of('a', '1'));
    expect(KeyValue.of('a', '1')).not.toEqual(KeyValue.of('a', '2'));
    expect((KeyValue.of('a', '1') as KeyValue & { equals(o: unknown): boolean }).equals(KeyValue.of('a', '1'))).toBe(true);
  });

  test('KeyValues are sorted by key and hold one value per key, the added one winning', () => {
    const keyValues = KeyValues.of(KeyValue.of('b', '2'), KeyValue.of('a', '1')).and('b', '3').and(KeyValue.of('c', '4'));
    expect(keyValues.stream().map((keyValue) => `${keyValue.getKey()}=${keyValue.getValue()}`)).toEqual([
      'a=1',
      'b=3',
      'c=4',
    ]);
    expect([...keyValues]).toHaveLength(3);
  });

  test('KeyValues.of accepts key/value string pairs and iterables', () => {
    expect(KeyValues.of('x', '1', 'y', '2').stream()).toEqual([KeyValue.of('x', '1'), KeyValue.of('y', '2')]);
    expect(KeyValues.of([KeyValue.of('z', '9')]).stream()).toEqual([KeyValue.of('z', '9')]);
    expect(KeyValues.of(undefined).stream()).toEqual([]);
    expect(() => KeyValues.of('x', '1', 'y')).toThrow(
      new IllegalArgumentException('size must be even, it is a set of key=value pairs'),
    );
  });

  test('KeyValues are immutable: and() returns a new instance', () => {
    const empty = KeyValues.empty();
    const one = empty.and('a', '1');
    expect(empty.stream()).toEqual([]);
    expect(one.stream()).toHaveLength(1);
    expect(one.equals(KeyValues.of('a', '1'))).toBe(true);
    expect(one.equals(KeyValues.of('a', '2'))).toBe(false);
    expect(one.toString()).toBe('[keyValue(a=1)]');
  });

  // Our own: the sorting and merging paths (small sets sorted by insertion, large ones by Array.sort, two sets merged).
  const pairs = (keyValues: KeyValues) => keyValues.stream().map((keyValue) => `${keyValue.getKey()}=${keyValue.getValue()}`);

  test('duplicate keys within one call keep the last value, in small and large sets', () => {
    expect(pairs(KeyValues.of('b', '1', 'a', '2', 'b', '3', 'a', '4'))).toEqual(['a=4', 'b=3']);
    const many: string[] = [];
    for (let index = 40; index > 0; index--) many.push(`k${String(index % 20).padStart(2, '0')}`, String(index));
    const large = pairs(KeyValues.of(...many));
    expect(large).toHaveLength(20);
    expect(large[0]).toBe('k00=20');
    expect(large[19]).toBe('k19=19');
    expect([...large].sort()).toEqual(large);
  });

  test('and() with another set merges the two sorted lists, the added set winning on equal keys', () => {
    const base = KeyValues.of('a', '1', 'c', '3', 'e', '5');
    const added = KeyValues.of('b', '2', 'c', '30', 'f', '6');
    expect(pairs(base.and(added))).toEqual(['a=1', 'b=2', 'c=30', 'e=5', 'f=6']);
    expect(pairs(base)).toEqual(['a=1', 'c=3', 'e=5']);
    expect(KeyValues.empty().and(added)).toBe(added);
    expect(base.and(KeyValues.empty())).toBe(base);
    expect(KeyValues.of(added)).toBe(added);
  });
});
