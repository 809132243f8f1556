/* spring-ai-ts, Apache-2.0. Internal: renders a parsed StringTemplate subset (see StTemplateRenderer). */
import type { Condition, ExpressionSegment, Segment } from './stTemplate.js';

/**
 * Renders `segments` with `model`, as StringTemplate would for the supported subset, with
 * StringTemplate's line rules: a line whose expressions all render empty (and that has no other
 * text) leaves no line behind, an `{if}` tag alone on its line leaves neither the line nor its
 * indentation, the newline after an `{endif}` that closes a multi-line `{if}` is dropped, the
 * whitespace that starts a line indents every line its first expression writes, and newlines are
 * written as `\n` (`\r` dropped).
 */
export function renderSegments(segments: readonly Segment[], model: Map<string, unknown>): string {
  const writer = new IndentWriter();
  new TemplateRun(writer, model).run(segments, true, false);
  return writer.text();
}

/** StringTemplate's AutoIndentWriter: indentation is written before the first character of each line. */
class IndentWriter {
  private readonly out: string[] = [];
  private readonly indents: string[] = [];
  private atLineStart = true;

  /** Writes `text`; returns the number of characters written (indentation included). */
  write(text: string): number {
    let n = 0;
    for (const c of text) {
      if (c === '\r') continue;
      if (c === '\n') {
        this.out.push('\n');
        this.atLineStart = true;
        n++;
        continue;
      }
      if (this.atLineStart) {
        for (const indent of this.indents) {
          this.out.push(indent);
          n += indent.length;
        }
        this.atLineStart = false;
      }
      this.out.push(c);
      n++;
    }
    return n;
  }

  pushIndentation(indent: string): void {
    this.indents.push(indent);
  }

  popIndentation(): void {
    this.indents.pop();
  }

  text(): string {
    return this.out.join('');
  }
}

/** Whether a segment list holds a newline anywhere (a multi-line `{if}`). */
function spansLines(segments: readonly Segment[]): boolean {
  return segments.some((segment) =>
    segment.kind === 'text' ? /[\r\n]/.test(segment.text) : segment.kind === 'if' ? segment.branches.some((branch) => spansLines(branch.body)) : false,
  );
}

function startsWithNewline(segments: readonly Segment[]): boolean {
  const first = segments[0];
  return first !== undefined && first.kind === 'text' && /^\r?\n/.test(first.text);
}

/** One template's run (ST's interpreter state for one template): what the current line holds so far. */
class TemplateRun {
  /** Characters written on the current line. */
  private lineChars = 0;
  /** What ran last: a newline, an indentation, or anything else. */
  private previous: 'newline' | 'indent' | 'other' = 'newline';

  constructor(
    private readonly writer: IndentWriter,
    private readonly model: Map<string, unknown>,
  ) {}

  /**
   * Runs `segments`; `lineStart` tells whether the first one starts a line of the template's source,
   * `body` whether they are the body of an `{if}` branch (whose last line's indentation belongs to
   * the next tag). Returns whether the last one ended a source line.
   */
  run(segments: readonly Segment[], lineStart: boolean, body: boolean): boolean {
    let atLineStart = lineStart;
    let indent: string | undefined;
    let skipNewline = false;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      if (segment.kind === 'text') {
        let text = segment.text;
        if (skipNewline && /^\r?\n/.test(text)) {
          text = text.replace(/^\r?\n/, '');
          atLineStart = true;
        }
        skipNewline = false;
        atLineStart = this.text(text, atLineStart, last, body, (pending) => (indent = pending));
        return;
      }
      skipNewline = false;
      if (segment.kind === 'comment') {
        const next = segments[index + 1];
        if (atLineStart && next !== undefined && next.kind === 'text' && /^\r?\n/.test(next.text)) {
          // A comment alone on its line (indentation included) leaves nothing, not even the newline.
          skipNewline = true;
        } else if (indent !== undefined) {
          // Indentation before a comment is not written.
          this.previous = 'other';
        }
        indent = undefined;
        atLineStart = false;
        return;
      }
      if (segment.kind === 'expression') {
        if (indent !== undefined) this.writer.pushIndentation(indent);
        this.lineChars += this.writer.write(renderExpression(segment, this.model));
        if (indent !== undefined) this.writer.popIndentation();
        this.previous = 'other';
      } else {
        // An {if} tag alone on its line loses its indentation; otherwise the indentation covers the whole {if}.
        const aloneOnLine = atLineStart && segment.branches[0] !== undefined && startsWithNewline(segment.branches[0].body);
        const indentation = aloneOnLine ? undefined : indent;
        if (indentation !== undefined) this.writer.pushIndentation(indentation);
        this.previous = 'other';
        const branch = segment.branches.find(({ condition }) => condition === undefined || isTrue(condition, this.model));
        if (branch !== undefined) this.run(branch.body, false, true);
        // A branch before the last jumps over the rest; the last one falls through with what its body ran last.
        if (branch === undefined || branch !== segment.branches.at(-1)) this.previous = 'other';
        if (indentation !== undefined) {
          this.writer.popIndentation();
          this.previous = 'other';
        }
        skipNewline = segment.branches.some((candidate) => spansLines(candidate.body));
      }
      indent = undefined;
      atLineStart = false;
    });
    return atLineStart;
  }

  /** Runs one text segment; returns whether it ends at the start of a source line. */
  private text(text: string, lineStart: boolean, last: boolean, body: boolean, setIndent: (indent: string) => void): boolean {
    let atLineStart = lineStart;
    let position = 0;
    while (position < text.length) {
      const newline = /^\r?\n/.exec(text.slice(position));
      if (newline !== null) {
        if (this.previous !== 'other' || this.lineChars > 0) this.writer.write('\n');
        this.lineChars = 0;
        this.previous = 'newline';
        atLineStart = true;
        position += newline[0].length;
        continue;
      }
      const rest = text.slice(position);
      if (atLineStart) {
        const whitespace = /^[ \t]+/.exec(rest)?.[0];
        if (whitespace !== undefined) {
          const after = rest.slice(whitespace.length);
          if (after === '' && !(last && !body)) {
            // Indentation before the next tag: it indents the next expression, or belongs to an {else}/{endif}.
            if (!last) setIndent(whitespace);
            return true;
          }
          const newline = /^\r?\n/.exec(after);
          if (newline !== null) {
            // A line of blanks: its newline is written, the blanks are not, and a newline right after is dropped.
            this.writer.write('\n');
            this.lineChars = 0;
            this.previous = 'other';
            position += whitespace.length + newline[0].length;
            continue;
          }
          // Indented text: the indentation shows only where the output is at the start of a line.
          // (Blanks that end the template are text of their own.)
          const indented = /^[^\r\n]*/.exec(after)![0];
          if (indented === '') {
            this.lineChars += this.writer.write(whitespace);
            this.previous = 'other';
            return false;
          }
          this.writer.pushIndentation(whitespace);
          this.lineChars += this.writer.write(indented);
          this.writer.popIndentation();
          this.previous = 'other';
          atLineStart = false;
          position += whitespace.length + indented.length;
          continue;
        }
      }
      const literal = /^[^\r\n]+/.exec(rest)![0];
      this.lineChars += this.writer.write(literal);
      this.previous = 'other';
      atLineStart = false;
      position += literal.length;
    }
    return atLineStart;
  }
}

