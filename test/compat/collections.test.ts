import { UnsupportedOperationException } from '../../src/index.js';
import { List } from '../../src/index.js';
import { Registry, describeStock, walkContext } from './collections.js';

describe('rule 41: translated collections and formatting', () => {
  it('prints what the Java program prints', () => {
    expect(describeStock()).toBe(
      'Stock: [apple], tags [fresh]; cart has 2 items: [Item[name=apple, quantity=3], Item[name=pear, quantity=1]] ' +
        'Item[name=apple, quantity=3] {fruit=[apple]}',
    );
    expect(walkContext()).toBe('2 true true [ada, 2] 12.35%');
  });

  it('a class extending the imported Map is an ordinary Map subclass', () => {
    const registry = new Registry([['a', 1], ['b', 2]]);
    expect(registry.total()).toBe(3);
    expect(registry).toBeInstanceOf(Registry);
    expect(registry).toBeInstanceOf(Map);
    expect(() => List.of('x').push('y')).toThrow(UnsupportedOperationException);
  });
});
