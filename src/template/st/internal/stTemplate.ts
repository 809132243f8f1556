/* spring-ai-ts, Apache-2.0. Internal: the subset of StringTemplate 4 that StTemplateRenderer understands. */

/** StringTemplate's built-in functions (`Compiler.funcs`). */
export const ST_FUNCTIONS: ReadonlySet<string> = new Set([
  'first',
  'last',
  'rest',
  'reverse',
  'trunc',
  'strip',
  'trim',
  'length',
  'strlen',
]);

/** The token kinds that Spring's variable scan looks at (STLexer types). */
export type TokenKind = 'LDELIM' | 'RDELIM' | 'ID' | 'COLON' | 'LPAREN' | 'DOT' | 'OTHER';

/** A lexer token, as far as the variable scan needs it. */
export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}

/** An anonymous template `{arg | body}` applied to each element of a value. */
export interface AnonymousTemplate {
  readonly parameter: string | undefined;
  readonly body: readonly Segment[];
}

/** One `{...}` expression. */
export interface ExpressionSegment {
  readonly kind: 'expression';
  /** The function applied to the path, if any (`{length(items)}`). */
  readonly fn: string | undefined;
  /** `a.b.c` → `['a', 'b', 'c']`. */
  readonly path: readonly string[];
  /** `{items:{item | …}}`. */
  readonly template: AnonymousTemplate | undefined;
  /** Options after `;` (`separator`, `null`). */
  readonly options: ReadonlyMap<string, string>;
}

/** A condition of `{if(...)}`. */
export type Condition =
  | { readonly kind: 'value'; readonly fn: string | undefined; readonly path: readonly string[] }
  | { readonly kind: 'not'; readonly operand: Condition }
  | { readonly kind: 'and' | 'or'; readonly left: Condition; readonly right: Condition };

/** `{if(c)}…{elseif(c)}…{else}…{endif}`: the branches in order, `undefined` condition for else. */
export interface IfSegment {
  readonly kind: 'if';
  readonly branches: readonly { readonly condition: Condition | undefined; readonly body: readonly Segment[] }[];
}

/** A parsed template segment. */
export type Segment = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'comment' } | ExpressionSegment | IfSegment;

type Stop = 'end' | 'subtemplate' | 'elseif' | 'else' | 'endif';

/** A parsed template: its segments and its token stream. */
export interface ParsedTemplate {
  readonly segments: readonly Segment[];
  readonly tokens: readonly Token[];
}

/** Thrown by {@link parseTemplate} for anything outside the supported subset. */
export class TemplateSyntaxError extends Error {}

const ID_START = /[A-Za-z_/]/u;
const ID_PART = /[A-Za-z0-9_/-]/u;

class Parser {
  private position = 0;
  readonly tokens: Token[] = [];

  constructor(
    private readonly source: string,
    private readonly start: string,
    private readonly end: string,
  ) {}

  /** Template mode: text and expressions until the end, or until `}` closing a subtemplate. */
  template(nested: boolean): Segment[] {
    const { segments, stop } = this.templateUntil(nested);
    if (stop !== (nested ? 'subtemplate' : 'end')) throw new TemplateSyntaxError(`unexpected {${stop}}`);
    return segments;
  }

  private templateUntil(nested: boolean): { segments: Segment[]; stop: Stop; condition?: Condition } {
    const segments: Segment[] = [];
    let text = '';
    const flush = () => {
      if (text.length > 0) segments.push({ kind: 'text', text });
      text = '';
    };
    while (this.position < this.source.length) {
      const character = this.source[this.position] as string;
      if (character === '\\' && (this.peek(1) === this.start || (nested && this.peek(1) === '}'))) {
        text += this.peek(1);
        this.position += 2;
      } else if (nested && character === '}') {
        flush();
        return { segments, stop: 'subtemplate' };
      } else if (character === this.start) {
        if (this.source.startsWith(`${this.start}!`, this.position)) {
          const close = this.source.indexOf(`!${this.end}`, this.position + 2);
          if (close < 0) throw new TemplateSyntaxError('unterminated comment');
          this.position = close + 2;
          // Kept as a segment: a comment alone on its line takes the line with it.
          flush();
          segments.push({ kind: 'comment' });
          continue;
        }
        flush();
        const keyword = this.keywordAhead();
        if (keyword === 'if') {
          segments.push(this.ifBlock(nested));
        } else if (keyword === 'elseif') {
          const condition = this.conditionTag('elseif');
          return { segments, stop: 'elseif', condition };
        } else if (keyword === 'else' || keyword === 'endif') {
          this.keywordTag(keyword);
          return { segments, stop: keyword };
        } else {
          segments.push(this.expression());
        }
      } else {
        text += character;
        this.position += 1;
      }
    }
    if (nested) throw new TemplateSyntaxError('unterminated anonymous template');
    flush();
    return { segments, stop: 'end' };
  }

