/* spring-ai-ts, Apache-2.0. No Java counterpart: the Java type that TypeScript erases, stated on a translated declaration. */
import 'reflect-metadata';
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';
import { parseJavaType, type JavaTypeNode } from './internal/javaTypeSyntax.js';
import { Annotations } from '../jackson/Annotations.js';
import { JSON_FORMAT } from '../jackson/annotation/JsonFormat.js';
import { javaValueKindOfClass, type JsonFormatValue } from '../jackson/jsr310/JavaTimeJson.js';

type Constructor = abstract new (...args: never[]) => unknown;

const FIELD_KEY = 'spring-ai:java-type';
const RETURN_KEY = 'spring-ai:java-return-type';
const PARAMETERS_KEY = 'spring-ai:java-parameter-types';

/** The Java simple names given with `@JavaType('Name')` on a class, where it differs from the class's own. */
const javaNames = new WeakMap<object, string>();

/** The fields that carry `@JavaType`, by prototype, in decoration order. */
const typedFields = new WeakMap<object, string[]>();

/** Classes by simple name: every class that carries `@JavaType` (on itself or a member). */
const registry = new Map<string, Constructor[]>();

/**
 * Makes `type` known by its simple name to `@JavaType` (called by the library's own decorators:
 * `@JavaType`, `@Tool`, `@ToolParam`).
 *
 * @internal
 */
export function registerJavaClass(type: Constructor): void {
  register(type);
}

function register(type: Constructor, name = type.name): void {
  const known = registry.get(name) ?? [];
  if (!known.includes(type)) registry.set(name, [...known, type]);
}

/**
 * States the Java type of a translated declaration where TypeScript erases it: the text is the
 * declared type, verbatim in Java syntax.
 *
 * - on a field: `@JavaType('int') private pages!: number;`
 * - on a record component (a constructor parameter): `constructor(@JavaType('List<Room>') private readonly _rooms: Room[])`
 * - on a tool method parameter: `bookTable(@JavaType('int') guests: number)`
 * - on a method, for its return type: `@Tool() @JavaType('double') total(): number`
 * - on a class, with no text: `@JavaType() class Address { … }` makes the class known by its
 *   simple name (and, as any class decorator, makes TypeScript record its constructor's
 *   parameter types).
 *
 * Understood: the number types `int`, `Integer`, `long`, `Long`, `short`, `Short`, `byte`,
 * `Byte`, `double`, `Double`, `float`, `Float`, `BigDecimal`, `BigInteger`; `String`, `boolean`,
 * `Boolean`, `Object`; `List<X>`, `Set<X>`, `Collection<X>`, `X[]`; `Map<K, V>`; `Optional<X>`;
 * the java.time types `LocalDate`, `LocalDateTime`, `LocalTime`, `Instant`, `ZonedDateTime`,
 * `OffsetDateTime`, `Duration`, `Period`, `ZoneId` (values from `@js-joda/core`) and `UUID` (a
 * string); and other classes by simple name (`Room`, `List<Room>`). A class named this way is looked up
 * among the classes that carry `@JavaType`, `@Tool` or `@ToolParam` themselves or on one of their
 * members (fields, constructor parameters, methods, method parameters), when a schema is generated
 * or JSON is read (so declaration order does not matter).
 *
 * @example
 * ```ts
 * // Java: record Hotel(String name, int stars, List<Room> rooms) {}
 * class Hotel {
 *   constructor(
 *     private readonly _name: string,
 *     @JavaType('int') private readonly _stars: number,
 *     @JavaType('List<Room>') private readonly _rooms: Room[],
 *   ) {}
 *   name(): string { return this._name; }
 *   stars(): number { return this._stars; }
 *   rooms(): Room[] { return this._rooms; }
 * }
 * ```
 *
 * @remarks
 * No Java counterpart: Java keeps declared types at run time, TypeScript does not. The JSON
 * schemas of tools and of `BeanOutputConverter` use these types as Spring AI's generator uses
 * Java's, and JSON is read into them as Jackson reads it (records inside records and lists of
 * records are built as records; text where an `int` is declared is refused, and a tool argument
 * with a fraction for an `int` goes back to the model). As Spring AI 1.1.8's generator does,
 * `Optional<X>` is described as `{"type": "object"}` and `byte` as a JSON string. Spring AI 1.1.8 itself cannot read an `Optional` tool argument (its
 * mapper has no `Jdk8Module`); the port reads it as the value or `undefined`.
 * A js-joda type TypeScript records as the declared type (`start: LocalDate` on a decorated
 * method or class) needs no `@JavaType`; inside a collection or map, and for `UUID`, it does
 * (`@JavaType('List<LocalDate>')`). java.time values are read and written as Spring AI 1.1.8's
 * Jackson mappers do: ISO text is read (a blank string gives `null`), while tool results are
 * written as Jackson's timestamps (`[2026,3,7]` for a `LocalDate`, decimal seconds for an
 * `Instant`), unless `@JsonFormat` says otherwise. `java.util.Date` is not understood: use a
 * js-joda type.
 *
 * @param type - the declared Java type (omit it on a class)
 * @throws IllegalArgumentException when the text is not a Java type this library understands
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/util/json/schema/JsonSchemaGenerator.html
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/BeanOutputConverter.html
 * @category Tools
 */
