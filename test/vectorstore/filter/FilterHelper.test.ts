import {
  Expression,
  Filter,
  FilterExpressionTextParser,
  FilterHelper,
  Group,
  IllegalArgumentException,
  IllegalStateException,
  Key,
  PrintFilterExpressionConverter,
  Value,
} from '../../../src/index.js';
import type { FilterExpressionConverter } from '../../../src/index.js';

const { EQ, NE, GT, GTE, LT, LTE, IN, NIN, NOT, AND, OR } = Filter.ExpressionType;

const parse = (text: string): Expression => new FilterExpressionTextParser().parse(text);

class InNinTestConverter extends PrintFilterExpressionConverter {
  protected override doExpression(expression: Expression, context: string[]): void {
    if (expression.type() === IN) FilterHelper.expandIn(expression, context, this);
    else if (expression.type() === NIN) FilterHelper.expandNin(expression, context, this);
    else super.doExpression(expression, context);
  }
}

// Spring's negate(NOT(a)) returns negate(a), and these tests hand it the parsed NOT node. Here negate(NOT(a)) is
// `a` (see FilterHelper's remarks), so each test negates the NOT's operand, as our converters do, and keeps
// Spring's expected result; only the two double-NOT tests expect a different (correct) result.
describe('FilterHelperTests', () => {
  test('negateEQ', () => {
    expect(parse("NOT key == 'UK' ")).toEqual(new Expression(NOT, new Expression(EQ, new Key('key'), new Value('UK')), null));

    expect(FilterHelper.negate(parse("NOT key == 'UK' ").left())).toEqual(new Expression(NE, new Key('key'), new Value('UK')));

    expect(FilterHelper.negate(parse("NOT (key == 'UK') ").left())).toEqual(
      new Group(new Expression(NE, new Key('key'), new Value('UK'))),
    );
  });

  test('negateNE', () => {
    const exp = parse("NOT key != 'UK' ");
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(EQ, new Key('key'), new Value('UK')));
  });

  test('negateGT', () => {
    const exp = parse('NOT key > 13 ');
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(LTE, new Key('key'), new Value(13)));
  });

  test('negateGTE', () => {
    const exp = parse('NOT key >= 13 ');
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(LT, new Key('key'), new Value(13)));
  });

  test('negateLT', () => {
    const exp = parse('NOT key < 13 ');
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(GTE, new Key('key'), new Value(13)));
  });

  test('negateLTE', () => {
    const exp = parse('NOT key <= 13 ');
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(GT, new Key('key'), new Value(13)));
  });

  test('negateIN', () => {
    const exp = parse('NOT key IN [11, 12, 13] ');
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(NIN, new Key('key'), new Value([11, 12, 13])));
  });

  test('negateNIN', () => {
    const exp = parse('NOT key NIN [11, 12, 13] ');
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(IN, new Key('key'), new Value([11, 12, 13])));
  });

  test('negateNIN2', () => {
    const exp = parse('NOT key NOT IN [11, 12, 13] ');
    expect(FilterHelper.negate(exp.left())).toEqual(new Expression(IN, new Key('key'), new Value([11, 12, 13])));
  });

  test('negateAND', () => {
    const exp = parse('NOT(key >= 11 AND key < 13)');
    expect(FilterHelper.negate(exp.left())).toEqual(
      new Group(
        new Expression(OR, new Expression(LT, new Key('key'), new Value(11)), new Expression(GTE, new Key('key'), new Value(13))),
      ),
    );
  });

  test('negateOR', () => {
    const exp = parse('NOT(key >= 11 OR key < 13)');
    expect(FilterHelper.negate(exp.left())).toEqual(
      new Group(
        new Expression(AND, new Expression(LT, new Key('key'), new Value(11)), new Expression(GTE, new Key('key'), new Value(13))),
      ),
    );
  });

  test('negateNot', () => {
    const exp = parse('NOT NOT(key >= 11)');
    // Spring expects key < 11 here (a double NOT applied once); NOT NOT(key >= 11) is key >= 11.
    expect(FilterHelper.negate(exp.left())).toEqual(new Group(new Expression(GTE, new Key('key'), new Value(11))));
  });

  test('negateNestedNot', () => {
    const exp = parse('NOT(NOT(key >= 11))');
    expect(exp).toEqual(
      new Expression(NOT, new Group(new Expression(NOT, new Group(new Expression(GTE, new Key('key'), new Value(11)))))),
    );

    // Spring expects key < 11 here (a double NOT applied once); NOT(NOT(key >= 11)) is key >= 11.
    expect(FilterHelper.negate(exp.left())).toEqual(new Group(new Expression(GTE, new Key('key'), new Value(11))));
  });

  test('expandIN', () => {
    const exp = parse('key IN [11, 12, 13] ');
    expect(new InNinTestConverter().convertExpression(exp)).toBe('key EQ 11 OR key EQ 12 OR key EQ 13');
  });

  test('expandNIN', () => {
    const exp1 = parse('key NIN [11, 12, 13] ');
    const exp2 = parse('key NOT IN [11, 12, 13] ');
    expect(exp1).toEqual(exp2);
    expect(new InNinTestConverter().convertExpression(exp1)).toBe('key NE 11 AND key NE 12 AND key NE 13');
  });
});

