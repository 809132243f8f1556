// spring-ai-ts own tests: the read-only copies behind Java's List/Set/Map.copyOf.
import { inspect } from 'node:util';
import { UnsupportedOperationException } from '../../../src/core/UnsupportedOperationException.js';
import { unmodifiableListCopy, unmodifiableMapCopy, unmodifiableSetCopy } from '../../../src/core/lang/unmodifiable.js';

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

  test('a list copy is a frozen array', () => {
    const copy = unmodifiableListCopy(new Set([1, 2]));
    expect(copy).toEqual([1, 2]);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(() => (copy as number[]).push(3)).toThrow(TypeError);
  });
});