export function JavaType(type?: string): ClassDecorator & PropertyDecorator & ParameterDecorator & MethodDecorator {
  const parsed = type === undefined ? undefined : parseJavaType(type);
  if (parsed !== undefined) assertSupported(parsed, type as string);
  const decorator = (target: object, propertyKey?: string | symbol, third?: number | PropertyDescriptor): void => {
    if (typeof target === 'function' && propertyKey === undefined && typeof third !== 'number') {
      // On a class.
      if (type !== undefined && parsed?.kind !== 'class') {
        throw new IllegalArgumentException(`@JavaType('${type}') on class ${target.name}: give a class no type, or its Java simple name`);
      }
      register(target as Constructor);
      if (parsed?.kind === 'class' && parsed.name !== target.name) {
        register(target as Constructor, parsed.name);
        javaNames.set(target, parsed.name);
      }
      return;
    }
    if (type === undefined) throw new IllegalArgumentException('@JavaType needs the Java type on a field, parameter or method');
    const owner = (typeof target === 'function' ? target : target.constructor) as Constructor;
    register(owner);
    if (typeof third === 'number') {
      const key = propertyKey ?? 'constructor';
      const own = (Reflect.getOwnMetadata(PARAMETERS_KEY, target, key) as string[] | undefined) ?? [];
      const copy = [...own];
      copy[third] = type;
      Reflect.defineMetadata(PARAMETERS_KEY, copy, target, key);
      return;
    }
    if (propertyKey === undefined) return;
    Reflect.defineMetadata(third === undefined ? FIELD_KEY : RETURN_KEY, type, target, propertyKey);
    if (third === undefined && typeof propertyKey === 'string') typedFields.set(target, [...(typedFields.get(target) ?? []), propertyKey]);
  };
  return decorator as ClassDecorator & PropertyDecorator & ParameterDecorator & MethodDecorator;
}

const UNSUPPORTED = new Set(['Date']);

function assertSupported(node: JavaTypeNode, text: string): void {
  switch (node.kind) {
    case 'class':
      if (UNSUPPORTED.has(node.name)) {
        throw new IllegalArgumentException(`@JavaType('${text}'): ${node.name} is not supported yet; leave the declaration without @JavaType`);
      }
      return;
    case 'list':
    case 'optional':
      assertSupported(node.element, text);
      return;
    case 'map':
      assertSupported(node.key, text);
      assertSupported(node.value, text);
      return;
    default:
      return;
  }
}

function parsedOrUndefined(text: unknown): JavaTypeNode | undefined {
  return typeof text === 'string' ? parseJavaType(text) : undefined;
}

/**
 * The Java type of a declaration: its `@JavaType`, else a js-joda class TypeScript recorded as its
 * declared type (`start: LocalDate`), with `@JsonFormat` of the same declaration on its java.time
 * values (also the elements of a collection, as Jackson applies it).
 */
function declared(text: unknown, designType: unknown, format: JsonFormatValue | undefined): JavaTypeNode | undefined {
  let node = parsedOrUndefined(text);
  if (node === undefined) {
    const value = javaValueKindOfClass(designType);
    if (value !== undefined) node = { kind: 'value', value };
  }
  return node === undefined || format === undefined ? node : withFormat(node, format);
}

function withFormat(node: JavaTypeNode, format: JsonFormatValue): JavaTypeNode {
  switch (node.kind) {
    case 'value':
      return { ...node, format };
    case 'list':
    case 'optional':
      return { ...node, element: withFormat(node.element, format) } as JavaTypeNode;
    case 'map':
      return { ...node, value: withFormat(node.value, format) };
    default:
      return node;
  }
}

function designParameterType(target: object, key: string | undefined, index: number): unknown {
  const types = (key === undefined ? Reflect.getMetadata('design:paramtypes', target) : Reflect.getMetadata('design:paramtypes', target, key)) as unknown[] | undefined;
  return types?.[index];
}