describe('FilterHelper (beyond Spring)', () => {
  const key = new Key('key');

  const expectThrown = (fn: () => void, type: new (...args: never[]) => Error, message: string): void => {
    let thrown: unknown;
    try {
      fn();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(type);
    expect((thrown as Error).message).toBe(message);
  };

  /** A converter that records what it is asked to render. */
  const recording = (): FilterExpressionConverter & { seen: Expression[] } => {
    const seen: Expression[] = [];
    return { seen, convertExpression: (expression) => (seen.push(expression), `#${seen.length}`) };
  };

  test('negate of a NOT node is its operand, the documented difference from Spring', () => {
    const exp = parse('NOT NOT(key >= 11)');
    expect(FilterHelper.negate(exp)).toBe(exp.left());
    expect(FilterHelper.negate(parse("NOT key == 'UK'"))).toEqual(new Expression(EQ, key, new Value('UK')));
  });

  test('expandIn hands the converter a right-leaning OR tree of EQs and appends its text to the context', () => {
    const converter = recording();
    const context = ['before '];
    FilterHelper.expandIn(new Expression(IN, key, new Value(['a', 'b', 'c'])), context, converter);
    expect(context).toEqual(['before ', '#1']);
    expect(converter.seen).toEqual([
      new Expression(
        OR,
        new Expression(EQ, key, new Value('a')),
        new Expression(OR, new Expression(EQ, key, new Value('b')), new Expression(EQ, key, new Value('c'))),
      ),
    ]);
  });

  test('expandNin hands the converter a right-leaning AND tree of NEs', () => {
    const converter = recording();
    FilterHelper.expandNin(new Expression(NIN, key, new Value([1, 2, 3])), [], converter);
    expect(converter.seen).toEqual([
      new Expression(
        AND,
        new Expression(NE, key, new Value(1)),
        new Expression(AND, new Expression(NE, key, new Value(2)), new Expression(NE, key, new Value(3))),
      ),
    ]);
  });

  test('a one-item list or a single value becomes one comparison', () => {
    const converter = new InNinTestConverter();
    expect(converter.convertExpression(new Expression(IN, key, new Value([11])))).toBe('key EQ 11');
    expect(converter.convertExpression(new Expression(NIN, key, new Value(['x'])))).toBe('key NE "x"');
    expect(converter.convertExpression(new Expression(IN, key, new Value(11)))).toBe('key EQ 11');
    expect(converter.convertExpression(new Expression(NIN, key, new Value('x')))).toBe('key NE "x"');
  });

  test('the expansion is not parenthesized inside a larger expression', () => {
    const converter = new InNinTestConverter();
    expect(converter.convertExpression(parse('a == 1 && key IN [2, 3]'))).toBe('a EQ 1 AND key EQ 2 OR key EQ 3');
    expect(converter.convertExpression(parse('a == 1 && (key IN [2, 3])'))).toBe('a EQ 1 AND (key EQ 2 OR key EQ 3)');
  });

  test('the wrong expression type is an IllegalArgumentException with Spring message', () => {
    const nin = new Expression(NIN, key, new Value([1]));
    expectThrown(() => FilterHelper.expandIn(nin, [], recording()), IllegalArgumentException, 'Expected IN expressions but was: NIN');
    const eq = new Expression(EQ, key, new Value(1));
    expectThrown(() => FilterHelper.expandNin(eq, [], recording()), IllegalArgumentException, 'Expected NIN expressions but was: EQ');
  });

  test('a right operand that is not a Value is an IllegalStateException with Spring message', () => {
    const message = 'Filter IN right expression should be of Filter.Value type but was ';
    const keyRight = new Expression(IN, key, new Key('other'));
    expectThrown(() => FilterHelper.expandIn(keyRight, [], recording()), IllegalStateException, `${message}Key`);
    const noRight = new Expression(NIN, key);
    expectThrown(() => FilterHelper.expandNin(noRight, [], recording()), IllegalStateException, `${message}null`);
  });

  test('an empty list is an IllegalArgumentException, not a silently dropped condition', () => {
    const converter = recording();
    const context: string[] = [];
    const emptyIn = new Expression(IN, key, new Value([]));
    const emptyNin = new Expression(NIN, key, new Value([]));
    const message = (type: string): string => `Filter ${type} right expression should not be an empty list`;
    expectThrown(() => FilterHelper.expandIn(emptyIn, context, converter), IllegalArgumentException, message('IN'));
    expectThrown(() => FilterHelper.expandNin(emptyNin, context, converter), IllegalArgumentException, message('NIN'));
    expect(context).toEqual([]);
    expect(converter.seen).toEqual([]);
  });
});
