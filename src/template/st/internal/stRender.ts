/* spring-ai-ts, Apache-2.0. Internal: renders a parsed StringTemplate subset (see StTemplateRenderer). */
import type { Condition, ExpressionSegment, Segment } from './stTemplate.js';

/**
 * What StringTemplate's interpreter tracks to decide whether a template newline is written: the
 * characters written on the current line (`nwline`), the previous step, and leading whitespace
 * waiting to be written (ST's indentation, written only before something else on its line).
 */
interface LineState {
  out: string;
  written: number;
  previous: 'start' | 'newline' | 'indent' | 'other';
  indent: string;
}

/**
 * Renders `segments` with `model`, as StringTemplate would for the supported subset. As ST's
 * interpreter does, a newline of the template is written only when something was written on its
 * line, or when the line is empty or holds only whitespace in the template: a line holding only
 * expressions that render nothing disappears, with its leading whitespace.
 */
export function renderSegments(segments: readonly Segment[], model: Map<string, unknown>): string {
  const state: LineState = { out: '', written: 0, previous: 'start', indent: '' };
  renderInto(segments, model, state);
  return state.out + (state.previous === 'indent' ? state.indent : '');
}

function renderInto(segments: readonly Segment[], model: Map<string, unknown>, state: LineState): void {
  for (const segment of segments) {
    if (segment.kind === 'text') {
      writeText(segment.text, state);
    } else if (segment.kind === 'if') {
      const branch = segment.branches.find(({ condition }) => condition === undefined || isTrue(condition, model));
      if (branch !== undefined) renderInto(branch.body, model, state);
    } else {
      write(renderExpression(segment, model), state);
    }
  }
}

function writeText(text: string, state: LineState): void {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (index > 0) newline(state);
    let rest = line;
    if (state.previous === 'start' || state.previous === 'newline') {
      const indent = /^[ \t]*/u.exec(rest)?.[0] ?? '';
      if (indent.length > 0) {
        state.indent = indent;
        state.previous = 'indent';
        rest = rest.slice(indent.length);
      }
    }
    if (rest.length > 0) write(rest, state);
  }
}

function newline(state: LineState): void {
  if (state.previous === 'newline' || state.previous === 'indent' || state.written > 0) state.out += '\n';
  state.written = 0;
  state.indent = '';
  state.previous = 'newline';
}

function write(text: string, state: LineState): void {
  if (text.length > 0) {
    state.out += state.indent + text;
    state.indent = '';
    state.written += text.length;
  }
  state.previous = 'other';
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
