/* Ported from Spring AI ModelOptionsUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';
import { beanGetters, capitalize, jsonPropertiesOf, readInto, setterOf, toJavaValue, toTree } from './internal/jacksonTree.js';
import { prettyPrint } from './internal/jacksonPretty.js';
import { stringifyWithRawNumbers } from '../java/jackson/jsr310/JavaTimeJson.js';
import { INTERFACE_METHODS } from '../java/core/lang/jsonProperties.js';

/** Java's `Class<T>` of a class with a no-argument constructor. */

/** Properties Spring's bean merge never copies (`BEAN_MERGE_FIELD_EXCISIONS`). */
const BEAN_MERGE_FIELD_EXCISIONS = ['class'];

/** A caught value as the cause of a `RuntimeException(e)` (Java's message: the cause's `toString()`). */
function wrap(error: unknown): RuntimeException {
  return error instanceof RuntimeException ? error : new RuntimeException(String(error), error);
}

/** The method names of an interface: a class's prototype chain, or a companion's declared list. */
function interfaceMethodNames(sourceInterfaceClazz: unknown): readonly string[] | undefined {
  const declared = (sourceInterfaceClazz as { [INTERFACE_METHODS]?: readonly string[] })[INTERFACE_METHODS];
  if (declared !== undefined) return declared;
  if (typeof sourceInterfaceClazz !== 'function') return undefined;
  const names: string[] = [];
  for (let current = (sourceInterfaceClazz as { prototype: object }).prototype as object | null; current !== null && current !== Object.prototype; current = Object.getPrototypeOf(current) as object | null) {
    names.push(...Object.getOwnPropertyNames(current));
  }
  return names;
}

function nameOf(clazz: unknown): string {
  return typeof clazz === 'function' ? clazz.name : String((clazz as { name?: unknown })?.name ?? clazz);
}

/**
 * Utility class for manipulating `ModelOptions` objects: Spring's JSON view of options (the
 * `@JsonProperty` names of a provider's options, such as MiniMax's `max_tokens`), maps and merges.
 *
 * @example
 * ```ts
 * log.info('options: {}', ModelOptionsUtils.toJsonString(request.prompt().getOptions()));
 * // options: {"model":"MiniMax-M2.7","max_tokens":100,"temperature":0.2}
 * ```
 *
 * @remarks
 * Java's `Map<String, Object>` results are `Map<string, unknown>` whose nested JSON objects are
 * `Map`s too (Jackson reads them as `LinkedHashMap`). A class is written as Jackson writes it: a
 * class of the library with `@JsonProperty` fields (the MiniMax options) by those names, leaving
 * out absent values where Spring's class has `@JsonInclude(NON_NULL)`; a record by its
 * components; any other class by its `getX()`/`isX()` methods, with `null` for absent values.
 * An application class has no `@JsonProperty` fields here, so `merge` needs
 * `acceptedFieldNames` for it and `getJsonPropertyValues` returns an empty list. `mapToClass`
 * reads a JSON value into a property through the property's setter; nested values of an
 * application class stay as parsed (objects as `Map`s), TypeScript keeping no field types.
 * A class is named by its simple name in messages (Java: the fully qualified name).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ModelOptionsUtils.html
 * @category Models
 */
export abstract class ModelOptionsUtils {
  private constructor() {}

