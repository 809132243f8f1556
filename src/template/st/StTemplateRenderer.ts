/* Ported from Spring AI StTemplateRenderer (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { IllegalStateException } from '../../core/IllegalStateException.js';
import { entriesOf, keysOf } from '../../internal/chatclient/maps.js';
import {
  inputVariables,
  javaHashSetOrder,
  parseTemplate,
  type Condition,
  type ParsedTemplate,
  type Segment,
} from '../../internal/template/stTemplate.js';
import type { TemplateRenderer } from '../TemplateRenderer.js';
import { ValidationMode } from '../ValidationMode.js';

/**
 * Builder of {@link StTemplateRenderer} (Java's nested `StTemplateRenderer.Builder`).
 *
 * @remarks
 * Declared in the renderer's file, before it, so the static `Builder` needs no import cycle.
 *
 * Defaults: delimiters `{` and `}`, {@link ValidationMode.THROW}, ST function names not
 * validated.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/template/st/StTemplateRenderer.Builder.html
 * @category Prompt
 */
export class StTemplateRendererBuilder {
  private startDelimiterTokenValue = '{';
  private endDelimiterTokenValue = '}';
  private validationModeValue: ValidationMode = ValidationMode.THROW;
  private validateStFunctionsValue = false;

  /** @internal Use `StTemplateRenderer.builder()`. */
  constructor() {}

  /** The character that opens a placeholder (a Java `char`: one character). */
  startDelimiterToken(startDelimiterToken: string): this {
    this.startDelimiterTokenValue = startDelimiterToken;
    return this;
  }

  /** The character that closes a placeholder (a Java `char`: one character). */
  endDelimiterToken(endDelimiterToken: string): this {
    this.endDelimiterTokenValue = endDelimiterToken;
    return this;
  }

  /** What to do when the template uses variables that were not supplied. */
  validationMode(validationMode: ValidationMode): this {
    this.validationModeValue = validationMode;
    return this;
  }

  /** Also require variables for names that match StringTemplate's built-in functions. */
  validateStFunctions(): this {
    this.validateStFunctionsValue = true;
    return this;
  }

  /** Creates the renderer; fails with `"validationMode cannot be null"` when it was cleared. */
  build(): StTemplateRenderer {
    return new StTemplateRenderer(
      this.startDelimiterTokenValue,
      this.endDelimiterTokenValue,
      this.validationModeValue,
      this.validateStFunctionsValue,
    );
  }
}

/**
 * Renders `{name}` templates the way Spring AI's StringTemplate-based renderer does: the
 * default renderer of `PromptTemplate` and `ChatClient`.
 *
 * Delimiters are configurable (`<name>` with `startDelimiterToken('<')`). Before rendering,
 * the variables the template uses are compared with the ones supplied; with
 * {@link ValidationMode.THROW} (the default) a missing one fails with
 * `IllegalStateException("Not all variables were replaced in the template. Missing variable names are: [name].")`,
 * with {@link ValidationMode.WARN} the same text is logged with `console.warn`.
 *
 * @remarks
 * There is no StringTemplate engine in JavaScript, so this class implements the subset of
 * StringTemplate 4 that prompt templates use:
 *
 * - `{name}` (names may contain `-` and `/`, as in ST): the value's text. `undefined`/`null` render as nothing; arrays, `Set`s and other
 *   iterables render their elements one after another; a `Map` renders its keys (as ST does); a
 *   plain object renders as JSON; anything else with `String(value)`.
 * - `{name.property}`: a `Map` entry, else a `getProperty()`/`isProperty()`/`hasProperty()`
 *   method, else a field or a no-argument method named `property`.
 * - `{items; separator=", "}` and `null="…"` options.
 * - Anonymous templates applied to each element: `{items:{item | - {item}\n}}`.
 * - Conditionals `{if(cond)}…{elseif(cond)}…{else}…{endif}` with `!`, `&&`, `||`, parentheses
 *   and the functions above; a value is true when present, `true` if boolean, non-empty if a
 *   collection (as in ST).
 * - The built-in functions `first`, `last`, `rest`, `reverse`, `trunc`, `strip`, `trim`,
 *   `length`, `strlen` applied to one value: `{length(items)}`.
 * - `\{` for a literal start delimiter, and `{! comments !}`.
 *
 * Any other expression (template calls, several template arguments, regions) makes `apply` fail with
 * `IllegalArgumentException("The template string is not valid.")`, where StringTemplate would
 * report a compile error. Validation finds variables the way Spring scans ST's tokens, so it
 * keeps 1.1.8's quirks: a property name (`name` in `{person.name}`) and the option name
 * `separator` also count as variables; function names after a dot do not unless
 * `validateStFunctions()` is set; inside `{list:{x | …}}` names up to the first nested `}`
 * are not variables. Missing names are listed in `java.util.HashSet` order.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/template/st/StTemplateRenderer.html
 * @category Prompt
 */
