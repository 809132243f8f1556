import { Expression, Filter, FilterExpressionBuilder, Group, Key, Value } from '../../../src/index.js';

const { EQ, AND, OR, GTE, GT, LT, LTE, NE, IN, NIN, NOT } = Filter.ExpressionType;

/** AssertJ's `isEqualTo`: Java `equals`, and the same structure for a readable diff. */
const assertEqual = (actual: Expression, expected: Expression): void => {
  expect(actual).toEqual(expected);
  expect(actual.equals(expected)).toBe(true);
};

describe('FilterExpressionBuilderTests', () => {
  const b = new FilterExpressionBuilder();

  test('testEQ', () => {
    assertEqual(b.eq('country', 'BG').build(), new Expression(EQ, new Key('country'), new Value('BG')));
  });

  test('tesEqAndGte', () => {
    const exp = b.and(b.eq('genre', 'drama'), b.gte('year', 2020)).build();
    assertEqual(exp, new Expression(AND, new Expression(EQ, new Key('genre'), new Value('drama')), new Expression(GTE, new Key('year'), new Value(2020))));
  });

  test('testIn', () => {
    const exp = b.in('genre', 'comedy', 'documentary', 'drama').build();
    assertEqual(exp, new Expression(IN, new Key('genre'), new Value(['comedy', 'documentary', 'drama'])));
  });

  test('testNe', () => {
    const exp = b.and(b.or(b.gte('year', 2020), b.eq('country', 'BG')), b.ne('city', 'Sofia')).build();
    assertEqual(
      exp,
      new Expression(
        AND,
        new Expression(OR, new Expression(GTE, new Key('year'), new Value(2020)), new Expression(EQ, new Key('country'), new Value('BG'))),
        new Expression(NE, new Key('city'), new Value('Sofia')),
      ),
    );
  });

  test('testGroup', () => {
    const exp = b.and(b.group(b.or(b.gte('year', 2020), b.eq('country', 'BG'))), b.nin('city', 'Sofia', 'Plovdiv')).build();
    assertEqual(
      exp,
      new Expression(
        AND,
        new Group(new Expression(OR, new Expression(GTE, new Key('year'), new Value(2020)), new Expression(EQ, new Key('country'), new Value('BG')))),
        new Expression(NIN, new Key('city'), new Value(['Sofia', 'Plovdiv'])),
      ),
    );
  });

  test('tesIn2', () => {
    const exp = b.and(b.and(b.eq('isOpen', true), b.gte('year', 2020)), b.in('country', 'BG', 'NL', 'US')).build();
    assertEqual(
      exp,
      new Expression(
        AND,
        new Expression(AND, new Expression(EQ, new Key('isOpen'), new Value(true)), new Expression(GTE, new Key('year'), new Value(2020))),
        new Expression(IN, new Key('country'), new Value(['BG', 'NL', 'US'])),
      ),
    );
  });

  test('tesNot', () => {
    const exp = b.not(b.and(b.and(b.eq('isOpen', true), b.gte('year', 2020)), b.in('country', 'BG', 'NL', 'US'))).build();
    assertEqual(
      exp,
      new Expression(
        NOT,
        new Expression(
          AND,
          new Expression(AND, new Expression(EQ, new Key('isOpen'), new Value(true)), new Expression(GTE, new Key('year'), new Value(2020))),
          new Expression(IN, new Key('country'), new Value(['BG', 'NL', 'US'])),
        ),
        null,
      ),
    );
  });

  test('testLessThanOperators', () => {
    assertEqual(b.lt('value', 1).build(), new Expression(LT, new Key('value'), new Value(1)));
    assertEqual(b.lte('value', 1).build(), new Expression(LTE, new Key('value'), new Value(1)));
  });

  test('testGreaterThanOperators', () => {
    assertEqual(b.gt('value', 1).build(), new Expression(GT, new Key('value'), new Value(1)));
    assertEqual(b.gte('value', 10).build(), new Expression(GTE, new Key('value'), new Value(10)));
  });

  test('testNullValues', () => {
    assertEqual(b.eq('status', null).build(), new Expression(EQ, new Key('status'), new Value(null)));
  });

  test('testEmptyInClause', () => {
    assertEqual(b.in('category').build(), new Expression(IN, new Key('category'), new Value([])));
  });

  test('testSingleValueInClause', () => {
    assertEqual(b.in('type', 'basic').build(), new Expression(IN, new Key('type'), new Value(['basic'])));
  });

  test('testComplexNestedGroups', () => {
    const exp = b
      .and(b.or(b.group(b.and(b.gte('level', 1), b.lte('level', 5))), b.eq('status', 'special')), b.group(b.or(b.in('region', 'north', 'south'), b.eq('enabled', true))))
      .build();
    const expected = new Expression(
      AND,
      new Expression(
        OR,
        new Group(new Expression(AND, new Expression(GTE, new Key('level'), new Value(1)), new Expression(LTE, new Key('level'), new Value(5)))),
        new Expression(EQ, new Key('status'), new Value('special')),
      ),
      new Group(new Expression(OR, new Expression(IN, new Key('region'), new Value(['north', 'south'])), new Expression(EQ, new Key('enabled'), new Value(true)))),
    );
    assertEqual(exp, expected);
  });

  test('testNotWithSimpleExpression', () => {
    assertEqual(b.not(b.eq('active', true)).build(), new Expression(NOT, new Expression(EQ, new Key('active'), new Value(true)), null));
  });

  test('testNotWithGroup', () => {
    const exp = b.not(b.group(b.and(b.gte('level', 3), b.eq('region', 'east')))).build();
    const expected = new Expression(
      NOT,
      new Group(new Expression(AND, new Expression(GTE, new Key('level'), new Value(3)), new Expression(EQ, new Key('region'), new Value('east')))),
      null,
    );
    assertEqual(exp, expected);
  });

  test('testMultipleNotOperators', () => {
    const exp = b.not(b.not(b.eq('active', true))).build();
    const expected = new Expression(NOT, new Expression(NOT, new Expression(EQ, new Key('active'), new Value(true)), null), null);
    assertEqual(exp, expected);
  });

  test('testSpecialCharactersInKeys', () => {
    const exp = b.and(b.eq('item.name', 'test'), b.ne('meta-data', null)).build();
    const expected = new Expression(AND, new Expression(EQ, new Key('item.name'), new Value('test')), new Expression(NE, new Key('meta-data'), new Value(null)));
    assertEqual(exp, expected);
  });

  test('testEmptyStringValues', () => {
    const exp = b.or(b.eq('description', ''), b.ne('label', '')).build();
    const expected = new Expression(OR, new Expression(EQ, new Key('description'), new Value('')), new Expression(NE, new Key('label'), new Value('')));
    assertEqual(exp, expected);
  });
});

describe('FilterExpressionBuilder beyond Spring (own)', () => {
  const b = new FilterExpressionBuilder();

  test('a single array argument is the list', () => {
    expect(b.in('k', ['a', 'b']).build()).toEqual(new Expression(IN, new Key('k'), new Value(['a', 'b'])));
    expect(() => new FilterExpressionBuilder.Op(new Key('k')).build()).toThrow('Invalid expression: Key[key=k]');
  });

  test('a group is not equal to its content', () => {
    const inner = b.eq('a', 1).build();
    expect(new Group(inner).equals(inner)).toBe(false);
    expect(b.not(b.group(b.eq('a', 1))).build().equals(b.not(b.eq('a', 1)).build())).toBe(false);
  });
});
