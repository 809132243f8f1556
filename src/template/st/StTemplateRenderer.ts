/* Ported from Spring AI StTemplateRenderer (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { entriesOf, keysOf } from '../../java/core/lang/maps.js';
import { renderSegments } from './internal/stRender.js';
import { inputVariables, parseTemplate, type ParsedTemplate } from './internal/stTemplate.js';
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
 *   method, else a field (or a JavaScript getter) named `property`. Other methods are never
 *   called, as in StringTemplate: `{list.pop}` or `{account.close}` renders nothing and leaves
 *   the object unchanged.
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
 * are not variables.
 *
 * Missing names are listed in the order they first appear in the template (Java lists them in
 * `HashSet` order).
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
    const missing = [...new Set(templateTokens)].filter((name) => !model.has(name));
    if (missing.length > 0) {
      const message = StTemplateRenderer.VALIDATION_MESSAGE.replace('%s', `[${missing.join(', ')}]`);
      if (this.validationMode === ValidationMode.WARN) console.warn(message);
      else if (this.validationMode === ValidationMode.THROW) throw new IllegalStateException(message);
    }
    return missing;
  }
}

/**
 * Type-level view of the nested Java types of {@link StTemplateRenderer}.
 *
 * @category Prompt
 */
export declare namespace StTemplateRenderer {
  /** Java's `StTemplateRenderer.Builder`. */
  type Builder = StTemplateRendererBuilder;
}
