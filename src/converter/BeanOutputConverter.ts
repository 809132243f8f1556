/* Ported from Spring AI BeanOutputConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { Assert } from '../java/core/Assert.js';
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../java/core/IllegalStateException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';
import { beanOutputSchema, printedBeanOutputSchema, pruneToSchema } from './internal/beanSchema.js';
import { classProperties, toPropertyNames } from '../util/json/schema/types/ClassProperties.js';
import { isJavaBeanSchema, isRecordSchema, toJavaBean, toRecord } from './internal/recordValue.js';
import { jacksonPrettyPrint, parseFirstJsonValue, toJavaMapValue } from '../util/json/jsonText.js';
import { LoggerFactory } from '../java/logging/LoggerFactory.js';
import type { TypeRef } from '../java/reflect/TypeRef.js';
import { CompositeResponseTextCleaner } from './CompositeResponseTextCleaner.js';
import { MarkdownCodeBlockCleaner } from './MarkdownCodeBlockCleaner.js';
import { ResponseTextCleaner } from './ResponseTextCleaner.js';
import type { StructuredOutputConverter } from './StructuredOutputConverter.js';
import { ThinkingTagCleaner } from './ThinkingTagCleaner.js';
import { WhitespaceCleaner } from './WhitespaceCleaner.js';

// Java's System.lineSeparator(); "\n" on every platform here, so prompts are the same everywhere.
const LINE_SEPARATOR = '\n';

const BUILT_IN_TYPES: readonly unknown[] = [String, Number, Boolean, Object, Array, Map, Set, Date];

function isUserClass(type: unknown): type is new () => object {
  return typeof type === 'function' && !BUILT_IN_TYPES.includes(type);
}

function isEmptyObjectSchema(schema: Record<string, unknown>): boolean {
  const properties = schema['properties'];
  return typeof properties === 'object' && properties !== null && Object.keys(properties).length === 0;
}

function createDefaultTextCleaner(): ResponseTextCleaner {
  return CompositeResponseTextCleaner.builder()
    .addCleaner(new WhitespaceCleaner())
    .addCleaner(new ThinkingTagCleaner())
    .addCleaner(new MarkdownCodeBlockCleaner())
    // A final trim after the other cleaners.
    .addCleaner(new WhitespaceCleaner())
    .build();
}

/**
 * A {@link StructuredOutputConverter} that asks the model for JSON matching a JSON schema and
 * turns the answer into an instance of a class.
 *
 * The schema is generated from a class decorated with class-validator (and class-transformer's
 * `@Type` for nested classes and dates), or given directly as a JSON schema object.
 * {@link BeanOutputConverter.getFormat} embeds the pretty-printed schema in the instructions;
 * {@link BeanOutputConverter.convert} strips reasoning tags and markdown fences, parses the JSON
 * and builds the instance with class-transformer's `plainToInstance`.
 *
 * @example
 * ```ts
 * class ActorsFilms {
 *   @IsString() actor!: string;
 *   @IsArray() @IsString({ each: true }) movies!: string[];
 * }
 * const converter = new BeanOutputConverter(ActorsFilms);
 * const films = converter.convert(await chatModel.call(`Films of Tom Hanks. ${converter.getFormat()}`));
 * ```
 *
 * @remarks
 * - Java's `Class<T>` is a class constructor (PORTING rule 20); `ParameterizedTypeReference<T>`
 *   has no counterpart: pass a JSON schema object instead (for example an array schema). With a
 *   JSON schema, the schema is used as given and `convert` returns the parsed JSON (objects as
 *   plain objects). Built-in types work too: `Map` gives a `Map`, `Set` a `Set`; `String`,
 *   `Number`, `Boolean`, `Array` and `Object` give the parsed JSON value.
 * - As in 1.1.8, every property is required and objects forbid additional properties, whatever
 *   `@IsOptional()` says; properties are listed alphabetically (or in `@JsonPropertyOrder`'s
 *   order). A class, enum class or `Map<K, V>` type used more than once is written once under
 *   `$defs` and referenced with `$ref` (`"#"` for the root type inside itself), as victools does.
 *   The schema of a class is generated once and reused. Jackson's annotations
 *   (`@JsonProperty`, `@JsonPropertyDescription`, `@JsonAlias`, `@JsonIgnore`, …) are read on
 *   records, JavaBeans and the properties of class-validator classes, for the schema and for
 *   `convert`; `@ToolParam({ description })` on a property also gives a description.
 * - A Java record translated as a class with a positional constructor and accessors
 *   (docs/porting rule [14](../../docs/PORTING.md#rule-14-records)) works as well: its JSON properties are the constructor's
 *   parameter names (a leading `_` dropped to match the accessor), all required, and `convert`
 *   calls the constructor with them. Their types are in the schema only where TypeScript
 *   emitted `design:paramtypes` (the class has a decorator); otherwise any JSON value is allowed.
 * - A JavaBean translated as written (fields with `getX()`/`isX()`/`setX(value)`, a no-argument
 *   constructor, no class-validator decorators) works too: its properties are the fields Jackson
 *   sees (through an accessor, or `@JsonProperty`), with Jackson's annotations on fields, getters
 *   and setters; a field's type comes from `@JavaType` (or the `design:type` of a decorated field),
 *   else any JSON value is allowed. `convert` calls the constructor, then each property's setter
 *   (or assigns its field). Record components are listed alphabetically as well, as Spring lists them.
 * - Jackson's `ObjectMapper` has no counterpart: the second constructor argument must be
 *   `undefined` (the cleaner may also be passed second), and `getObjectMapper()` is not offered.
 *   Unknown JSON properties are dropped, at every level of the generated schema, and
 *   do not fail the conversion (Spring's `FAIL_ON_UNKNOWN_PROPERTIES = false`). Text after the first JSON value is ignored, as Jackson does.
 * - Only decorated properties exist at run time: a class in which the library sees no property at
 *   all (no record constructor, no getter/setter pair, no decorated property) throws
 *   `IllegalArgumentException` naming the class and the fix, instead of a schema that would
 *   reject every answer.
 * - `@JavaType` on record components and bean fields states the Java types TypeScript erases:
 *   the schema then equals Spring's, and `convert` reads the JSON as Jackson does (nested records
 *   and lists of records built as records, `int` widths checked, `Map`s as `Map`).
 * - A type of `undefined`/`null` throws `IllegalArgumentException("Type cannot be null;")`
 *   (Java: `NullPointerException`). A parse failure throws `RuntimeException` whose cause is the
 *   `SyntaxError` (Java: Jackson's `JsonProcessingException`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/BeanOutputConverter.html
 * @category Chat Client
 */