  /** `if`, `elseif`, `else` or `endif` when the expression at the cursor starts with one. */
  private keywordAhead(): string | undefined {
    const match = /^\s*(if|elseif|else|endif)\b/u.exec(this.source.slice(this.position + 1, this.position + 12));
    if (match === null) return undefined;
    const keyword = match[1] as string;
    const after = this.source.slice(this.position + 1 + match[0].length).trimStart()[0];
    if ((keyword === 'if' || keyword === 'elseif') && after !== '(') return undefined;
    return keyword;
  }

  private keywordTag(keyword: string): void {
    this.position += 1;
    this.tokens.push({ kind: 'LDELIM', text: this.start });
    this.skipSpaces();
    this.position += keyword.length;
    this.tokens.push({ kind: 'OTHER', text: keyword });
    this.skipSpaces();
    if (this.peek() !== this.end) throw new TemplateSyntaxError(`'${this.end}' expected at ${this.position}`);
    this.position += 1;
    this.tokens.push({ kind: 'RDELIM', text: this.end });
  }

  private conditionTag(keyword: string): Condition {
    this.position += 1;
    this.tokens.push({ kind: 'LDELIM', text: this.start });
    this.skipSpaces();
    this.position += keyword.length;
    this.tokens.push({ kind: 'OTHER', text: keyword });
    this.expect('(', 'LPAREN');
    const condition = this.orCondition();
    this.expect(')', 'OTHER');
    this.skipSpaces();
    if (this.peek() !== this.end) throw new TemplateSyntaxError(`'${this.end}' expected at ${this.position}`);
    this.position += 1;
    this.tokens.push({ kind: 'RDELIM', text: this.end });
    return condition;
  }

  private ifBlock(nested: boolean): IfSegment {
    const branches: { condition: Condition | undefined; body: Segment[] }[] = [];
    let condition: Condition | undefined = this.conditionTag('if');
    for (;;) {
      const part = this.templateUntil(nested);
      branches.push({ condition, body: part.segments });
      if (part.stop === 'endif') return { kind: 'if', branches };
      if (part.stop === 'elseif') {
        condition = part.condition;
      } else if (part.stop === 'else' && condition !== undefined) {
        condition = undefined;
      } else {
        throw new TemplateSyntaxError('{endif} expected');
      }
    }
  }

  private orCondition(): Condition {
    let left = this.andCondition();
    while (this.acceptPair('||')) left = { kind: 'or', left, right: this.andCondition() };
    return left;
  }

  private andCondition(): Condition {
    let left = this.unaryCondition();
    while (this.acceptPair('&&')) left = { kind: 'and', left, right: this.unaryCondition() };
    return left;
  }

  private unaryCondition(): Condition {
    if (this.accept('!', 'OTHER')) return { kind: 'not', operand: this.unaryCondition() };
    if (this.accept('(', 'OTHER')) {
      const inner = this.orCondition();
      this.expect(')', 'OTHER');
      return inner;
    }
    let path = this.path();
    let fn: string | undefined;
    if (path.length === 1 && this.accept('(', 'LPAREN')) {
      fn = path[0] as string;
      if (!ST_FUNCTIONS.has(fn)) throw new TemplateSyntaxError(`unsupported function ${fn}`);
      path = this.path();
      this.expect(')', 'OTHER');
    }
    return { kind: 'value', fn, path };
  }

