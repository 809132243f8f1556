/* spring-ai-ts, Apache-2.0. Internal: where Jackson's and Swagger's annotation stand-ins record their values. */
import 'reflect-metadata';

/** A decorator that goes wherever the Java annotation may: class, field, method, parameter. */
export type AnyDecorator = ClassDecorator & PropertyDecorator & MethodDecorator & ParameterDecorator;

const key = (annotation: string): string => `spring-ai:annotation:${annotation}`;

/** The names of the fields and methods that carry an annotation stand-in, by prototype, in decoration order. */
const annotatedMembers = new WeakMap<object, string[]>();

/**
 * Records `value` for `annotation` on the decorated declaration (a parameter: by its position).
 *
 * @internal
 */
export function annotate(annotation: string, value: unknown): AnyDecorator {
  const decorator = (target: object, propertyKey?: string | symbol, third?: number | PropertyDescriptor): void => {
    if (typeof third === 'number') {
      const member = propertyKey ?? 'constructor';
      const own = (Reflect.getOwnMetadata(key(annotation), target, member) as unknown[] | undefined) ?? [];
      const copy = [...own];
      copy[third] = value;
      Reflect.defineMetadata(key(annotation), copy, target, member);
      return;
    }
    if (propertyKey === undefined) {
      Reflect.defineMetadata(key(annotation), value, target);
      return;
    }
    Reflect.defineMetadata(`${key(annotation)}:member`, value, target, propertyKey);
    if (typeof propertyKey === 'string') {
      const members = annotatedMembers.get(target) ?? [];
      if (!members.includes(propertyKey)) annotatedMembers.set(target, [...members, propertyKey]);
    }
  };
  return decorator as AnyDecorator;
}

/**
 * Reads what the annotation stand-ins recorded. Internal to the library.
 *
 * @internal
 */
export const Annotations = {
  /** On a class. */
  ofClass<T>(type: unknown, annotation: string): T | undefined {
    return typeof type === 'function' ? (Reflect.getMetadata(key(annotation), type) as T | undefined) : undefined;
  },
  /** On parameter `index` of the constructor of `type`. */
  ofConstructorParameter<T>(type: unknown, index: number, annotation: string): T | undefined {
    if (typeof type !== 'function') return undefined;
    return (Reflect.getOwnMetadata(key(annotation), type, 'constructor') as T[] | undefined)?.[index];
  },
  /** On parameter `index` of method `name` (on a prototype, or a class for statics). */
  ofMethodParameter<T>(target: object, name: string, index: number, annotation: string): T | undefined {
    return (Reflect.getMetadata(key(annotation), target, name) as T[] | undefined)?.[index];
  },
  /** The fields and methods declared on the prototype `target` (not its parents) that carry any annotation stand-in. */
  membersOf(target: object): readonly string[] {
    return annotatedMembers.get(target) ?? [];
  },
  /** On field or method `name` of the prototype `target`. */
  ofMember<T>(target: object, name: string, annotation: string): T | undefined {
    return Reflect.getMetadata(`${key(annotation)}:member`, target, name) as T | undefined;
  },
};
