/* spring-ai-ts, Apache-2.0. No Java counterpart: Java's record components, read from a translated record class. */
import 'reflect-metadata';
import { parseConstructorParameterNames } from '../core/lang/parameterNames.js';
import type { TypeRef } from './TypeRef.js';
import { JavaTypes, type JavaTypeNode } from './JavaType.js';
import { Annotations } from '../jackson/Annotations.js';
import { JSON_PROPERTY, type JsonPropertyOptions } from '../jackson/annotation/JsonProperty.js';
import { JSON_PROPERTY_DESCRIPTION } from '../jackson/annotation/JsonPropertyDescription.js';
import { JSON_IGNORE } from '../jackson/annotation/JsonIgnore.js';
import { JSON_ALIAS } from '../jackson/annotation/JsonAlias.js';
import { JSON_INCLUDE, type JsonIncludeInclude } from '../jackson/annotation/JsonInclude.js';
import { SWAGGER_SCHEMA, type SchemaOptions } from '../swagger/Schema.js';

type Component = {
  readonly name: string;
  readonly parameter: string;
  readonly type: TypeRef | undefined;
  /** The Java type stated with `@JavaType` on the constructor parameter. */
  readonly javaType: JavaTypeNode | undefined;
  /** The JSON name: `@JsonProperty`'s value, else the component name. */
  readonly jsonName: string;
  /** `@JsonProperty` on the constructor parameter. */
  readonly jsonProperty: Required<JsonPropertyOptions> | undefined;
  /** `@JsonPropertyDescription` on the constructor parameter. */
  readonly description: string | undefined;
  /** `@JsonIgnore` on the constructor parameter. */
  readonly ignored: boolean;
  /** `@JsonAlias` on the constructor parameter. */
  readonly aliases: readonly string[];
  /** `@JsonInclude` on the constructor parameter, else on the class. */
  readonly include: JsonIncludeInclude | undefined;
  /** Swagger's `@Schema` on the constructor parameter. */
  readonly schema: Required<SchemaOptions> | undefined;
};

const cache = new WeakMap<object, readonly Component[] | null>();

/**
 * The components of a Java record translated as a class (docs/porting rule [14](../../../docs/PORTING.md#rule-14-records)): a
 * positional constructor whose every parameter has an accessor method of the same name
 * (`constructor(private readonly _actor: string) {}` with `actor()`; a leading `_` on the
 * parameter is dropped to find the accessor). The component names are the JSON property names.
 * Types come from `design:paramtypes`, which TypeScript emits only for a decorated class.
 *
 * @internal
 */
export class RecordComponents {
  private constructor() {}

  /** The components of `type` in constructor order, or `undefined` when `type` is not a record class. */
  static of(type: unknown): readonly Component[] | undefined {
    if (typeof type !== 'function' || type.prototype === undefined) return undefined;
    const cached = cache.get(type);
    if (cached !== undefined) return cached ?? undefined;
    const found = RecordComponents.components(type as abstract new (...args: never[]) => unknown);
    cache.set(type, found ?? null);
    return found;
  }

  /**
   * The JSON value of `component` in a parsed JSON object, as Jackson finds it: under its JSON
   * name, else under one of its `@JsonAlias` names.
   */
  static read(component: Component, value: Readonly<Record<string, unknown>>): unknown {
    for (const name of [component.jsonName, ...component.aliases]) {
      if (Object.prototype.hasOwnProperty.call(value, name)) return value[name];
    }
    return undefined;
  }

  /** Builds an instance of the record class from already converted component values. */
  static instantiate(type: unknown, values: readonly unknown[]): object {
    return new (type as new (...args: unknown[]) => object)(...values);
  }

  private static components(type: abstract new (...args: never[]) => unknown): readonly Component[] | undefined {
    const parameters = parseConstructorParameterNames(type);
    if (parameters === undefined || parameters.length === 0) return undefined;
    const prototype = type.prototype as Record<string, unknown>;
    const types = Reflect.getMetadata('design:paramtypes', type) as unknown[] | undefined;
    const components: Component[] = [];
    for (const [index, parameter] of parameters.entries()) {
      if (parameter.name === undefined) return undefined;
      const candidates = [parameter.name, parameter.name.replace(/^_+/, '')];
      const name = candidates.find((candidate) => candidate !== '' && typeof prototype[candidate] === 'function');
      if (name === undefined) return undefined;
      const declared = types?.length === parameters.length ? types[index] : undefined;
      components.push({
        name,
        parameter: parameter.name,
        type: declared === Object ? undefined : (declared as TypeRef | undefined),
        javaType: JavaTypes.ofConstructorParameter(type, index),
        ...jsonAnnotations(type, index, name),
      });
    }
    return components;
  }
}

function jsonAnnotations(type: unknown, index: number, name: string) {
  const jsonProperty = Annotations.ofConstructorParameter<Required<JsonPropertyOptions>>(type, index, JSON_PROPERTY);
  return {
    jsonName: jsonProperty !== undefined && jsonProperty.value !== '' ? jsonProperty.value : name,
    jsonProperty,
    description: Annotations.ofConstructorParameter<string>(type, index, JSON_PROPERTY_DESCRIPTION),
    ignored: Annotations.ofConstructorParameter<boolean>(type, index, JSON_IGNORE) === true,
    aliases: Annotations.ofConstructorParameter<string[]>(type, index, JSON_ALIAS) ?? [],
    include:
      Annotations.ofConstructorParameter<JsonIncludeInclude>(type, index, JSON_INCLUDE) ??
      Annotations.ofClass<JsonIncludeInclude>(type, JSON_INCLUDE),
    schema: Annotations.ofConstructorParameter<Required<SchemaOptions>>(type, index, SWAGGER_SCHEMA),
  };
}