  private acceptPair(pair: string): boolean {
    this.skipSpaces();
    if (!this.source.startsWith(pair, this.position)) return false;
    this.position += pair.length;
    this.tokens.push({ kind: 'OTHER', text: pair });
    return true;
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.position + offset];
  }

  private skipSpaces(): void {
    while (/\s/u.test(this.peek() ?? '')) this.position += 1;
  }

  private identifier(): string {
    this.skipSpaces();
    if (!ID_START.test(this.peek() ?? '')) throw new TemplateSyntaxError(`identifier expected at ${this.position}`);
    const from = this.position;
    while (ID_PART.test(this.peek() ?? '')) this.position += 1;
    const name = this.source.slice(from, this.position);
    this.tokens.push({ kind: 'ID', text: name });
    return name;
  }

  private expect(character: string, kind: TokenKind): void {
    this.skipSpaces();
    if (this.peek() !== character) throw new TemplateSyntaxError(`'${character}' expected at ${this.position}`);
    this.position += 1;
    this.tokens.push({ kind, text: character });
  }

  private accept(character: string, kind: TokenKind): boolean {
    this.skipSpaces();
    if (this.peek() !== character) return false;
    this.position += 1;
    this.tokens.push({ kind, text: character });
    return true;
  }

  private stringLiteral(): string {
    this.skipSpaces();
    if (this.peek() !== '"') throw new TemplateSyntaxError(`string expected at ${this.position}`);
    let value = '';
    this.position += 1;
    for (;;) {
      const character = this.peek();
      if (character === undefined) throw new TemplateSyntaxError('unterminated string');
      this.position += 1;
      if (character === '"') break;
      if (character === '\\') {
        const escaped = this.peek() ?? '';
        this.position += 1;
        value += escaped === 'n' ? '\n' : escaped === 't' ? '\t' : escaped === 'r' ? '\r' : escaped;
      } else {
        value += character;
      }
    }
    this.tokens.push({ kind: 'OTHER', text: value });
    return value;
  }

  private path(): string[] {
    const path = [this.identifier()];
    while (this.accept('.', 'DOT')) path.push(this.identifier());
    return path;
  }

  private expression(): ExpressionSegment {
    this.position += 1;
    this.tokens.push({ kind: 'LDELIM', text: this.start });
    let fn: string | undefined;
    let path = this.path();
    if (path.length === 1 && this.accept('(', 'LPAREN')) {
      fn = path[0] as string;
      if (!ST_FUNCTIONS.has(fn)) throw new TemplateSyntaxError(`unsupported function ${fn}`);
      path = this.path();
      this.expect(')', 'OTHER');
    }
    let template: AnonymousTemplate | undefined;
    if (this.accept(':', 'COLON')) template = this.anonymousTemplate();
    const options = new Map<string, string>();
    if (this.accept(';', 'OTHER')) {
      do {
        const name = this.identifier();
        if (name !== 'separator' && name !== 'null') throw new TemplateSyntaxError(`unsupported option ${name}`);
        this.expect('=', 'OTHER');
        options.set(name, this.stringLiteral());
      } while (this.accept(',', 'OTHER'));
    }
    this.skipSpaces();
    if (this.peek() !== this.end) throw new TemplateSyntaxError(`'${this.end}' expected at ${this.position}`);
    this.position += 1;
    this.tokens.push({ kind: 'RDELIM', text: this.end });
    return { kind: 'expression', fn, path, template, options };
  }

  private anonymousTemplate(): AnonymousTemplate {
    this.expect('{', 'OTHER');
    let parameter: string | undefined;
    const mark = this.position;
    const markTokens = this.tokens.length;
    this.skipSpaces();
    if (ID_START.test(this.peek() ?? '')) {
      const name = this.identifier();
      if (this.accept('|', 'OTHER')) {
        parameter = name;
      } else {
        this.position = mark;
        this.tokens.length = markTokens;
      }
    }
    if (parameter !== undefined && this.peek() === ' ') this.position += 1;
    const body = this.template(true);
    this.position += 1; // the closing '}'
    this.tokens.push({ kind: 'OTHER', text: '}' });
    return { parameter, body };
  }
}

/** Parses `template` with single-character delimiters `start` and `end`. */
export function parseTemplate(template: string, start: string, end: string): ParsedTemplate {
  const parser = new Parser(template, start, end);
  const segments = parser.template(false);
  return { segments, tokens: parser.tokens };
}

/**
 * The variables Spring's `StTemplateRenderer.getInputVariables` finds in the token stream,
 * including its quirks (names after a dot count; names inside `{list:{x | …}}` up to the first
 * closing delimiter do not).
 */
export function inputVariables(tokens: readonly Token[], validateStFunctions: boolean): string[] {
  const variables: string[] = [];
  let isInsideList = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    if (token.kind === 'LDELIM' && next?.kind === 'ID') {
      if (tokens[index + 2]?.kind === 'COLON' && (!ST_FUNCTIONS.has(next.text) || validateStFunctions)) {
        variables.push(next.text);
        isInsideList = true;
      }
    } else if (token.kind === 'RDELIM') {
      isInsideList = false;
    } else if (!isInsideList && token.kind === 'ID') {
      const isFunctionCall = next?.kind === 'LPAREN';
      const isDotProperty = tokens[index - 1]?.kind === 'DOT';
      const isFunction = ST_FUNCTIONS.has(token.text);
      if (!isFunctionCall && (!isFunction || validateStFunctions || !(isDotProperty && isFunction))) {
        variables.push(token.text);
      }
    }
  }
  return variables;
}
