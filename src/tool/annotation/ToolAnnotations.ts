/* spring-ai-ts, Apache-2.0. Internal: the one reader of @Tool / @ToolParam metadata. */
import 'reflect-metadata';
import {
  TOOL_METADATA_KEY,
  TOOL_METHODS_METADATA_KEY,
  TOOL_PROPERTY_METADATA_KEY,
} from './metadata-keys.js';
import type { ToolOptions } from './ToolOptions.js';
import type { ToolParamOptions } from './ToolParamOptions.js';
import { Method } from '../../java/reflect/Method.js';

type Constructor = abstract new (...args: never[]) => unknown;

/** The `@Tool` options of a method, or `undefined` when it is not a tool. */
export function findToolOptions(method: Method): ToolOptions | undefined {
  return Reflect.getMetadata(TOOL_METADATA_KEY, method.getMetadataTarget(), method.getName()) as ToolOptions | undefined;
}

/** The `@ToolParam` options of a class property, if any. */
export function findPropertyToolParam(type: Constructor, property: string): ToolParamOptions | undefined {
  return Reflect.getMetadata(TOOL_PROPERTY_METADATA_KEY, type.prototype as object, property) as
    | ToolParamOptions
    | undefined;
}

/** Names recorded by `@Tool` on `target` and everything it inherits from, subclass first. */
function toolMethodNames(target: object | null): string[] {
  const names: string[] = [];
  for (let current = target; current !== null && current !== Object.prototype && current !== Function.prototype; ) {
    const own = Reflect.getOwnMetadata(TOOL_METHODS_METADATA_KEY, current) as string[] | undefined;
    for (const name of own ?? []) if (!names.includes(name)) names.push(name);
    current = Object.getPrototypeOf(current) as object | null;
  }
  return names;
}

/** The `@Tool` methods of the class of `toolObject`: instance methods, then static ones. */
export function findToolMethods(type: Constructor): Method[] {
  const instance = toolMethodNames(type.prototype as object).map((name) => Method.of(type, name));
  const statics = toolMethodNames(type)
    .filter((name) => typeof (type as unknown as Record<string, unknown>)[name] === 'function')
    .map((name) => Method.of(type, name))
    .filter((method) => method.isStatic());
  return [...instance, ...statics];
}
