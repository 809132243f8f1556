/* Ported from Spring AI ToolParam (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { registerJavaClass } from '../../java/reflect/JavaType.js';
import type { ToolParamOptions } from './ToolParamOptions.js';
import {
  TOOL_PARAMS_METADATA_KEY,
  TOOL_PROPERTIES_METADATA_KEY,
  TOOL_PROPERTY_METADATA_KEY,
} from './metadata-keys.js';

/**
 * Describes a tool method parameter, or a property of a class used as a tool argument.
 *
 * @remarks
 * Two differences from Java, both because TypeScript keeps less at run time:
 * parameter **names** are not kept, so `name` may be given (otherwise the name is read from the
 * compiled method's parameter list, which fails with a clear error for destructured or rest
 * parameters); and `design:paramtypes` only records constructors (`String`, `Number`, `Array`,
 * `Object`), so `type` gives array element types, Java's integer kinds (`'int'`, `'long'`) and
 * TypeScript enums, and `schema` gives an explicit JSON schema.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/annotation/ToolParam.html
 * @category Tools
 */
export function ToolParam(options: ToolParamOptions = {}): ParameterDecorator & PropertyDecorator {
  const record = Object.freeze({ ...options });
  return (target: object, propertyKey: string | symbol | undefined, parameterIndex?: number): void => {
    registerJavaClass((typeof target === 'function' ? target : target.constructor) as abstract new (...args: never[]) => unknown);
    if (typeof parameterIndex === 'number') {
      const key = propertyKey ?? 'constructor';
      const own = (Reflect.getOwnMetadata(TOOL_PARAMS_METADATA_KEY, target, key) as ToolParamOptions[] | undefined) ?? [];
      const copy = [...own];
      copy[parameterIndex] = record;
      Reflect.defineMetadata(TOOL_PARAMS_METADATA_KEY, copy, target, key);
      return;
    }
    if (typeof propertyKey !== 'string') return;
    Reflect.defineMetadata(TOOL_PROPERTY_METADATA_KEY, record, target, propertyKey);
    const names = (Reflect.getOwnMetadata(TOOL_PROPERTIES_METADATA_KEY, target) as string[] | undefined) ?? [];
    if (!names.includes(propertyKey)) Reflect.defineMetadata(TOOL_PROPERTIES_METADATA_KEY, [...names, propertyKey], target);
  };
}