/**
 * Reads what `@JavaType` recorded. Internal to the library.
 *
 * @internal
 */
export const JavaTypes = {
  /** The Java type of constructor parameter `index` of `type`. */
  ofConstructorParameter(type: unknown, index: number): JavaTypeNode | undefined {
    if (typeof type !== 'function') return undefined;
    const types = Reflect.getOwnMetadata(PARAMETERS_KEY, type, 'constructor') as string[] | undefined;
    return declared(types?.[index], designParameterType(type, undefined, index), Annotations.ofConstructorParameter(type, index, JSON_FORMAT));
  },

  /** The Java type of parameter `index` of method `name` (on a prototype, or a class for statics). */
  ofMethodParameter(target: object, name: string, index: number): JavaTypeNode | undefined {
    const types = Reflect.getMetadata(PARAMETERS_KEY, target, name) as string[] | undefined;
    // @JsonFormat on a tool-method parameter is not seen: Spring AI converts each argument by its type alone.
    return declared(types?.[index], designParameterType(target, name, index), undefined);
  },

  /** The Java return type of method `name`. */
  ofMethodReturn(target: object, name: string): JavaTypeNode | undefined {
    return declared(Reflect.getMetadata(RETURN_KEY, target, name), Reflect.getMetadata('design:returntype', target, name), undefined);
  },

  /**
   * The Java type of JavaBean property `name` of `type`: `@JavaType` on the field `name` or
   * `_name`, else on its getter.
   */
  ofBeanProperty(type: unknown, name: string, getter?: string): JavaTypeNode | undefined {
    if (typeof type !== 'function') return undefined;
    const prototype = type.prototype as object;
    const format = [name, `_${name}`, ...(getter === undefined ? [] : [getter])]
      .map((key) => Annotations.ofMember<JsonFormatValue>(prototype, key, JSON_FORMAT))
      .find((found) => found !== undefined);
    for (const key of [name, `_${name}`]) {
      const found = declared(Reflect.getMetadata(FIELD_KEY, prototype, key), Reflect.getMetadata('design:type', prototype, key), format);
      if (found !== undefined) return found;
    }
    return getter === undefined
      ? undefined
      : declared(Reflect.getMetadata(RETURN_KEY, prototype, getter), Reflect.getMetadata('design:returntype', prototype, getter), format);
  },

  /** The fields declared on the prototype `target` (not its parents) that carry `@JavaType`. */
  fieldsOf(target: object): readonly string[] {
    return typedFields.get(target) ?? [];
  },

  /** The Java type recorded on field `name` of `type` (a class property). */
  ofField(type: unknown, name: string): JavaTypeNode | undefined {
    if (typeof type !== 'function') return undefined;
    const prototype = type.prototype as object;
    return declared(Reflect.getMetadata(FIELD_KEY, prototype, name), Reflect.getMetadata('design:type', prototype, name), Annotations.ofMember(prototype, name, JSON_FORMAT));
  },

  /** Parses Java type text (`@ToolParam({ type })`). */
  parse(text: string): JavaTypeNode {
    const parsed = parseJavaType(text);
    assertSupported(parsed, text);
    return parsed;
  },

  /**
   * The class a `@JavaType` names by simple name.
   *
   * @throws IllegalArgumentException when no class, or more than one, of that name carries `@JavaType`
   */
  resolveClass(name: string): Constructor {
    const found = registry.get(name) ?? [];
    if (found.length === 1) return found[0]!;
    if (found.length === 0) {
      throw new IllegalArgumentException(
        `@JavaType names class ${name}, but no class of that name is known: put @JavaType() on class ${name} ` +
          '(or @JavaType on one of its fields or constructor parameters)',
      );
    }
    throw new IllegalArgumentException(
      `@JavaType names class ${name}, but ${found.length} classes of that name carry @JavaType: ` +
        `give one of them another name with @JavaType('Other${name}') on the class and use that name`,
    );
  },

  /** The Java simple name of a class: the one `@JavaType('Name')` gives it, else its own. */
  simpleName(type: { readonly name: string }): string {
    return javaNames.get(type) ?? type.name;
  },

  /** Whether any `@JavaType` is recorded on `type` or its members. */
  isRegistered(type: unknown): boolean {
    return typeof type === 'function' && (registry.get(type.name) ?? []).includes(type as Constructor);
  },
};

export type { JavaTypeNode, JavaNumberKind } from './internal/javaTypeSyntax.js';
