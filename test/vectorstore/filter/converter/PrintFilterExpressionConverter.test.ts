import { FilterExpressionBuilder, FilterExpressionTextParser, PrintFilterExpressionConverter } from '../../../../src/index.js';

// Spring has no tests of its own for PrintFilterExpressionConverter (other tests use it for output).
describe('PrintFilterExpressionConverter (spring-ai-ts)', () => {
  const print = (text: string): string => new PrintFilterExpressionConverter().convertExpression(new FilterExpressionTextParser().parse(text));

  test('renders comparisons and boolean operators with the type names, values as JSON', () => {
    expect(print("country == 'UK' && year >= 2020")).toBe('country EQ "UK" AND year GTE 2020');
    expect(print("a != 1 || b < 2.5")).toBe('a NE 1 OR b LT 2.5');
    expect(print('flag == true')).toBe('flag EQ true');
  });

  test('renders groups in parentheses and lists as JSON arrays', () => {
    expect(print("(genre in ['drama', 'comedy'] || year > 2000) && rating nin [1, 2]")).toBe(
      '(genre IN ["drama","comedy"] OR year GT 2000) AND rating NIN [1,2]',
    );
  });

  test('pushes NOT down to the comparison', () => {
    expect(print("NOT (country == 'UK')")).toBe('(country NE "UK")');
    expect(new PrintFilterExpressionConverter().convertExpression(new FilterExpressionBuilder().not(new FilterExpressionBuilder().eq('k', 'v')).build())).toBe(
      'k NE "v"',
    );
  });
});
