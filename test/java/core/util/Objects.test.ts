// java.util.Objects as spring-ai-ts exports it; the texts are those OpenJDK 17 prints for the same
// values (test/java/core/util/java/FormatterProbe.java), and for records those of Java's record toString.
import { List, Map, NullPointerException, Objects, Query, Set } from '../../../../src/index.js';

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

class Team {
  constructor(readonly label: string, private readonly members: Person[]) {}
}

class Order {
  constructor(private readonly id: string) {}
  id_(): string {
    return this.id;
  }
}

class Named {
  constructor(private readonly label: string) {}
  toString(): string {
    return `Named(${this.label})`;
  }
}

describe('Objects.toString', () => {
  it('prints collections, maps and absent values as String.valueOf does', () => {
    expect(Objects.toString(List.of('a', 'b'))).toBe('[a, b]');
    expect(Objects.toString([])).toBe('[]');
    expect(Objects.toString(Map.of('k', 1))).toBe('{k=1}');
    expect(Objects.toString(new Map<string, unknown>([['a', List.of(1)], ['b', new Map()]]))).toBe('{a=[1], b={}}');
    expect(Objects.toString(Set.of('x'))).toBe('[x]');
    expect(Objects.toString(new Set(new Map([['a', 1]]).keys()))).toBe('[a]');
    expect(Objects.toString({ a: 1, b: [true] })).toBe('{a=1, b=[true]}');
    expect(Objects.toString(null)).toBe('null');
    expect(Objects.toString(undefined)).toBe('null');
    expect(Objects.toString([null, 'x'])).toBe('[null, x]');
    expect(Objects.toString(null, 'dflt')).toBe('dflt');
    expect(Objects.toString('s', 'dflt')).toBe('s');
    expect(Objects.toString(new Uint8Array([1, 2]))).toBe('[1, 2]');
  });

  it('a list or map that contains itself prints (this Collection) / (this Map), as Java', () => {
    const self: unknown[] = ['a'];
    self.push(self);
    expect(Objects.toString(self)).toBe('[a, (this Collection)]');
    const map = new Map<string, unknown>();
    map.set('me', map);
    expect(Objects.toString(map)).toBe('{me=(this Map)}');
  });

  it('prints numbers as Java prints an int or a double', () => {
    expect(Objects.toString(42)).toBe('42');
    expect(Objects.toString(-7)).toBe('-7');
    expect(Objects.toString(0.5)).toBe('0.5');
    expect(Objects.toString(100.25)).toBe('100.25');
    expect(Objects.toString(1.0e-5)).toBe('1.0E-5');
    expect(Objects.toString(12345678.5)).toBe('1.23456785E7');
    expect(Objects.toString(1.0e21)).toBe('1.0E21');
    expect(Objects.toString(-0)).toBe('-0.0');
    expect(Objects.toString(NaN)).toBe('NaN');
    expect(Objects.toString(-Infinity)).toBe('-Infinity');
    expect(Objects.toString(true)).toBe('true');
  });

  it('prints a translated record as Java records print, nested values included', () => {
    expect(Objects.toString(new Person('Ada', 36, List.of('x', 'y')))).toBe('Person[name=Ada, age=36, tags=[x, y]]');
    expect(Objects.toString(List.of(new Person('Bo', 1, [])))).toBe('[Person[name=Bo, age=1, tags=[]]]');
    expect(`${new Person('Ada', 36, [])}`).toBe('[object Object]');
  });

  it('uses a class own toString, and Name@hash for other objects (Object.toString)', () => {
    expect(Objects.toString(new Named('n'))).toBe('Named(n)');
    expect(Objects.toString(new Query('q'))).toBe('Query[text=q, history=[], context={}]');
    expect(Objects.toString(new Team('t', []))).toMatch(/^Team@[0-9a-f]+$/);
    expect(Objects.toString(new Order('o'))).toMatch(/^Order@[0-9a-f]+$/);
    const team = new Team('t', []);
    expect(Objects.toString(team)).toBe(Objects.toString(team));
  });
});

describe('Objects', () => {
  it('equals, hash and hashCode as Java', () => {
    expect(Objects.equals(List.of('a'), ['a'])).toBe(true);
    expect(Objects.equals(null, undefined)).toBe(true);
    expect(Objects.equals(Map.of('a', 1), new Map([['a', 2]]))).toBe(false);
    expect(Objects.hashCode('a')).toBe(97);
    expect(Objects.hashCode(null)).toBe(0);
    expect(Objects.hash('a', 1)).toBe(31 * (31 * 1 + 97) + 1);
    expect(Objects.hashCode(List.of('a'))).toBe(31 + 97);
  });

  it('isNull, nonNull, requireNonNull, requireNonNullElse', () => {
    expect(Objects.isNull(undefined)).toBe(true);
    expect(Objects.nonNull(0)).toBe(true);
    expect(Objects.requireNonNull('x')).toBe('x');
    expect(() => Objects.requireNonNull(null, 'name must not be null')).toThrow(new NullPointerException('name must not be null'));
    expect(() => Objects.requireNonNull(undefined, () => 'lazy')).toThrow('lazy');
    expect(Objects.requireNonNullElse(undefined, 'd')).toBe('d');
    expect(() => Objects.requireNonNullElse(null, null)).toThrow(new NullPointerException('defaultObj'));
  });
});
