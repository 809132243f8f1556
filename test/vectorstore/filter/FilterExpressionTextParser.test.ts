import {
  Expression,
  ExpressionType,
  Filter,
  FilterExpressionParseException,
  FilterExpressionTextParser,
  Group,
  IllegalArgumentException,
  Key,
  Value,
} from '../../../src/index.js';

const { EQ, AND, OR, GTE, LTE, NE, IN, NIN, NOT, ISNULL, ISNOTNULL } = Filter.ExpressionType;

describe('FilterExpressionTextParserTests', () => {
  const parser = new FilterExpressionTextParser();

  test('testStringEscaping', () => {
    let exp = parser.parse('stuff == "he\'d say \\"hello\\", I\'d say \'hi\'"');
    expect((exp.right() as Value).value()).toBe('he\'d say "hello", I\'d say \'hi\'');
    exp = parser.parse("stuff == 'he\\'d say \"hello\", I\\'d say \\'hi\\''");
    expect((exp.right() as Value).value()).toBe('he\'d say "hello", I\'d say \'hi\'');
    exp = parser.parse("stuff == 'This is a single backslash: \\\\'");
    expect((exp.right() as Value).value()).toBe('This is a single backslash: \\');
  });

  test('testEQ', () => {
    const exp = parser.parse("country == 'BG'");
    expect(exp.equals(new Expression(EQ, new Key('country'), new Value('BG')))).toBe(true);
    expect(parser.getCache().get("WHERE country == 'BG'")).toBe(exp);
  });

  test('tesEqAndGte', () => {
    const exp = parser.parse("genre == 'drama' && year >= 2020");
    expect(exp).toEqual(new Expression(AND, new Expression(EQ, new Key('genre'), new Value('drama')), new Expression(GTE, new Key('year'), new Value(2020))));
  });

  test('tesIn', () => {
    const exp = parser.parse("genre in ['comedy', 'documentary', 'drama']");
    expect(exp).toEqual(new Expression(IN, new Key('genre'), new Value(['comedy', 'documentary', 'drama'])));
  });

  test('testNe', () => {
    const exp = parser.parse('year >= 2020 OR country == "BG" AND city != "Sofia"');
    expect(exp).toEqual(
      new Expression(
        OR,
        new Expression(GTE, new Key('year'), new Value(2020)),
        new Expression(AND, new Expression(EQ, new Key('country'), new Value('BG')), new Expression(NE, new Key('city'), new Value('Sofia'))),
      ),
    );
  });

  test('testGroup', () => {
    const exp = parser.parse('(year >= 2020 OR country == "BG") AND city NIN ["Sofia", "Plovdiv"]');
    expect(exp).toEqual(
      new Expression(
        AND,
        new Group(new Expression(OR, new Expression(GTE, new Key('year'), new Value(2020)), new Expression(EQ, new Key('country'), new Value('BG')))),
        new Expression(NIN, new Key('city'), new Value(['Sofia', 'Plovdiv'])),
      ),
    );
  });

  test('tesBoolean', () => {
    const exp = parser.parse('isOpen == true AND year >= 2020 AND country IN ["BG", "NL", "US"]');
    expect(exp).toEqual(
      new Expression(
        AND,
        new Expression(AND, new Expression(EQ, new Key('isOpen'), new Value(true)), new Expression(GTE, new Key('year'), new Value(2020))),
        new Expression(IN, new Key('country'), new Value(['BG', 'NL', 'US'])),
      ),
    );
  });

  test('tesNot', () => {
    const exp = parser.parse('not(isOpen == true AND year >= 2020 AND country IN ["BG", "NL", "US"])');
    expect(exp).toEqual(
      new Expression(
        NOT,
        new Group(
          new Expression(
            AND,
            new Expression(AND, new Expression(EQ, new Key('isOpen'), new Value(true)), new Expression(GTE, new Key('year'), new Value(2020))),
            new Expression(IN, new Key('country'), new Value(['BG', 'NL', 'US'])),
          ),
        ),
        null,
      ),
    );
  });

  test('tesNotNin', () => {
    expect(parser.parse('not(country NOT IN ["BG", "NL", "US"])')).toEqual(
      new Expression(NOT, new Group(new Expression(NIN, new Key('country'), new Value(['BG', 'NL', 'US']))), null),
    );
  });

  test('tesNotNin2', () => {
    expect(parser.parse('NOT country NOT IN ["BG", "NL", "US"]')).toEqual(
      new Expression(NOT, new Expression(NIN, new Key('country'), new Value(['BG', 'NL', 'US'])), null),
    );
  });

  test('tesNestedNot', () => {
    const exp = parser.parse('not(isOpen == true AND year >= 2020 AND NOT(country IN ["BG", "NL", "US"]))');
    expect(exp).toEqual(
      new Expression(
        NOT,
        new Group(
          new Expression(
            AND,
            new Expression(AND, new Expression(EQ, new Key('isOpen'), new Value(true)), new Expression(GTE, new Key('year'), new Value(2020))),
            new Expression(NOT, new Group(new Expression(IN, new Key('country'), new Value(['BG', 'NL', 'US']))), null),
          ),
        ),
        null,
      ),
    );
  });

  test('testDecimal', () => {
    expect(parser.parse('temperature >= -15.6 && temperature <= +20.13')).toEqual(
      new Expression(AND, new Expression(GTE, new Key('temperature'), new Value(-15.6)), new Expression(LTE, new Key('temperature'), new Value(20.13))),
    );
  });

  test('testLong', () => {
    expect(parser.parse('biz_id == 3L')).toEqual(new Expression(EQ, new Key('biz_id'), new Value(3)));
    expect(parser.parse('biz_id == -5L')).toEqual(new Expression(EQ, new Key('biz_id'), new Value(-5)));
  });

  test('testIdentifiers', () => {
    expect(parser.parse("'country.1' == 'BG'")).toEqual(new Expression(EQ, new Key('country.1'), new Value('BG')));
    expect(parser.parse("'country_1_2_3' == 'BG'")).toEqual(new Expression(EQ, new Key('country_1_2_3'), new Value('BG')));
    expect(parser.parse("\"country 1 2 3\" == 'BG'")).toEqual(new Expression(EQ, new Key('country 1 2 3'), new Value('BG')));
    expect(parser.parse("\"country \\\"1 2 3\" == 'BG'")).toEqual(new Expression(EQ, new Key('country "1 2 3'), new Value('BG')));
  });

  test('testUnescapedIdentifierWithUnderscores', () => {
    expect(parser.parse("file_name == 'medicaid-wa-faqs.pdf'")).toEqual(new Expression(EQ, new Key('file_name'), new Value('medicaid-wa-faqs.pdf')));
  });
});