export class BeanOutputConverter<T> implements StructuredOutputConverter<T> {
  private readonly logger = LoggerFactory.getLogger('BeanOutputConverter');

  private readonly type: TypeRef | undefined;

  private readonly textCleaner: ResponseTextCleaner;

  private jsonSchema = '';

  /** The generated schema of a class type, which also says which JSON properties to keep. */
  private classSchema: Readonly<Record<string, unknown>> | undefined;

  /**
   * A converter for `type`, a class (ideally class-validator-decorated) or a JSON schema object.
   * @throws IllegalArgumentException `"Type cannot be null;"`
   */
  constructor(
    type: (abstract new (...args: never[]) => T) | Readonly<Record<string, unknown>>,
    objectMapper?: undefined,
    textCleaner?: ResponseTextCleaner | ((text: string | undefined) => string | undefined),
  );
  /** A converter for `type` with a custom text cleaner (an addition: Java has the mapper in between). */
  constructor(
    type: (abstract new (...args: never[]) => T) | Readonly<Record<string, unknown>>,
    textCleaner: ResponseTextCleaner | ((text: string | undefined) => string | undefined),
  );
  constructor(
    type: (abstract new (...args: never[]) => T) | Readonly<Record<string, unknown>>,
    second?: ResponseTextCleaner | ((text: string | undefined) => string | undefined),
    third?: ResponseTextCleaner | ((text: string | undefined) => string | undefined),
  ) {
    Assert.notNull(type, 'Type cannot be null;');
    const cleaner = third ?? second;
    this.textCleaner = cleaner === undefined || cleaner === null ? createDefaultTextCleaner() : ResponseTextCleaner.from(cleaner);
    if (typeof type === 'function') {
      this.type = type as TypeRef;
      const schema = beanOutputSchema(this.type);
      if (isUserClass(type) && isEmptyObjectSchema(schema)) {
        // TypeScript types vanish at run time: a schema without properties would reject every answer.
        throw new IllegalArgumentException(
          `BeanOutputConverter cannot describe class ${type.name}: the library sees no properties on it ` +
            '(TypeScript keeps no field types at run time). Translate it as a Java record (constructor parameters ' +
            'with accessor methods) or JavaBean (fields with getX()/setX(value) accessors; a public field without ' +
            'accessors needs @JsonProperty()), decorate its properties (class-validator, @ToolParam, @JavaType), ' +
            'or pass a JSON schema object instead of the class.',
        );
      }
      this.classSchema = schema;
      if (this.postProcessSchema === BeanOutputConverter.prototype.postProcessSchema) {
        // Nothing changes the schema: its text is printed once per class.
        this.jsonSchema = printedBeanOutputSchema(this.type, LINE_SEPARATOR, (node) => jacksonPrettyPrint(node, LINE_SEPARATOR));
      } else {
        this.generateSchema(structuredClone(schema) as Record<string, unknown>);
      }
    } else {
      this.type = undefined;
      this.generateSchema(structuredClone(type) as Record<string, unknown>);
    }
  }