export class StTemplateRenderer implements TemplateRenderer {
  /** Java's nested `StTemplateRenderer.Builder`. */
  static readonly Builder = StTemplateRendererBuilder;

  private static readonly VALIDATION_MESSAGE = 'Not all variables were replaced in the template. Missing variable names are: %s.';

  private readonly startDelimiterToken: string;
  private readonly endDelimiterToken: string;
  private readonly validationMode: ValidationMode;
  private readonly validateStFunctions: boolean;

  /**
   * Creates a renderer; prefer {@link StTemplateRenderer.builder}.
   *
   * @param startDelimiterToken - the character that opens a placeholder
   * @param endDelimiterToken - the character that closes a placeholder
   * @param validationMode - what to do about missing variables
   * @param validateStFunctions - whether ST function names count as variables
   */
  constructor(
    startDelimiterToken: string,
    endDelimiterToken: string,
    validationMode: ValidationMode,
    validateStFunctions: boolean,
  ) {
    Assert.notNull(validationMode, 'validationMode cannot be null');
    this.startDelimiterToken = startDelimiterToken;
    this.endDelimiterToken = endDelimiterToken;
    this.validationMode = validationMode;
    this.validateStFunctions = validateStFunctions;
  }

  /** A builder with the defaults (`{`/`}`, {@link ValidationMode.THROW}). */
  static builder(): StTemplateRendererBuilder {
    return new StTemplateRendererBuilder();
  }

  /** Renders `template` with `variables` (a `Map` or a plain object). */
  apply(template: string, variables: Map<string, unknown> | Record<string, unknown>): string {
    Assert.hasText(template, 'template cannot be null or empty');
    Assert.notNull(variables, 'variables cannot be null');
    Assert.noNullElements(keysOf(variables), 'variables keys cannot be null');
    const parsed = this.createST(template);
    const model = new Map(entriesOf(variables));
    if (this.validationMode !== ValidationMode.NONE) this.validate(parsed, model);
    return renderSegments(parsed.segments, model);
  }

  private createST(template: string): ParsedTemplate {
    try {
      return parseTemplate(template, this.startDelimiterToken, this.endDelimiterToken);
    } catch (error) {
      throw new IllegalArgumentException('The template string is not valid.', error);
    }
  }

  private validate(parsed: ParsedTemplate, model: Map<string, unknown>): string[] {
    const templateTokens = inputVariables(parsed.tokens, this.validateStFunctions);
    const missing = javaHashSetOrder(templateTokens).filter((name) => !model.has(name));
    if (missing.length > 0) {
      const message = StTemplateRenderer.VALIDATION_MESSAGE.replace('%s', `[${missing.join(', ')}]`);
      if (this.validationMode === ValidationMode.WARN) console.warn(message);
      else if (this.validationMode === ValidationMode.THROW) throw new IllegalStateException(message);
    }
    return missing;
  }
}

/** Type-level view of the nested Java types of {@link StTemplateRenderer}. */
export declare namespace StTemplateRenderer {
  /** Java's `StTemplateRenderer.Builder`. */
  type Builder = StTemplateRendererBuilder;
}

function renderSegments(segments: readonly Segment[], model: Map<string, unknown>): string {
  return segments.map((segment) => renderSegment(segment, model)).join('');
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

function renderSegment(segment: Segment, model: Map<string, unknown>): string {
  if (segment.kind === 'text') return segment.text;
  if (segment.kind === 'if') {
    const branch = segment.branches.find(({ condition }) => condition === undefined || isTrue(condition, model));
    return branch === undefined ? '' : renderSegments(branch.body, model);
  }
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
  const member = record[property];
  return typeof member === 'function' ? (member as () => unknown).call(target) : member;
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
