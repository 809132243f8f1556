// spring-ai-ts own tests: the read-only copies behind Java's List/Set/Map.copyOf.
import { inspect } from 'node:util';
import { UnsupportedOperationException } from '../../../../src/java/core/UnsupportedOperationException.js';
import { unmodifiableListCopy, unmodifiableMapCopy, unmodifiableSetCopy } from '../../../../src/java/core/lang/unmodifiable.js';

describe('unmodifiable copies (spring-ai-ts)', () => {
  test('a map copy reads like the original, refuses every change and equals an ordinary map', () => {
    const source = new Map([['a', 1], ['b', 2]]);
    const copy = unmodifiableMapCopy(source);
    source.set('c', 3);
    expect(copy).toBeInstanceOf(Map);
    expect(copy.constructor).toBe(Map);
    expect(copy).toEqual(new Map([['a', 1], ['b', 2]]));
    expect(copy).toStrictEqual(new Map([['a', 1], ['b', 2]]));
    expect(copy.get('b')).toBe(2);
    expect(copy.size).toBe(2);
    expect([...copy.keys()]).toEqual(['a', 'b']);
    expect(() => copy.set('x', 9)).toThrow(UnsupportedOperationException);
    expect(() => copy.delete('a')).toThrow(UnsupportedOperationException);
    expect(() => copy.clear()).toThrow(UnsupportedOperationException);
    expect(copy.size).toBe(2);
    expect(inspect(copy)).toBe(inspect(new Map([['a', 1], ['b', 2]])));
    expect(new Map(copy)).toEqual(copy);
  });

  test('a set copy reads like the original, refuses every change and equals an ordinary set', () => {
    const copy = unmodifiableSetCopy(['x', 'y']);
    expect(copy).toBeInstanceOf(Set);
    expect(copy.constructor).toBe(Set);
    expect(copy).toEqual(new Set(['x', 'y']));
    expect(copy.has('x')).toBe(true);
    expect(() => copy.add('z')).toThrow(UnsupportedOperationException);
    expect(() => copy.delete('x')).toThrow(UnsupportedOperationException);
    expect(() => copy.clear()).toThrow(UnsupportedOperationException);
    expect([...copy]).toEqual(['x', 'y']);
    expect(inspect(copy)).toBe(inspect(new Set(['x', 'y'])));
  });

  test('a list copy is a frozen array whose changes throw UnsupportedOperationException', () => {
    const copy = unmodifiableListCopy(new Set([1, 2]));
    expect(copy).toEqual([1, 2]);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(Array.isArray(copy)).toBe(true);
    expect(unmodifiableListCopy(copy)).toBe(copy);
    expect(() => (copy as number[]).push(3)).toThrow(UnsupportedOperationException);
  });

  test('a copy of a copy is the copy itself (as Java copyOf), a copy of anything else is new', () => {
    const list = unmodifiableListCopy([1, 2]);
    const set = unmodifiableSetCopy(['x']);
    const map = unmodifiableMapCopy([['a', 1]]);
    expect(unmodifiableListCopy(list)).toBe(list);
    expect(unmodifiableSetCopy(set)).toBe(set);
    expect(unmodifiableMapCopy(map)).toBe(map);
    const plainList = [1, 2];
    const plainSet = new Set(['x']);
    const plainMap = new Map([['a', 1]]);
    expect(unmodifiableListCopy(plainList)).not.toBe(plainList);
    expect(unmodifiableSetCopy(plainSet)).not.toBe(plainSet);
    expect(unmodifiableMapCopy(plainMap)).not.toBe(plainMap);
    plainSet.add('y');
    plainMap.set('b', 2);
    expect(unmodifiableSetCopy(plainSet)).toEqual(new Set(['x', 'y']));
    expect(unmodifiableMapCopy(plainMap).get('b')).toBe(2);
  });
});
