/* spring-ai-ts, Apache-2.0. No Java counterpart: the properties of a JavaBean translated as a class (docs/porting rule 40). */
import { JavaTypes, type JavaTypeNode } from './JavaType.js';

type Property = {
  readonly name: string;
  readonly getter: string;
  readonly setter: string;
  /** The Java type stated with `@JavaType` on the field or the getter. */
  readonly javaType: JavaTypeNode | undefined;
};

const cache = new WeakMap<object, readonly Property[] | null>();

/** Java's `Introspector.decapitalize`: `Title` → `title`, `URL` stays `URL`. */
function decapitalize(name: string): string {
  if (/^[A-Z]{2}/.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The properties of a JavaBean translated as a class (docs/porting rule 40): private fields with
 * `getX()`/`isX()` and `setX(value)` methods and a no-argument constructor. A property is a pair of
 * a getter and a one-argument setter on the prototype chain; its name is the decapitalized rest of
 * the method names, as Java's `Introspector` gives it (and as the field of a conventional bean is
 * named). TypeScript keeps no field types at run time, so only the names are known.
 *
 * @internal
 */
export class JavaBeanProperties {
  private constructor() {}

  /** The bean properties of `type` in alphabetical order, or `undefined` when it has none. */
  static of(type: unknown): readonly Property[] | undefined {
    if (typeof type !== 'function' || type.prototype === undefined) return undefined;
    const cached = cache.get(type);
    if (cached !== undefined) return cached ?? undefined;
    const found = JavaBeanProperties.read(type);
    cache.set(type, found ?? null);
    return found;
  }

  /** Builds a bean through its no-argument constructor and its setters, from a parsed JSON object. */
  static instantiate(type: unknown, value: Readonly<Record<string, unknown>>): object {
    const bean = new (type as new () => Record<string, (argument: unknown) => void>)();
    for (const property of JavaBeanProperties.of(type) ?? []) {
      if (Object.prototype.hasOwnProperty.call(value, property.name)) bean[property.setter]!(value[property.name]);
    }
    return bean;
  }

  private static read(type: unknown): readonly Property[] | undefined {
    const prototype = (type as { prototype: object }).prototype;
    const methods = new Map<string, number>();
    for (let current: object | null = prototype; current !== null && current !== Object.prototype; current = Object.getPrototypeOf(current) as object | null) {
      for (const key of Object.getOwnPropertyNames(current)) {
        const descriptor = Object.getOwnPropertyDescriptor(current, key);
        if (key !== 'constructor' && !methods.has(key) && typeof descriptor?.value === 'function') methods.set(key, (descriptor.value as (...args: unknown[]) => unknown).length);
      }
    }
    const properties: Property[] = [];
    for (const [setter, arity] of methods) {
      const match = /^set([A-Z].*)$/.exec(setter);
      if (match === null || arity !== 1) continue;
      const suffix = match[1]!;
      const getter = [`get${suffix}`, `is${suffix}`].find((candidate) => methods.get(candidate) === 0);
      if (getter !== undefined) {
        const name = decapitalize(suffix);
        properties.push({ name, getter, setter, javaType: JavaTypes.ofBeanProperty(type, name, getter) });
      }
    }
    properties.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return properties.length > 0 ? properties : undefined;
  }
}
