/* spring-ai-ts, Apache-2.0. No Java counterpart: a small stand-in for java.lang.reflect.Method. */
import 'reflect-metadata';
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';
import { TOOL_PARAMS_METADATA_KEY } from './metadata-keys.js';
import type { ToolParamOptions } from '../../tool/annotation/ToolParamOptions.js';
import { parseParameterNames } from '../core/lang/parameterNames.js';
import type { TypeRef } from './TypeRef.js';


/** True when `name` is a plain method (not an accessor) of `target` or its prototype chain. */
function isMethodOf(target: object | undefined | null, name: string): boolean {
  for (let current = target; current !== undefined && current !== null; current = Object.getPrototypeOf(current) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(current, name);
    if (descriptor !== undefined) return typeof descriptor.value === 'function';
  }
  return false;
}

/**
 * A method of a class, found by name: what `Class.getMethod(name, …)` returns in Java.
 *
 * Parameter types come from the `design:paramtypes` metadata TypeScript emits for decorated
 * methods, and parameter names from `@ToolParam({ name })` or the compiled parameter list.
 *
 * @example
 * ```ts
 * const method = Method.of(WeatherTools, 'getWeather');
 * ToolUtils.getToolName(method); // 'getWeather'
 * ```
 *
 * @remarks
 * Java's `TestTools.class.getMethod("name", String.class)` becomes `Method.of(TestTools, 'name')`:
 * JavaScript has no overloading, so the name is enough. Types are known only for decorated methods
 * (any decorator, for example `@Tool` or `@ToolParam`) compiled with `emitDecoratorMetadata`.
 *
 * @category Tools
 */
export class Method {
  private constructor(
    private readonly declaringClass: abstract new (...args: never[]) => unknown,
    private readonly name: string,
    private readonly staticMethod: boolean,
  ) {}

  /**
   * Finds the instance method (own or inherited) or, failing that, the static method `name`.
   *
   * @throws IllegalArgumentException when the class has no such method
   */
  static of(declaringClass: abstract new (...args: never[]) => unknown, name: string): Method {
    if (name !== 'constructor' && isMethodOf(declaringClass?.prototype as object | undefined, name)) {
      return new Method(declaringClass, name, false);
    }
    if (isMethodOf(declaringClass, name)) {
      return new Method(declaringClass, name, true);
    }
    throw new IllegalArgumentException(`No method '${name}' found on class ${declaringClass?.name}`);
  }

  /** The method name. */
  getName(): string {
    return this.name;
  }

  /** The class the method was looked up on. */
  getDeclaringClass(): abstract new (...args: never[]) => unknown {
    return this.declaringClass;
  }

  /** Whether this is a static method (invoked without a target object). */
  isStatic(): boolean {
    return this.staticMethod;
  }

  /** The object decorators wrote their metadata on: the prototype, or the class for statics. */
  getMetadataTarget(): object {
    return this.staticMethod ? this.declaringClass : (this.declaringClass.prototype as object);
  }

  /** The function itself. */
  getFunction(): (...args: never[]) => unknown {
    return (this.getMetadataTarget() as Record<string, (...args: never[]) => unknown>)[this.name] as (...args: never[]) => unknown;
  }

  /** The `@ToolParam` records by parameter index (holes where a parameter has none). */
  getToolParams(): readonly (ToolParamOptions | undefined)[] {
    return (Reflect.getMetadata(TOOL_PARAMS_METADATA_KEY, this.getMetadataTarget(), this.name) as
      | ToolParamOptions[]
      | undefined) ?? [];
  }

  /** The declared parameter types (`undefined` where none was recorded). */
  getParameterTypes(): (TypeRef | undefined)[] {
    const types = Reflect.getMetadata('design:paramtypes', this.getMetadataTarget(), this.name) as
      | (TypeRef | undefined)[]
      | undefined;
    if (types !== undefined) return [...types];
    return Array.from({ length: this.getParameterCount() }, () => undefined);
  }

  /**
   * Whether TypeScript recorded the parameter types (`design:paramtypes`), which it does only
   * when the code was compiled with `emitDecoratorMetadata`.
   */
  hasParameterTypeMetadata(): boolean {
    return Reflect.hasMetadata('design:paramtypes', this.getMetadataTarget(), this.name);
  }

  /** The number of parameters. */
  getParameterCount(): number {
    const types = Reflect.getMetadata('design:paramtypes', this.getMetadataTarget(), this.name) as unknown[] | undefined;
    return types?.length ?? parseParameterNames(this.getFunction()).length;
  }

  /**
   * The parameter names: `@ToolParam({ name })` where given, otherwise the name in the compiled
   * parameter list.
   *
   * @throws IllegalArgumentException for a destructured or rest parameter without a `name`
   */
  getParameterNames(): string[] {
    const parsed = parseParameterNames(this.getFunction());
    const params = this.getToolParams();
    const count = Math.max(this.getParameterCount(), parsed.length);
    return Array.from({ length: count }, (_, index) => {
      const explicit = params[index]?.name;
      if (explicit !== undefined && explicit.trim() !== '') return explicit;
      const found = parsed[index];
      if (found?.name !== undefined) return found.name;
      const kind = found?.problem === 'rest' ? 'a rest parameter' : 'a destructured parameter';
      throw new IllegalArgumentException(
        `Parameter ${index} of ${this.toString()} is ${kind} and has no name at run time: ` +
          `give it one with @ToolParam({ name: '…' })`,
      );
    });
  }

  /**
   * The declared return type: `'void'` for a method declared `void`, a constructor otherwise,
   * `undefined` when not recorded.
   */
  getReturnType(): TypeRef | undefined {
    const target = this.getMetadataTarget();
    if (!Reflect.hasMetadata('design:returntype', target, this.name)) return undefined;
    const type = Reflect.getMetadata('design:returntype', target, this.name) as TypeRef | undefined;
    return type ?? 'void';
  }

  /** Calls the method on `target` (ignored for static methods) with `args`. */
  invoke(target: unknown, args: readonly unknown[]): unknown {
    const fn = this.getFunction() as (...values: unknown[]) => unknown;
    return fn.apply(this.staticMethod ? this.declaringClass : target, [...args]);
  }

  /** `ClassName.methodName`. */
  toString(): string {
    return `${this.declaringClass.name}.${this.name}`;
  }
}
