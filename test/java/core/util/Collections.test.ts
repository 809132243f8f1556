// Java's unmodifiable collection factories (List, Set, Map, Collections) as spring-ai-ts exports them.
// Messages and exception classes are those OpenJDK 17 gives (printed by test/java/core/util/java/FormatterProbe.java).
import {
  Collections,
  IllegalArgumentException,
  List,
  Map,
  NoSuchElementException,
  NullPointerException,
  Set,
  UnsupportedOperationException,
} from '../../../../src/index.js';

describe('List', () => {
  it('of gives an array that iterates, maps and compares as one', () => {
    const list = List.of('a', 'b');
    expect(Array.isArray(list)).toBe(true);
    expect(list).toEqual(['a', 'b']);
    expect(list.map((s) => s.toUpperCase())).toEqual(['A', 'B']);
    expect(JSON.stringify(list)).toBe('["a","b"]');
    expect(list[1]).toBe('b');
    expect(list.length).toBe(2);
  });

  it('every change throws UnsupportedOperationException, as Java', () => {
    const list: string[] = List.of('b', 'a');
    expect(() => list.push('c')).toThrow(UnsupportedOperationException);
    expect(() => list.pop()).toThrow(UnsupportedOperationException);
    expect(() => list.splice(0, 1)).toThrow(UnsupportedOperationException);
    expect(() => list.sort()).toThrow(UnsupportedOperationException);
    expect(() => {
      list[0] = 'z';
    }).toThrow(UnsupportedOperationException);
    expect(() => {
      list.length = 0;
    }).toThrow(UnsupportedOperationException);
    expect(() => List.of<string>().pop()).toThrow(UnsupportedOperationException);
    expect(list).toEqual(['b', 'a']);
  });

  it('of and copyOf reject null elements with NullPointerException', () => {
    expect(() => List.of('a', null)).toThrow(NullPointerException);
    expect(() => List.of(undefined)).toThrow(NullPointerException);
    expect(() => List.copyOf(['a', null])).toThrow(NullPointerException);
    expect(() => List.copyOf(null as unknown as string[])).toThrow(NullPointerException);
  });

  it('copyOf copies, except a list that is already immutable', () => {
    const source = ['a'];
    const copy = List.copyOf(source);
    source.push('b');
    expect(copy).toEqual(['a']);
    expect(List.copyOf(copy)).toBe(copy);
    expect(List.copyOf(new globalThis.Set(['x', 'y']))).toEqual(['x', 'y']);
    const view = Collections.unmodifiableList(['v']);
    expect(List.copyOf(view)).not.toBe(view);
  });
});

describe('Set', () => {
  it('of gives an unmodifiable global Set in the order given', () => {
    const set = Set.of('b', 'a');
    expect(set).toBeInstanceOf(globalThis.Set);
    expect([...set]).toEqual(['b', 'a']);
    expect(set).toEqual(new globalThis.Set(['b', 'a']));
    expect(() => set.add('c')).toThrow(UnsupportedOperationException);
    expect(() => set.delete('a')).toThrow(UnsupportedOperationException);
    expect(() => set.clear()).toThrow(UnsupportedOperationException);
  });

  it('of rejects duplicates and nulls as Java', () => {
    expect(() => Set.of('a', 'a')).toThrow(new IllegalArgumentException('duplicate element: a'));
    expect(() => Set.of('a', null)).toThrow(NullPointerException);
  });

  it('copyOf drops duplicates and keeps an unmodifiable set as is', () => {
    const copy = Set.copyOf(['a', 'b', 'a']);
    expect([...copy]).toEqual(['a', 'b']);
    expect(Set.copyOf(copy)).toBe(copy);
    expect(() => Set.copyOf(['a', null])).toThrow(NullPointerException);
  });

  it('leaves new Set, instanceof Set and Set<T> as the global ones in a file that imports it', () => {
    const created: Set<string> = new Set(['x']);
    expect(Object.getPrototypeOf(created)).toBe(globalThis.Set.prototype);
    expect(created.constructor).toBe(globalThis.Set);
    created.add('y');
    expect([...created]).toEqual(['x', 'y']);
    expect(new globalThis.Set() instanceof Set).toBe(true);
    expect(Set.of('a') instanceof Set).toBe(true);
    expect([] instanceof Set).toBe(false);
    const plain: globalThis.Set<number> = new Set<number>();
    expect(plain.size).toBe(0);
  });

  it('a class extending the exported Set keeps its own instances and instanceof', () => {
    class Tags extends Set<string> {
      joined(): string {
        return [...this].join('+');
      }
    }
    const tags = new Tags(['a', 'b']);
    expect(tags.joined()).toBe('a+b');
    expect(tags instanceof Tags).toBe(true);
    expect(new globalThis.Set() instanceof Tags).toBe(false);
    expect(tags instanceof Set).toBe(true);
  });
});