describe('FilterExpressionTextParser beyond Spring (own)', () => {
  const parser = new FilterExpressionTextParser();
  const failure = (text: string): FilterExpressionParseException => {
    try {
      parser.parse(text);
    } catch (error) {
      return error as FilterExpressionParseException;
    }
    throw new Error(`parsed: ${text}`);
  };

  test('unbalanced parentheses name the position', () => {
    const error = failure("(a == 1 AND b == 'x'");
    expect(error).toBeInstanceOf(FilterExpressionParseException);
    expect(error).toBeInstanceOf(FilterExpressionTextParser.FilterExpressionParseException);
    expect(error.message).toContain('Line: 1:20');
    expect(error.message).toContain("(a == 1 AND b == 'x'");
    expect(failure('a == 1)').message).toContain("Line: 1:6, Error: unexpected ')'");
  });

  test('an unknown operator names the position', () => {
    expect(failure('a = 1').message).toContain("Line: 1:2, Error: token recognition error at: '='");
    expect(failure('a LIKE 1').message).toContain("Line: 1:2, Error: unexpected 'LIKE'");
    expect(failure('a == 1 XOR b == 2').message).toContain("Line: 1:7, Error: unexpected 'XOR'");
  });

  test('an unterminated string names where it starts', () => {
    expect(failure("country == 'BG").message).toContain('Line: 1:11, Error: unterminated string');
  });

  test('positions on later lines, and with an explicit WHERE', () => {
    expect(failure('a == 1 AND\n  b >').message).toContain('Line: 2:5');
    expect(failure('WHERE a ==').message).toContain('Line: 1:10');
  });

  test('IS NULL, IS NOT NULL, keyword spellings and an empty text', () => {
    expect(parser.parse('a IS NULL')).toEqual(new Expression(ISNULL, new Key('a')));
    expect(parser.parse('a is not null || b.c nin [1, 2.5, true]')).toEqual(
      new Expression(OR, new Expression(ISNOTNULL, new Key('a')), new Expression(NIN, new Key('b.c'), new Value([1, 2.5, true]))),
    );
    expect(parser.parse('where x != false').type()).toBe(ExpressionType.NE);
    expect(() => parser.parse('  ')).toThrow(new IllegalArgumentException('Expression should not be empty!'));
  });

  test('records print as Java records', () => {
    expect(parser.parse("country == 'BG'").toString()).toBe('Expression[type=EQ, left=Key[key=country], right=Value[value=BG]]');
  });
});
