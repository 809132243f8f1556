import { Expression, Filter, FilterExpressionTextParser, Group, Key, PgVectorFilterExpressionConverter, Value } from '../../../src/index.js';

const { EQ, NE, AND, OR, GTE, LT, GT, LTE, IN, NIN, NOT } = Filter.ExpressionType;
const sqlPredicate = (path: string): string => `metadata::jsonb @@ '${path.replaceAll("'", "''")}'::jsonpath`;

describe('PgVectorFilterExpressionConverterTests', () => {
  const converter = new PgVectorFilterExpressionConverter();

  test('testMetadataColumnWithDoubleQuoteIsEscaped', () => {
    const expr = new PgVectorFilterExpressionConverter('meta"); DROP TABLE users; --').convertExpression(new Expression(EQ, new Key('country'), new Value('BG')));
    expect(expr.startsWith('"meta""); DROP TABLE users; --"::jsonb @@ \'')).toBe(true);
    expect(expr).not.toContain('meta"); DROP TABLE users;');
  });

  test('testSimpleMetadataColumnNotQuoted', () => {
    expect(new PgVectorFilterExpressionConverter('metadata').convertExpression(new Expression(EQ, new Key('country'), new Value('BG'))).startsWith("metadata::jsonb @@ '")).toBe(true);
  });

  test('testEQ', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('country'), new Value('BG')))).toBe(sqlPredicate('$."country" == "BG"'));
  });

  test('tesEqAndGte', () => {
    expect(converter.convertExpression(new Expression(AND, new Expression(EQ, new Key('genre'), new Value('drama')), new Expression(GTE, new Key('year'), new Value(2020))))).toBe(
      sqlPredicate('$."genre" == "drama" && $."year" >= 2020'),
    );
  });

  test('tesIn', () => {
    expect(converter.convertExpression(new Expression(IN, new Key('genre'), new Value(['comedy', 'documentary', 'drama'])))).toBe(
      sqlPredicate('($."genre" == "comedy" || $."genre" == "documentary" || $."genre" == "drama")'),
    );
  });

  test('testNe', () => {
    expect(
      converter.convertExpression(
        new Expression(OR, new Expression(GTE, new Key('year'), new Value(2020)), new Expression(AND, new Expression(EQ, new Key('country'), new Value('BG')), new Expression(NE, new Key('city'), new Value('Sofia')))),
      ),
    ).toBe(sqlPredicate('$."year" >= 2020 || $."country" == "BG" && $."city" != "Sofia"'));
  });

  test('testGroup', () => {
    expect(
      converter.convertExpression(
        new Expression(AND, new Group(new Expression(OR, new Expression(GTE, new Key('year'), new Value(2020)), new Expression(EQ, new Key('country'), new Value('BG')))), new Expression(NIN, new Key('city'), new Value(['Sofia', 'Plovdiv']))),
      ),
    ).toBe(sqlPredicate('($."year" >= 2020 || $."country" == "BG") && !($."city" == "Sofia" || $."city" == "Plovdiv")'));
  });

  test('tesBoolean', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('isOpen'), new Value(true)))).toBe(sqlPredicate('$."isOpen" == true'));
  });

  test('testDecimal', () => {
    expect(converter.convertExpression(new Expression(AND, new Expression(GTE, new Key('temperature'), new Value(-15.6)), new Expression(LTE, new Key('temperature'), new Value(20.13))))).toBe(
      sqlPredicate('$."temperature" >= -15.6 && $."temperature" <= 20.13'),
    );
  });

  test('testLT / testGT', () => {
    expect(converter.convertExpression(new Expression(LT, new Key('age'), new Value(30)))).toBe(sqlPredicate('$."age" < 30'));
    expect(converter.convertExpression(new Expression(GT, new Key('age'), new Value(30)))).toBe(sqlPredicate('$."age" > 30'));
  });

  test('testNullValue', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('metadata'), new Value(null)))).toBe(sqlPredicate('$."metadata" == null'));
  });

  test('testInjectionWithSingleQuote', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('field'), new Value("value' || $.other == 'admin")))).toBe(sqlPredicate('$."field" == "value\' || $.other == \'admin"'));
  });

  test('testInjectionWithDoubleQuoteEscape', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('field'), new Value('value" || $.other == "admin')))).toBe(sqlPredicate('$."field" == "value\\" || $.other == \\"admin"'));
  });

  test('testInjectionWithControlCharacters', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('field'), new Value('line1\nline2\ttab')))).toBe(sqlPredicate('$."field" == "line1\\nline2\\ttab"'));
  });

  test('testKeyWithSingleQuote', () => {
    const expr = converter.convertExpression(new Expression(EQ, new Key("x' OR 1=1--"), new Value('dummy')));
    expect(expr).toBe(sqlPredicate('$."x\' OR 1=1--" == "dummy"'));
    expect(expr).not.toContain("$.x' OR 1=1--'");
  });

  test('testQuotedIdentifierFromTextParser', () => {
    expect(converter.convertExpression(new FilterExpressionTextParser().parse("'country.1' == 'BG'"))).toBe(sqlPredicate('$."country.1" == "BG"'));
  });

  test('testDateInINClause', () => {
    const expr = converter.convertExpression(new Expression(IN, new Key('activationDate'), new Value(['2024-01-15T10:30:00Z', '2024-02-20T14:45:00Z'])));
    expect(expr).toContain('$."activationDate" == "2024-01-15T10:30:00.000Z"');
    expect(expr).toContain('$."activationDate" == "2024-02-20T14:45:00.000Z"');
    expect(expr).toContain(' || ');
  });

  test('NOT is pushed down, and the path alone is available for binding (own)', () => {
    expect(converter.convertToJsonPath(new Expression(NOT, new Expression(AND, new Expression(EQ, new Key('a'), new Value(1)), new Expression(IN, new Key('b'), new Value(['x'])))))).toBe(
      '$."a" != 1 || !($."b" == "x")',
    );
    expect(converter.convertToJsonPath(new Expression(IN, new Key('b'), new Value([])))).toBe('(1 == 2)');
  });
});
