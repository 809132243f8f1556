/* spring-ai-ts, Apache-2.0. The lexer of Spring's filter language (Filters.g4), hand-written. */
import { FilterExpressionParseException } from '../FilterExpressionParseException.js';

/** Token kinds, named after the grammar's lexer rules. */
export type TokenKind =
  | 'WHERE' | 'DOT' | 'COMMA' | 'LBRACKET' | 'RBRACKET' | 'LPAREN' | 'RPAREN'
  | 'EQUALS' | 'NE' | 'GT' | 'GE' | 'LT' | 'LE' | 'MINUS' | 'PLUS'
  | 'AND' | 'OR' | 'IN' | 'NIN' | 'NOT' | 'IS' | 'NULL' | 'BOOLEAN'
  | 'QUOTED_STRING' | 'INTEGER' | 'DECIMAL' | 'LONG_SUFFIX' | 'IDENTIFIER' | 'EOF';

/** A token with its text and position (line from 1, column from 0). */
export interface Token {
  kind: TokenKind;
  text: string;
  line: number;
  column: number;
}

const KEYWORDS: Record<string, TokenKind> = {
  WHERE: 'WHERE', where: 'WHERE',
  AND: 'AND', and: 'AND', OR: 'OR', or: 'OR',
  IN: 'IN', in: 'IN', NIN: 'NIN', nin: 'NIN', NOT: 'NOT', not: 'NOT',
  IS: 'IS', is: 'IS', NULL: 'NULL', null: 'NULL',
  TRUE: 'BOOLEAN', true: 'BOOLEAN', FALSE: 'BOOLEAN', false: 'BOOLEAN',
};

const SYMBOLS: ReadonlyArray<[string, TokenKind]> = [
  ['==', 'EQUALS'], ['!=', 'NE'], ['>=', 'GE'], ['<=', 'LE'], ['&&', 'AND'], ['||', 'OR'],
  ['>', 'GT'], ['<', 'LT'], ['.', 'DOT'], [',', 'COMMA'], ['[', 'LBRACKET'], [']', 'RBRACKET'],
  ['(', 'LPAREN'], [')', 'RPAREN'], ['-', 'MINUS'], ['+', 'PLUS'],
];

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined): boolean => c !== undefined && /[a-zA-Z_]/.test(c);

/**
 * Splits filter text into tokens; `offset` shifts reported columns (the parser prefixes
 * `WHERE ` to texts that lack it and reports positions in the text as given).
 */
export function tokenize(text: string, offset: number, source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const fail = (at: number, message: string): never => {
    const column = at - lineStart - (line === 1 ? offset : 0);
    throw new FilterExpressionParseException(`Source: ${source}, Line: ${line}:${Math.max(column, 0)}, Error: ${message}`);
  };
  const push = (kind: TokenKind, start: number, end: number): void => {
    tokens.push({ kind, text: text.slice(start, end), line, column: start - lineStart - (line === 1 ? offset : 0) });
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\n') {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '"' || c === "'") {
      const start = i++;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
      if (i >= text.length) fail(start, `unterminated string starting at ${c}`);
      i++;
      push('QUOTED_STRING', start, i);
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(text[i + 1]))) {
      const start = i;
      while (isDigit(text[i])) i++;
      let kind: TokenKind = 'INTEGER';
      if (text[i] === '.') {
        kind = 'DECIMAL';
        i++;
        while (isDigit(text[i])) i++;
      }
      push(kind, start, i);
      if (kind === 'INTEGER' && (text[i] === 'l' || text[i] === 'L') && !isLetter(text[i + 1]) && !isDigit(text[i + 1])) {
        push('LONG_SUFFIX', i, i + 1);
        i++;
      }
      continue;
    }
    if (isLetter(c)) {
      const start = i;
      while (isLetter(text[i]) || isDigit(text[i])) i++;
      const word = text.slice(start, i);
      push(KEYWORDS[word] ?? 'IDENTIFIER', start, i);
      continue;
    }
    const symbol = SYMBOLS.find(([s]) => text.startsWith(s, i));
    if (symbol === undefined) fail(i, `token recognition error at: '${c}'`);
    push((symbol as [string, TokenKind])[1], i, i + (symbol as [string, TokenKind])[0].length);
    i += (symbol as [string, TokenKind])[0].length;
  }
  tokens.push({ kind: 'EOF', text: '<EOF>', line, column: i - lineStart - (line === 1 ? offset : 0) });
  return tokens;
}