describe('Map', () => {
  it('of gives an unmodifiable global Map in the order given', () => {
    const map = Map.of('b', 2, 'a', 1);
    expect(map).toBeInstanceOf(globalThis.Map);
    expect([...map.keys()]).toEqual(['b', 'a']);
    expect(map.get('a')).toBe(1);
    expect(map).toEqual(new globalThis.Map([['b', 2], ['a', 1]]));
    expect(() => map.set('c', 3)).toThrow(UnsupportedOperationException);
    expect(() => map.delete('a')).toThrow(UnsupportedOperationException);
    expect(() => map.clear()).toThrow(UnsupportedOperationException);
    expect(Map.of().size).toBe(0);
  });

  it('of, ofEntries and entry reject duplicates and nulls as Java', () => {
    expect(() => Map.of('a', 1, 'a', 2)).toThrow(new IllegalArgumentException('duplicate key: a'));
    expect(() => Map.of('a', null)).toThrow(NullPointerException);
    expect(() => Map.of(null, 1)).toThrow(NullPointerException);
    expect(() => Map.entry('a', null)).toThrow(NullPointerException);
    expect(() => Map.ofEntries(Map.entry('a', 1), Map.entry('a', 2))).toThrow('duplicate key: a');
  });

  it('entry is an unmodifiable [key, value] pair that Map.ofEntries and new Map take', () => {
    const entry = Map.entry('k', 1);
    const [key, value] = entry;
    expect([key, value]).toEqual(['k', 1]);
    expect(() => {
      entry[1] = 2;
    }).toThrow(UnsupportedOperationException);
    expect(Map.ofEntries(entry, Map.entry('j', 2))).toEqual(new globalThis.Map([['k', 1], ['j', 2]]));
    expect(new Map([entry]).get('k')).toBe(1);
  });

  it('copyOf copies and keeps an unmodifiable map as is', () => {
    const source = new Map([['a', 1]]);
    const copy = Map.copyOf(source);
    source.set('b', 2);
    expect([...copy.keys()]).toEqual(['a']);
    expect(Map.copyOf(copy)).toBe(copy);
    expect(() => Map.copyOf(new Map([['a', null]]))).toThrow(NullPointerException);
  });

  it('leaves new Map, instanceof Map and Map<K, V> as the global ones in a file that imports it', () => {
    const counts: Map<string, number> = new Map();
    counts.set('a', 1);
    expect(counts.constructor).toBe(globalThis.Map);
    expect(new globalThis.Map() instanceof Map).toBe(true);
    expect({} instanceof Map).toBe(false);
    const untyped = new Map();
    untyped.set('x', 1);
    expect(untyped.get('x')).toBe(1);
  });
});

describe('Collections', () => {
  it('unmodifiableList/Set/Map are views: changes throw, the backing collection shows through', () => {
    const backing = ['a'];
    const list = Collections.unmodifiableList(backing);
    expect(() => list.push('b')).toThrow(UnsupportedOperationException);
    backing.push('c');
    expect(list).toEqual(['a', 'c']);

    const backingSet = new Set(['a']);
    const set = Collections.unmodifiableSet(backingSet);
    expect(() => set.add('b')).toThrow(UnsupportedOperationException);
    backingSet.add('c');
    expect([...set]).toEqual(['a', 'c']);
    expect(set.has('c')).toBe(true);
    expect(set.size).toBe(2);
    expect(set instanceof Set).toBe(true);
    expect(set).toEqual(new globalThis.Set(['a', 'c']));

    const backingMap = new Map([['a', 1]]);
    const map = Collections.unmodifiableMap(backingMap);
    expect(() => map.set('b', 2)).toThrow(UnsupportedOperationException);
    expect(() => map.clear()).toThrow(UnsupportedOperationException);
    backingMap.set('c', 3);
    expect([...map]).toEqual([['a', 1], ['c', 3]]);
    expect(map.size).toBe(2);
    expect(map).toEqual(new globalThis.Map([['a', 1], ['c', 3]]));
    expect(() => Collections.unmodifiableList(null as unknown as string[])).toThrow(NullPointerException);
  });

  it('empty and singleton collections are unmodifiable', () => {
    expect(Collections.emptyList()).toEqual([]);
    expect(Collections.emptyList()).toBe(Collections.emptyList());
    expect(() => Collections.emptyList<string>().push('a')).toThrow(UnsupportedOperationException);
    expect(() => Collections.emptySet<string>().add('a')).toThrow(UnsupportedOperationException);
    expect(() => Collections.emptyMap<string, number>().set('a', 1)).toThrow(UnsupportedOperationException);
    expect(Collections.singletonList(null)).toEqual([null]);
    expect(() => Collections.singletonList('a').push('b')).toThrow(UnsupportedOperationException);
    expect([...Collections.singleton('a')]).toEqual(['a']);
    expect(Collections.singletonMap('k', 'v').get('k')).toBe('v');
    expect(() => Collections.singletonMap('k', 'v').set('k', 'w')).toThrow(UnsupportedOperationException);
  });

  it('nCopies, sort, reverse, max, min, frequency, addAll', () => {
    expect(Collections.nCopies(3, 'x')).toEqual(['x', 'x', 'x']);
    expect(() => Collections.nCopies(-1, 'x')).toThrow(new IllegalArgumentException('List length = -1'));
    const numbers = [10, 9, 100];
    Collections.sort(numbers);
    expect(numbers).toEqual([9, 10, 100]);
    const words = ['b', 'B', 'a'];
    Collections.sort(words);
    expect(words).toEqual(['B', 'a', 'b']);
    Collections.sort(words, (x, y) => (x < y ? 1 : x > y ? -1 : 0));
    expect(words[0]).toBe('b');
    Collections.reverse(numbers);
    expect(numbers).toEqual([100, 10, 9]);
    expect(Collections.max([3, 30, 4])).toBe(30);
    expect(Collections.min(['b', 'a'])).toBe('a');
    expect(Collections.max(['aa', 'b'], (x, y) => x.length - y.length)).toBe('aa');
    expect(() => Collections.max([])).toThrow(NoSuchElementException);
    expect(Collections.frequency(['a', 'b', 'a', null], 'a')).toBe(2);
    expect(Collections.frequency([[1], [1]], [1])).toBe(2);
    const target = ['a'];
    expect(Collections.addAll(target, 'b', 'c')).toBe(true);
    expect(target).toEqual(['a', 'b', 'c']);
    const tags = new Set(['a']);
    expect(Collections.addAll(tags, 'a')).toBe(false);
  });
});