  /**
   * Converts the given JSON string to a Map of String and Object.
   *
   * @throws RuntimeException when `json` is not a JSON object (the parser's error as the cause)
   */
  static jsonToMap(json: string): Map<string, unknown> {
    try {
      const tree = JSON.parse(json) as unknown;
      if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
        throw new RuntimeException(`Cannot deserialize value of type \`java.util.HashMap<java.lang.String,java.lang.Object>\` from ${Array.isArray(tree) ? 'Array' : 'non-object'} value`);
      }
      return toJavaValue(tree) as Map<string, unknown>;
    } catch (error) {
      throw wrap(error);
    }
  }

  /**
   * Converts the given JSON string to an object of the given type.
   *
   * @throws RuntimeException `"Failed to json: <json>"`, with the parser's error as the cause
   */
  static jsonToObject<T>(json: string, type: new () => T): T {
    try {
      const tree = JSON.parse(json) as unknown;
      if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) throw new RuntimeException(`Cannot deserialize value of type \`${type.name}\``);
      return readInto(type, tree as Record<string, unknown>);
    } catch (error) {
      throw new RuntimeException(`Failed to json: ${json}`, error);
    }
  }

  /** Converts the given object to a JSON string, as Spring's `OBJECT_MAPPER` writes it. */
  static toJsonString(object: unknown): string {
    try {
      return stringifyWithRawNumbers(toTree(object, new Set(), true)) ?? 'null';
    } catch (error) {
      throw wrap(error);
    }
  }

  /** Converts the given object to a JSON string with Jackson's default pretty printer. */
  static toJsonStringPrettyPrinter(object: unknown): string {
    try {
      return prettyPrint(toTree(object, new Set(), true));
    } catch (error) {
      throw wrap(error);
    }
  }

  /**
   * Merges the source object into the target object and returns an object of the given class.
   * The JSON property names are used to match the fields to merge: the source's non-null values
   * override the target's; only the fields named in `acceptedFieldNames` (when not empty) or the
   * class's `@JsonProperty` names are kept.
   *
   * @throws IllegalArgumentException `"No @JsonProperty fields found in the <class>"`
   */
  static merge<T>(source: unknown, target: unknown, clazz: new () => T, acceptedFieldNames?: readonly string[] | null): T {
    const requestFieldNames =
      acceptedFieldNames === undefined || acceptedFieldNames === null || acceptedFieldNames.length === 0
        ? ModelOptionsUtils.getJsonPropertyValues(clazz)
        : acceptedFieldNames;
    if (requestFieldNames.length === 0) {
      throw new IllegalArgumentException(`No @JsonProperty fields found in the ${clazz.name}`);
    }
    const sourceMap = ModelOptionsUtils.objectToMap(source ?? new Map());
    const targetMap = ModelOptionsUtils.objectToMap(target);
    for (const [key, value] of sourceMap) targetMap.set(key, value);
    for (const key of [...targetMap.keys()]) if (!requestFieldNames.includes(key)) targetMap.delete(key);
    return ModelOptionsUtils.mapToClass(targetMap, clazz);
  }

  /** Converts the given object to a Map of its JSON fields, leaving out `null` values. */
  static objectToMap(source: unknown): Map<string, unknown> {
    if (source === null || source === undefined) return new Map();
    const tree = ModelOptionsUtils.treeOf(source);
    const map = new Map<string, unknown>();
    for (const [key, value] of Object.entries(tree)) if (value !== null) map.set(key, toJavaValue(value));
    return map;
  }

  /** Converts the given Map (or plain object) to the given class, as Jackson reads its JSON. */
  static mapToClass<T>(source: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>, clazz: new () => T): T {
    return readInto(clazz, ModelOptionsUtils.treeOf(source));
  }

  /** The `@JsonProperty` names of `clazz`'s fields, in declaration order. */
  static getJsonPropertyValues(clazz: unknown): string[] {
    return (jsonPropertiesOf(clazz)?.properties ?? []).map((property) => property.json);
  }

  /**
   * A new instance of `targetBeanClazz` with the bean values of `sourceBean` whose getters the
   * source interface declares; `sourceBean` itself when it is already of `targetBeanClazz`
   * (or of a superclass of it); `undefined` for none.
   *
   * `sourceInterfaceClazz` is a class, or an interface's companion (`ChatOptions`).
   *
   * @throws IllegalArgumentException `"SourceOptionsClazz must not be null"`, `"TargetOptionsClazz must not be null"`
   * @throws RuntimeException `"Failed to convert the <interface> into <target>"`, with the cause
   */
  static copyToTarget<T extends object>(sourceBean: object | null | undefined, sourceInterfaceClazz: unknown, targetBeanClazz: new () => T): T | undefined {
    Assert.notNull(sourceInterfaceClazz, 'SourceOptionsClazz must not be null');
    Assert.notNull(targetBeanClazz, 'TargetOptionsClazz must not be null');
    if (sourceBean === null || sourceBean === undefined) return undefined;
    const sourceClass = sourceBean.constructor;
    if (targetBeanClazz === sourceClass || targetBeanClazz.prototype instanceof sourceClass) return sourceBean as T;
    try {
      const targetOptions = new targetBeanClazz();
      ModelOptionsUtils.mergeBeans(sourceBean, targetOptions, sourceInterfaceClazz, true);
      return targetOptions;
    } catch (error) {
      throw new RuntimeException(`Failed to convert the ${nameOf(sourceInterfaceClazz)} into ${targetBeanClazz.name}`, error);
    }
  }

  /**
   * Merges the source bean into the target bean through their getters and setters: each non-null
   * value of a property whose getter the source interface declares is copied when the target's is
   * null or `overrideNonNullTargetValues` is true.
   *
   * @throws IllegalArgumentException `"Source object must not be null"`, `"Target object must not be null"`
   */
  static mergeBeans<T extends object>(source: object, target: T, sourceInterfaceClazz: unknown, overrideNonNullTargetValues: boolean): T {
    Assert.notNull(source, 'Source object must not be null');
    Assert.notNull(target, 'Target object must not be null');
    const interfaceNames = interfaceMethodNames(sourceInterfaceClazz) ?? [];
    const targetGetters = new Map(beanGetters(target));
    for (const [propertyName, read] of beanGetters(source)) {
      if (BEAN_MERGE_FIELD_EXCISIONS.includes(propertyName) || !interfaceNames.includes(`get${capitalize(propertyName)}`)) continue;
      const value = read();
      if (value === null || value === undefined) continue;
      const targetValue = targetGetters.get(propertyName)?.();
      if (targetValue === null || targetValue === undefined || overrideNonNullTargetValues) {
        const setter = setterOf(target, propertyName);
        if (setter === undefined) {
          throw new RuntimeException(`Invalid property '${propertyName}' of bean class [${target.constructor.name}]: Bean property '${propertyName}' is not writable or has an invalid setter method.`);
        }
        setter(value);
      }
    }
    return target;
  }

  /** The JSON object `value` writes (Jackson's `writeValueAsString` then `readValue(…, Map)`). */
  private static treeOf(value: unknown): Record<string, unknown> {
    const tree = toTree(value);
    if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
      throw new RuntimeException('Cannot deserialize value of type `java.util.LinkedHashMap<java.lang.String,java.lang.Object>` from non-object value');
    }
    return tree as Record<string, unknown>;
  }
}