  private generateSchema(schema: Record<string, unknown>): void {
    this.postProcessSchema(schema);
    this.jsonSchema = jacksonPrettyPrint(schema, LINE_SEPARATOR);
  }

  /**
   * Hook for subclasses to change the generated schema (a mutable JSON object) before it is
   * printed. Does nothing by default.
   */
  protected postProcessSchema(_jsonNode: Record<string, unknown>): void {}

  /**
   * Cleans `text` and parses it into the target type.
   * @throws RuntimeException when the cleaned text is not JSON (the `SyntaxError` is the cause)
   */
  convert(text: string): T {
    const cleaned = this.textCleaner.clean(text) ?? '';
    let parsed: unknown;
    try {
      parsed = parseFirstJsonValue(cleaned);
    } catch (error) {
      this.logger.error(
        'Could not parse the given text to the desired target type: "{}" into {}',
        cleaned,
        this.describeType(),
      );
      throw new RuntimeException(String(error), error);
    }
    return this.toTargetType(parsed) as T;
  }

  private describeType(): string {
    return typeof this.type === 'function' ? `class ${this.type.name}` : 'JSON schema';
  }

  private toTargetType(parsed: unknown): unknown {
    const type = this.type;
    if (type === Map) return toJavaMapValue(parsed);
    if (type === Set) return Array.isArray(parsed) ? new Set(parsed) : parsed;
    if (type === Date) return typeof parsed === 'string' || typeof parsed === 'number' ? new Date(parsed) : parsed;
    if (isUserClass(type) && typeof parsed === 'object' && parsed !== null) {
      if (!Array.isArray(parsed) && isRecordSchema(type, this.classSchema)) return toRecord(type, parsed as Record<string, unknown>);
      if (!Array.isArray(parsed) && isJavaBeanSchema(type, this.classSchema)) return toJavaBean(type, parsed as Record<string, unknown>);
      return classProperties(type).length > 0
        ? plainToInstance(type, toPropertyNames(type, parsed, true) as object)
        : plainToInstance(type, pruneToSchema(parsed, this.classSchema) as object);
    }
    return parsed;
  }

  /** The instructions asking for JSON that follows the schema, with the schema in a code fence. */
  getFormat(): string {
    return [
      'Your response should be in JSON format.',
      'Do not include any explanations, only provide a RFC8259 compliant JSON response following this format without deviation.',
      'Do not include markdown code blocks in your response.',
      'Remove the ```json markdown from the output.',
      'Here is the JSON Schema instance your output must adhere to:',
      `\`\`\`${this.jsonSchema}\`\`\``,
      '',
    ].join('\n');
  }

  /** The JSON schema, pretty-printed as Jackson prints it. */
  getJsonSchema(): string {
    return this.jsonSchema;
  }

  /**
   * The JSON schema as a `Map` (nested objects are `Map`s too, as Jackson reads them).
   * @throws IllegalStateException when the schema is not valid JSON
   */
  getJsonSchemaMap(): Map<string, unknown> {
    try {
      return toJavaMapValue(JSON.parse(this.jsonSchema)) as Map<string, unknown>;
    } catch (error) {
      this.logger.error('Could not parse the JSON Schema to a Map object', error);
      throw new IllegalStateException(String(error), error);
    }
  }
}
