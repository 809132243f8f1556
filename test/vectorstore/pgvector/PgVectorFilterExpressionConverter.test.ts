import { Expression, Filter, FilterExpressionTextParser, Group, Key, PgVectorFilterExpressionConverter, Value } from '../../../src/index.js';
import type { FilterExpressionConverter } from '../../../src/index.js';

const { EQ, NE, AND, OR, GTE, LT, GT, LTE, IN, NIN, NOT } = Filter.ExpressionType;
const sqlPredicate = (jsonPath: string): string => "metadata::jsonb @@ '" + jsonPath.replaceAll("'", "''") + "'::jsonpath";

describe('PgVectorFilterExpressionConverterTests', () => {
  const converter: FilterExpressionConverter = new PgVectorFilterExpressionConverter();

  // Security test for metadataColumn identifier quoting
  test('testMetadataColumnWithDoubleQuoteIsEscaped', () => {
    const maliciousConverter = new PgVectorFilterExpressionConverter('meta"); DROP TABLE users; --');
    const vectorExpr = maliciousConverter.convertExpression(new Expression(EQ, new Key('country'), new Value('BG')));
    expect(vectorExpr.startsWith("\"meta\"\"); DROP TABLE users; --\"::jsonb @@ '")).toBe(true);
    expect(vectorExpr).not.toContain('meta"); DROP TABLE users;');
  });

  test('testSimpleMetadataColumnNotQuoted', () => {
    const converter = new PgVectorFilterExpressionConverter('metadata');
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('country'), new Value('BG')));
    expect(vectorExpr.startsWith("metadata::jsonb @@ '")).toBe(true);
  });

  test('testEQ', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('country'), new Value('BG')));
    expect(vectorExpr).toBe(sqlPredicate('$."country" == "BG"'));
  });

  test('tesEqAndGte', () => {
    const vectorExpr = converter.convertExpression(
      new Expression(AND, new Expression(EQ, new Key('genre'), new Value('drama')), new Expression(GTE, new Key('year'), new Value(2020))),
    );
    expect(vectorExpr).toBe(sqlPredicate('$."genre" == "drama" && $."year" >= 2020'));
  });

  test('tesIn', () => {
    const vectorExpr = converter.convertExpression(new Expression(IN, new Key('genre'), new Value(['comedy', 'documentary', 'drama'])));
    expect(vectorExpr).toBe(sqlPredicate('($."genre" == "comedy" || $."genre" == "documentary" || $."genre" == "drama")'));
  });

  test('testNe', () => {
    const vectorExpr = converter.convertExpression(
      new Expression(
        OR,
        new Expression(GTE, new Key('year'), new Value(2020)),
        new Expression(AND, new Expression(EQ, new Key('country'), new Value('BG')), new Expression(NE, new Key('city'), new Value('Sofia'))),
      ),
    );
    expect(vectorExpr).toBe(sqlPredicate('$."year" >= 2020 || $."country" == "BG" && $."city" != "Sofia"'));
  });

  test('testGroup', () => {
    const vectorExpr = converter.convertExpression(
      new Expression(
        AND,
        new Group(new Expression(OR, new Expression(GTE, new Key('year'), new Value(2020)), new Expression(EQ, new Key('country'), new Value('BG')))),
        new Expression(NIN, new Key('city'), new Value(['Sofia', 'Plovdiv'])),
      ),
    );
    expect(vectorExpr).toBe(sqlPredicate('($."year" >= 2020 || $."country" == "BG") && !($."city" == "Sofia" || $."city" == "Plovdiv")'));
  });

  test('tesBoolean', () => {
    const vectorExpr = converter.convertExpression(
      new Expression(
        AND,
        new Expression(AND, new Expression(EQ, new Key('isOpen'), new Value(true)), new Expression(GTE, new Key('year'), new Value(2020))),
        new Expression(IN, new Key('country'), new Value(['BG', 'NL', 'US'])),
      ),
    );
    expect(vectorExpr).toBe(
      sqlPredicate('$."isOpen" == true && $."year" >= 2020 && ($."country" == "BG" || $."country" == "NL" || $."country" == "US")'),
    );
  });

  test('testDecimal', () => {
    const vectorExpr = converter.convertExpression(
      new Expression(AND, new Expression(GTE, new Key('temperature'), new Value(-15.6)), new Expression(LTE, new Key('temperature'), new Value(20.13))),
    );
    expect(vectorExpr).toBe(sqlPredicate('$."temperature" >= -15.6 && $."temperature" <= 20.13'));
  });

  test('testComplexIdentifiers', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('country 1 2 3'), new Value('BG')));
    expect(vectorExpr).toBe(sqlPredicate('$."country 1 2 3" == "BG"'));
  });

  test('testLT', () => {
    expect(converter.convertExpression(new Expression(LT, new Key('value'), new Value(100)))).toBe(sqlPredicate('$."value" < 100'));
  });

  test('testGT', () => {
    expect(converter.convertExpression(new Expression(GT, new Key('score'), new Value(100)))).toBe(sqlPredicate('$."score" > 100'));
  });

  test('testLTE', () => {
    expect(converter.convertExpression(new Expression(LTE, new Key('amount'), new Value(100.5)))).toBe(sqlPredicate('$."amount" <= 100.5'));
  });

  test('testNIN', () => {
    const vectorExpr = converter.convertExpression(new Expression(NIN, new Key('category'), new Value(['typeA', 'typeB'])));
    expect(vectorExpr).toBe(sqlPredicate('!($."category" == "typeA" || $."category" == "typeB")'));
  });

  test('testSingleValueIN', () => {
    const vectorExpr = converter.convertExpression(new Expression(IN, new Key('status'), new Value(['active'])));
    expect(vectorExpr).toBe(sqlPredicate('($."status" == "active")'));
  });

  test('testSingleValueNIN', () => {
    const vectorExpr = converter.convertExpression(new Expression(NIN, new Key('status'), new Value(['inactive'])));
    expect(vectorExpr).toBe(sqlPredicate('!($."status" == "inactive")'));
  });

  test('testNumericIN', () => {
    const vectorExpr = converter.convertExpression(new Expression(IN, new Key('priority'), new Value([1, 2, 3])));
    expect(vectorExpr).toBe(sqlPredicate('($."priority" == 1 || $."priority" == 2 || $."priority" == 3)'));
  });

  test('testNumericNIN', () => {
    const vectorExpr = converter.convertExpression(new Expression(NIN, new Key('level'), new Value([0, 10])));
    expect(vectorExpr).toBe(sqlPredicate('!($."level" == 0 || $."level" == 10)'));
  });

  test('testNestedGroups', () => {
    const vectorExpr = converter.convertExpression(
      new Expression(
        AND,
        new Group(
          new Expression(
            OR,
            new Group(new Expression(AND, new Expression(GTE, new Key('score'), new Value(80)), new Expression(EQ, new Key('type'), new Value('A')))),
            new Group(new Expression(AND, new Expression(GTE, new Key('score'), new Value(90)), new Expression(EQ, new Key('type'), new Value('B')))),
          ),
        ),
        new Expression(EQ, new Key('status'), new Value('valid')),
      ),
    );
    expect(vectorExpr).toBe(
      sqlPredicate('(($."score" >= 80 && $."type" == "A") || ($."score" >= 90 && $."type" == "B")) && $."status" == "valid"'),
    );
  });

  test('testBooleanFalse', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('active'), new Value(false)))).toBe(sqlPredicate('$."active" == false'));
  });

  test('testBooleanNE', () => {
    expect(converter.convertExpression(new Expression(NE, new Key('active'), new Value(true)))).toBe(sqlPredicate('$."active" != true'));
  });

  test('testKeyWithDots', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('config.setting'), new Value('value1')));
    expect(vectorExpr).toBe(sqlPredicate('$."config.setting" == "value1"'));
  });

  test('testEmptyString', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('description'), new Value('')))).toBe(sqlPredicate('$."description" == ""'));
  });

  test('testNullValue', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key('metadata'), new Value(null)))).toBe(sqlPredicate('$."metadata" == null'));
  });

  test('testComplexOrExpression', () => {
    const vectorExpr = converter.convertExpression(
      new Expression(
        OR,
        new Expression(OR, new Expression(EQ, new Key('state'), new Value('ready')), new Expression(EQ, new Key('state'), new Value('pending'))),
        new Expression(EQ, new Key('state'), new Value('processing')),
      ),
    );
    expect(vectorExpr).toBe(sqlPredicate('$."state" == "ready" || $."state" == "pending" || $."state" == "processing"'));
  });

  // Security Tests - JSONPath Injection Prevention

  test('testInjectionWithDoubleQuoteEscape', () => {
    const maliciousValue = '" || $.department == "Finance';
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('department'), new Value(maliciousValue)));
    const expected = sqlPredicate('$."department" == "\\" || $.department == \\"Finance"');
    expect(vectorExpr).toBe(expected);
    expect(vectorExpr).toContain('\\"');
    expect(vectorExpr).not.toContain("== \"\"'");
  });

  test('testInjectionWithBackslashEscape', () => {
    const maliciousValue = 'value\\"';
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('field'), new Value(maliciousValue)));
    expect(vectorExpr).toBe(sqlPredicate('$."field" == "value\\\\\\""'));
    expect(vectorExpr).toContain('\\\\');
  });

  test('testInjectionWithSingleQuote', () => {
    const maliciousValue = "value' || $.other == 'admin";
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('field'), new Value(maliciousValue)));
    expect(vectorExpr).toBe(sqlPredicate('$."field" == "value\' || $.other == \'admin"'));
    expect(vectorExpr).toContain("value'' || $.other == ''admin");
  });

  test('testInjectionWithControlCharacters', () => {
    const maliciousValue = 'value\n|| $.field == "admin"';
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('field'), new Value(maliciousValue)));
    expect(vectorExpr).toBe(sqlPredicate('$."field" == "value\\n|| $.field == \\"admin\\""'));
    expect(vectorExpr).toContain('\\n');
  });

  test('testInjectionWithMultipleEscapes', () => {
    const maliciousValue = 'test"\\\'\n\r\t';
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('field'), new Value(maliciousValue)));
    expect(vectorExpr).toBe(sqlPredicate('$."field" == "test\\"\\\\\'\\n\\r\\t"'));
    expect(vectorExpr).toContain('\\"');
    expect(vectorExpr).toContain('\\\\');
    expect(vectorExpr).toContain("''");
  });

  test('testInjectionInListValues', () => {
    const maliciousValue1 = 'HR" || $.department == "Finance';
    const maliciousValue2 = 'Engineering';
    const vectorExpr = converter.convertExpression(new Expression(IN, new Key('department'), new Value([maliciousValue1, maliciousValue2])));
    expect(vectorExpr).toContain('HR\\" || $.department == \\"Finance');
    expect(vectorExpr).toContain('Engineering');
  });

  test('testInjectionInComplexExpression', () => {
    const maliciousValue = '" || $.role == "admin" || $.dept == "';
    const vectorExpr = converter.convertExpression(
      new Expression(AND, new Expression(EQ, new Key('department'), new Value(maliciousValue)), new Expression(GTE, new Key('year'), new Value(2020))),
    );
    expect(vectorExpr).toContain('\\" || $.role == \\"admin\\" || $.dept == \\"');
    expect(vectorExpr).toContain('&&');
    expect(vectorExpr).toContain('$."department"');
  });

  test('testNormalStringsNotAffected', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('department'), new Value('HR Department')));
    expect(vectorExpr).toBe(sqlPredicate('$."department" == "HR Department"'));
  });

  test('testUnicodeControlCharacters', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('field'), new Value('test\u0000value')));
    expect(vectorExpr).toContain('\\u0000');
  });

  test('testKeyWithSingleQuote', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key("x' OR 1=1--"), new Value('dummy')));
    expect(vectorExpr).toBe(sqlPredicate('$."x\' OR 1=1--" == "dummy"'));
    expect(vectorExpr).not.toContain("$.x' OR 1=1--'");
  });

  test('testQuotedIdentifierFromTextParser', () => {
    const expr = new FilterExpressionTextParser().parse("'safe_key' == 'value'");
    expect(converter.convertExpression(expr)).toBe(sqlPredicate('$."safe_key" == "value"'));
  });

  test('testKeyWithApostrophe', () => {
    expect(converter.convertExpression(new Expression(EQ, new Key("O'Brien"), new Value('test')))).toBe(sqlPredicate('$."O\'Brien" == "test"'));
  });

  test('testKeyWithDoubleQuote', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('key"inject'), new Value('v')));
    expect(vectorExpr).toBe(sqlPredicate('$."key\\"inject" == "v"'));
    expect(vectorExpr).not.toContain('$."key"inject');
  });

  test('testKeyWithBackslash', () => {
    const vectorExpr = converter.convertExpression(new Expression(EQ, new Key('key\\inject'), new Value('v')));
    expect(vectorExpr).toBe(sqlPredicate('$."key\\\\inject" == "v"'));
  });

  test('testDateInINClause', () => {
    const vectorExpr = converter.convertExpression(new Expression(IN, new Key('activationDate'), new Value(['2024-01-15T10:30:00Z', '2024-02-20T14:45:00Z'])));
    expect(vectorExpr).toContain('$."activationDate" == "2024-01-15T10:30:00.000Z"');
    expect(vectorExpr).toContain('$."activationDate" == "2024-02-20T14:45:00.000Z"');
    expect(vectorExpr).toContain(' || ');
  });

  test('testDateInNINClause', () => {
    const vectorExpr = converter.convertExpression(new Expression(NIN, new Key('activationDate'), new Value(['2024-01-15T10:30:00Z', '2024-02-20T14:45:00Z'])));
    expect(vectorExpr.startsWith("metadata::jsonb @@ '!(")).toBe(true);
    expect(vectorExpr.endsWith(")'::jsonpath")).toBe(true);
    expect(vectorExpr).toContain('$."activationDate" == "2024-01-15T10:30:00.000Z"');
    expect(vectorExpr).toContain('$."activationDate" == "2024-02-20T14:45:00.000Z"');
  });

  test('testDateObjectInINClause', () => {
    const date1 = new Date('2024-01-15T10:30:00Z');
    const date2 = new Date('2024-02-20T14:45:00Z');
    const vectorExpr = converter.convertExpression(new Expression(IN, new Key('activationDate'), new Value([date1, date2])));
    expect(vectorExpr).toContain('$."activationDate"');
    expect(vectorExpr).toContain('2024-01-15T10:30:00.000Z');
    expect(vectorExpr).toContain('2024-02-20T14:45:00.000Z');
  });
});

describe('PgVectorFilterExpressionConverter beyond Spring (own)', () => {
  const converter = new PgVectorFilterExpressionConverter();

  test('NOT is pushed down, and the path alone is available for binding', () => {
    expect(converter.convertToJsonPath(new Expression(NOT, new Expression(AND, new Expression(EQ, new Key('a'), new Value(1)), new Expression(IN, new Key('b'), new Value(['x'])))))).toBe(
      '$."a" != 1 || !($."b" == "x")',
    );
    expect(converter.convertToJsonPath(new Expression(IN, new Key('b'), new Value([])))).toBe('(1 == 2)');
  });

  test('an OR directly under an AND is parenthesized even without a Group', () => {
    const expr = new Expression(AND, new Expression(EQ, new Key('a'), new Value(1)), new Expression(OR, new Expression(EQ, new Key('b'), new Value(2)), new Expression(EQ, new Key('c'), new Value(3))));
    expect(converter.convertToJsonPath(expr)).toBe('$."a" == 1 && ($."b" == 2 || $."c" == 3)');
  });

  test('an empty metadata column name is rejected', () => {
    expect(() => new PgVectorFilterExpressionConverter('')).toThrow('Metadata column name must not be empty');
  });
});