function resolve(fn: string | undefined, path: readonly string[], model: Map<string, unknown>): unknown {
  const [root, ...properties] = path;
  let value: unknown = model.get(root as string);
  for (const property of properties) value = readProperty(value, property);
  return fn === undefined ? value : applyFunction(fn, value);
}

/** ST's truth test: present, `true` when boolean, non-empty when a collection. */
function isTrue(condition: Condition, model: Map<string, unknown>): boolean {
  switch (condition.kind) {
    case 'not':
      return !isTrue(condition.operand, model);
    case 'and':
      return isTrue(condition.left, model) && isTrue(condition.right, model);
    case 'or':
      return isTrue(condition.left, model) || isTrue(condition.right, model);
    default: {
      const value = resolve(condition.fn, condition.path, model);
      if (value === undefined || value === null) return false;
      if (typeof value === 'boolean') return value;
      const elements = elementsOf(value);
      return elements === undefined || elements.length > 0;
    }
  }
}

function renderExpression(segment: ExpressionSegment, model: Map<string, unknown>): string {
  let value: unknown = resolve(segment.fn, segment.path, model);
  const template = segment.template;
  if (template !== undefined && value !== undefined && value !== null) {
    // {items:{item | …}}: the anonymous template renders once per element (ST's default argument is `it`).
    const elements = elementsOf(value) ?? [value];
    value = elements
      .filter((element) => element !== undefined && element !== null)
      .map((element) => renderSegments(template.body, new Map(model).set(template.parameter ?? 'it', element)));
  }
  return renderValue(value, segment.options.get('separator'), segment.options.get('null'));
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function'
  );
}

function elementsOf(value: unknown): unknown[] | undefined {
  if (value instanceof Map) return [...value.keys()];
  if (typeof value !== 'string' && isIterable(value)) return [...value];
  return undefined;
}

function renderValue(value: unknown, separator: string | undefined, nullText: string | undefined): string {
  const elements = elementsOf(value);
  if (elements === undefined) return value === undefined || value === null ? (nullText ?? '') : scalarText(value);
  const parts: string[] = [];
  for (const element of elements) {
    if (element === undefined || element === null) {
      if (nullText !== undefined) parts.push(nullText);
    } else {
      parts.push(renderValue(element, separator, nullText));
    }
  }
  return parts.join(separator ?? '');
}

function scalarText(value: unknown): string {
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return JSON.stringify(value);
  }
  return String(value);
}

function readProperty(target: unknown, property: string): unknown {
  if (target === undefined || target === null) return undefined;
  if (target instanceof Map) return target.get(property);
  if (typeof target !== 'object' && typeof target !== 'function') return undefined;
  const record = target as Record<string, unknown>;
  const capitalized = property.charAt(0).toUpperCase() + property.slice(1);
  for (const accessor of [`get${capitalized}`, `is${capitalized}`, `has${capitalized}`]) {
    const method = record[accessor];
    if (typeof method === 'function') return (method as () => unknown).call(target);
  }
  // As StringTemplate: fields and getX/isX/hasX accessors only. Calling any other method would
  // let a template run `{list.pop}` or `{account.close}` on the caller's objects.
  const member = record[property];
  return typeof member === 'function' ? undefined : member;
}

function applyFunction(fn: string, value: unknown): unknown {
  const elements = elementsOf(value);
  switch (fn) {
    case 'first':
      return elements === undefined ? value : elements[0];
    case 'last':
      return elements === undefined ? value : elements.at(-1);
    case 'rest':
      return elements === undefined ? undefined : elements.slice(1);
    case 'trunc':
      return elements === undefined ? undefined : elements.slice(0, -1);
    case 'reverse':
      return elements === undefined ? value : [...elements].reverse();
    case 'strip':
      return elements === undefined ? value : elements.filter((element) => element !== undefined && element !== null);
    case 'length':
      if (value === undefined || value === null) return 0;
      return elements === undefined ? 1 : elements.length;
    case 'strlen':
      return typeof value === 'string' ? value.length : undefined;
    case 'trim':
      return typeof value === 'string' ? value.trim() : value;
    default:
      return value;
  }
}
