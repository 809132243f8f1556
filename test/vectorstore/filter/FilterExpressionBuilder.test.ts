import { Expression, Filter, FilterExpressionBuilder, Group, Key, Value } from '../../../src/index.js';

const { EQ, AND, OR, GTE, GT, LT, LTE, NE, IN, NIN, NOT } = Filter.ExpressionType;

describe('FilterExpressionBuilderTests', () => {
  const b = new FilterExpressionBuilder();

  test('testEQ', () => {
    expect(b.eq('country', 'BG').build()).toEqual(new Expression(EQ, new Key('country'), new Value('BG')));
  });

  test('tesEqAndGte', () => {
    expect(b.and(b.eq('genre', 'drama'), b.gte('year', 2020)).build()).toEqual(
      new Expression(AND, new Expression(EQ, new Key('genre'), new Value('drama')), new Expression(GTE, new Key('year'), new Value(2020))),
    );
  });

  test('testIn', () => {
    expect(b.in('genre', 'comedy', 'documentary', 'drama').build()).toEqual(
      new Expression(IN, new Key('genre'), new Value(['comedy', 'documentary', 'drama'])),
    );
  });

  test('testNe', () => {
    expect(b.or(b.gte('year', 2020), b.and(b.eq('country', 'BG'), b.ne('city', 'Sofia'))).build()).toEqual(
      new Expression(
        OR,
        new Expression(GTE, new Key('year'), new Value(2020)),
        new Expression(AND, new Expression(EQ, new Key('country'), new Value('BG')), new Expression(NE, new Key('city'), new Value('Sofia'))),
      ),
    );
  });

  test('testGroup', () => {
    expect(b.and(b.group(b.or(b.gte('year', 2020), b.eq('country', 'BG'))), b.nin('city', 'Sofia', 'Plovdiv')).build()).toEqual(
      new Expression(
        AND,
        new Group(new Expression(OR, new Expression(GTE, new Key('year'), new Value(2020)), new Expression(EQ, new Key('country'), new Value('BG')))),
        new Expression(NIN, new Key('city'), new Value(['Sofia', 'Plovdiv'])),
      ),
    );
  });

  test('tesNot', () => {
    expect(b.not(b.and(b.eq('isOpen', true), b.gte('year', 2020))).build()).toEqual(
      new Expression(NOT, new Expression(AND, new Expression(EQ, new Key('isOpen'), new Value(true)), new Expression(GTE, new Key('year'), new Value(2020))), null),
    );
  });

  test('testLessThanOperators', () => {
    expect(b.lt('age', 30).build()).toEqual(new Expression(LT, new Key('age'), new Value(30)));
    expect(b.lte('age', 30).build()).toEqual(new Expression(LTE, new Key('age'), new Value(30)));
  });

  test('testGreaterThanOperators', () => {
    expect(b.gt('score', 85).build()).toEqual(new Expression(GT, new Key('score'), new Value(85)));
  });

  test('testNullValues', () => {
    expect(b.eq('description', null).build()).toEqual(new Expression(EQ, new Key('description'), new Value(null)));
  });

  test('testEmptyInClause', () => {
    expect(b.in('category').build()).toEqual(new Expression(IN, new Key('category'), new Value([])));
  });

  test('testSingleValueInClause', () => {
    expect(b.in('status', 'active').build()).toEqual(new Expression(IN, new Key('status'), new Value(['active'])));
  });

  test('testNotWithSimpleExpression', () => {
    expect(b.not(b.eq('status', 'inactive')).build()).toEqual(new Expression(NOT, new Expression(EQ, new Key('status'), new Value('inactive')), null));
  });

  test('testSpecialCharactersInKeys', () => {
    expect(b.eq('user.profile.name', 'John').build()).toEqual(new Expression(EQ, new Key('user.profile.name'), new Value('John')));
  });

  test('testEmptyStringValues', () => {
    expect(b.eq('description', '').build()).toEqual(new Expression(EQ, new Key('description'), new Value('')));
  });

  test('a single array argument is the list (own)', () => {
    expect(b.in('k', ['a', 'b']).build()).toEqual(new Expression(IN, new Key('k'), new Value(['a', 'b'])));
    expect(() => new FilterExpressionBuilder.Op(new Key('k')).build()).toThrow('Invalid expression: Key[key=k]');
  });
});
