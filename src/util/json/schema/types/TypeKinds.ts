/* spring-ai-ts, Apache-2.0. Internal: classifies the run-time type stand-ins (TypeRef). */
import { ToolContext } from '../../../../chat/model/ToolContext.js';
import type { TypeRef } from '../../../../java/reflect/TypeRef.js';

type Constructor = abstract new (...args: never[]) => unknown;

/** A ported Java enum class: static `values()` whose elements have `name()`. */
export interface EnumClass {
  values(): readonly { name(): string }[];
  valueOf?(name: string): unknown;
}

export function isConstructor(type: unknown): type is Constructor {
  return typeof type === 'function';
}

export function isEnumClass(type: unknown): type is EnumClass & Constructor {
  return typeof type === 'function' && typeof (type as unknown as EnumClass).values === 'function';
}

/** A TypeScript `enum` object (not a function, not a string kind). */
export function isEnumObject(type: unknown): type is Readonly<Record<string, string | number>> {
  return typeof type === 'object' && type !== null;
}

/** The values of a TypeScript enum object, without the reverse mappings of numeric members. */
export function enumObjectValues(type: Readonly<Record<string, string | number>>): (string | number)[] {
  return Object.entries(type)
    .filter(([key]) => Number.isNaN(Number(key)))
    .map(([, value]) => value);
}

/** The names of a ported Java enum class's constants. */
export function enumClassNames(type: EnumClass): string[] {
  return type.values().map((value) => value.name());
}

export function isIntegerKind(type: TypeRef | undefined): boolean {
  return type === 'int' || type === 'long' || type === 'integer';
}

export function isNumberKind(type: TypeRef | undefined): boolean {
  return type === Number || type === 'number' || type === 'float' || type === 'double' || isIntegerKind(type);
}

/** True for the built-in constructors that are not "bean" classes. */
export function isBuiltIn(type: unknown): boolean {
  return (
    type === String ||
    type === Number ||
    type === Boolean ||
    type === Object ||
    type === Array ||
    type === Map ||
    type === Set ||
    type === Date ||
    type === Function ||
    type === Promise ||
    type === BigInt ||
    type === Symbol
  );
}

/** A user class whose instances are built from JSON objects (not built-in, not an enum class). */
export function isBeanClass(type: unknown): type is Constructor {
  return isConstructor(type) && !isBuiltIn(type) && !isEnumClass(type);
}

/** True for `ToolContext` and its subclasses: such a parameter is injected, not described. */
export function isToolContextType(type: unknown): boolean {
  return type === ToolContext || (typeof type === 'function' && type.prototype instanceof ToolContext);
}
