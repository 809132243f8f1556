import { NoSuchElementException } from '../../../src/java/core/index.js';
import { Context } from '../../../src/java/reactor/index.js';

describe('Context', () => {
  test('put of an entry already there returns the same context; any other put a new one', () => {
    const one = Context.of('a', 1);
    expect(one.put('a', 1)).toBe(one);
    expect(one.put('a', 2)).not.toBe(one);
    expect(one.put('b', undefined)).not.toBe(one);
    expect(one.put('b', undefined).hasKey('b')).toBe(true);
  });

  test('is immutable: every write returns a new context', () => {
    const empty = Context.empty();
    const one = empty.put('a', 1);
    const two = one.put('b', 2);
    expect(empty.isEmpty()).toBe(true);
    expect(one.size()).toBe(1);
    expect(two.size()).toBe(2);
    expect(two.delete('a').hasKey('a')).toBe(false);
    expect(two.hasKey('a')).toBe(true);
    expect(one.delete('missing')).toBe(one);
  });

  test('of builds from key/value pairs; putAll merges a context, a Map or an object', () => {
    const ctx = Context.of('a', 1, 'b', 2);
    expect(ctx.stream()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(() => Context.of('a')).toThrow(TypeError);
    expect(ctx.putAll(Context.of('b', 3)).get('b')).toBe(3);
    expect(ctx.putAll(new Map([['c', 4]])).get('c')).toBe(4);
    expect(ctx.putAll({ d: 5 }).get('d')).toBe(5);
    expect(Context.from({ e: 6 }).get('e')).toBe(6);
    expect(ctx.readOnly().get('a')).toBe(1);
    expect(ctx.entries()).toEqual(ctx.stream());
  });

  test('get throws NoSuchElementException for a missing key, as Reactor does', () => {
    expect(() => Context.empty().get('missing')).toThrow(NoSuchElementException);
    expect(() => Context.empty().get('missing')).toThrow('Context does not contain key: missing');
  });

  test('getOrDefault and getOrEmpty handle missing keys; keys compare by identity', () => {
    const key = Symbol('key');
    const ctx = Context.of(key, 'v');
    expect(ctx.getOrDefault(key, 'd')).toBe('v');
    expect(ctx.getOrDefault('other', 'd')).toBe('d');
    expect(ctx.getOrEmpty(key)).toBe('v');
    expect(ctx.getOrEmpty(Symbol('key'))).toBeUndefined();
    expect(String(ctx)).toBe('Context1{Symbol(key)=v}');
  });
});
