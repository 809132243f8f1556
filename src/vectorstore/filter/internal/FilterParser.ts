/* spring-ai-ts, Apache-2.0. A recursive-descent parser for Spring's filter language (Filters.g4). */
import { Expression } from '../Expression.js';
import { ExpressionType } from '../ExpressionType.js';
import { FilterExpressionParseException } from '../FilterExpressionParseException.js';
import { Group } from '../Group.js';
import { Key } from '../Key.js';
import type { Operand } from '../Operand.js';
import { Value } from '../Value.js';
import { type Token, type TokenKind, tokenize } from './FilterTokenizer.js';

const COMPARE: Partial<Record<TokenKind, ExpressionType>> = {
  EQUALS: ExpressionType.EQ,
  NE: ExpressionType.NE,
  GT: ExpressionType.GT,
  GE: ExpressionType.GTE,
  LT: ExpressionType.LT,
  LE: ExpressionType.LTE,
};

function unescape(quoted: string): string {
  const quote = quoted[0];
  const inner = quoted.slice(1, -1);
  return quote === '"' ? inner.replaceAll('\\"', '"').replaceAll('\\\\', '\\') : inner.replaceAll("\\'", "'").replaceAll('\\\\', '\\');
}

/**
 * Parses `WHERE booleanExpression EOF` with the grammar's precedence: comparisons, then `AND`,
 * then `OR` (both left-associative); a prefix `NOT` applies to the whole expression after it,
 * as ANTLR resolves the grammar's last alternative.
 */
export class FilterParser {
  private readonly tokens: Token[];
  private position = 0;

  constructor(
    text: string,
    offset: number,
    private readonly source: string,
  ) {
    this.tokens = tokenize(text, offset, source);
  }

  parseWhere(): Operand {
    this.expect('WHERE', "'WHERE'");
    const expression = this.parseOr();
    this.expect('EOF', '<EOF>');
    return expression;
  }

  private parseOr(): Operand {
    let left = this.parseAnd();
    while (this.peek().kind === 'OR') {
      this.position++;
      left = new Expression(ExpressionType.OR, left, this.parseAnd());
    }
    return left;
  }

  private parseAnd(): Operand {
    let left = this.parseUnary();
    while (this.peek().kind === 'AND') {
      this.position++;
      left = new Expression(ExpressionType.AND, left, this.parseUnary());
    }
    return left;
  }

  private parseUnary(): Operand {
    const token = this.peek();
    if (token.kind === 'NOT') {
      this.position++;
      return new Expression(ExpressionType.NOT, this.parseOr(), null);
    }
    if (token.kind === 'LPAREN') {
      this.position++;
      const inner = this.parseOr();
      this.expect('RPAREN', "')'");
      return new Group(FilterParser.toExpression(inner));
    }
    return this.parsePredicate();
  }

  private parsePredicate(): Operand {
    const key = this.parseIdentifier();
    const token = this.next();
    const compare = COMPARE[token.kind];
    if (compare !== undefined) return new Expression(compare, key, new Value(this.parseConstant()));
    switch (token.kind) {
      case 'IN':
        return new Expression(ExpressionType.IN, key, this.parseArray());
      case 'NIN':
        return new Expression(ExpressionType.NIN, key, this.parseArray());
      case 'NOT':
        this.expect('IN', "'IN'");
        return new Expression(ExpressionType.NIN, key, this.parseArray());
      case 'IS':
        if (this.peek().kind === 'NOT') {
          this.position++;
          this.expect('NULL', "'NULL'");
          return new Expression(ExpressionType.ISNOTNULL, key);
        }
        this.expect('NULL', "'NULL' or 'NOT NULL'");
        return new Expression(ExpressionType.ISNULL, key);
      default:
        return this.fail(token, "a comparison operator (==, !=, >, >=, <, <=), IN, NIN, NOT IN or IS");
    }
  }

  private parseIdentifier(): Key {
    const token = this.next();
    if (token.kind === 'QUOTED_STRING') return new Key(unescape(token.text));
    if (token.kind !== 'IDENTIFIER') return this.fail(token, 'a metadata key, NOT or (');
    if (this.peek().kind === 'DOT') {
      this.position++;
      const second = this.expect('IDENTIFIER', 'an identifier after .');
      return new Key(`${token.text}.${second.text}`);
    }
    return new Key(token.text);
  }

  private parseArray(): Value {
    this.expect('LBRACKET', "'['");
    const values: unknown[] = [this.parseConstant()];
    while (this.peek().kind === 'COMMA') {
      this.position++;
      values.push(this.parseConstant());
    }
    this.expect('RBRACKET', "',' or ']'");
    return new Value(values);
  }

  private parseConstant(): unknown {
    let token = this.next();
    if (token.kind === 'QUOTED_STRING') return unescape(token.text);
    if (token.kind === 'BOOLEAN') return token.text.toLowerCase() === 'true';
    let sign = 1;
    if (token.kind === 'MINUS' || token.kind === 'PLUS') {
      sign = token.kind === 'MINUS' ? -1 : 1;
      token = this.next();
    }
    if (token.kind === 'INTEGER') {
      if (this.peek().kind === 'LONG_SUFFIX') this.position++;
      return sign * Number.parseInt(token.text, 10);
    }
    if (token.kind === 'DECIMAL') return sign * Number.parseFloat(token.text);
    return this.fail(token, 'a constant (string, number or boolean)');
  }

  private peek(): Token {
    return this.tokens[this.position] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'EOF') this.position++;
    return token;
  }

  private expect(kind: TokenKind, description: string): Token {
    const token = this.next();
    if (token.kind !== kind) this.fail(token, description);
    return token;
  }

  private fail(token: Token, expected: string): never {
    const found = token.kind === 'EOF' ? 'end of input' : `'${token.text}'`;
    throw new FilterExpressionParseException(
      `Source: ${this.source}, Line: ${token.line}:${Math.max(token.column, 0)}, Error: unexpected ${found}, expecting ${expected}`,
    );
  }

  /** A group's content, or the expression itself (Java's `castToExpression`). */
  static toExpression(operand: Operand): Expression {
    if (operand instanceof Group) return operand.content();
    if (operand instanceof Expression) return operand;
    throw new FilterExpressionParseException(`Invalid expression: ${String(operand)}`);
  }
}
