/* spring-ai-ts, Apache-2.0. Internal: classes the schema generator cannot describe, and how to fix them. */
import { JavaBeanProperties } from '../../../../java/reflect/JavaBeanProperties.js';
import { RecordComponents } from '../../../../java/reflect/RecordComponents.js';
import { classProperties } from './ClassProperties.js';
import { isBeanClass } from './TypeKinds.js';

/**
 * True when `type` is an application class in which the library sees no property at all: no
 * record constructor, no bean field with accessors, no decorated property. Its schema would be an
 * object without properties, which tells a model nothing (and, where additional properties are
 * forbidden, rejects every answer).
 */
export function isUndescribable(type: unknown): type is abstract new (...args: never[]) => unknown {
  return (
    isBeanClass(type) &&
    classProperties(type).length === 0 &&
    RecordComponents.of(type) === undefined &&
    JavaBeanProperties.of(type) === undefined
  );
}

/** What makes such a class describable, for error messages. */
export const DESCRIBE_FIX =
  'TypeScript keeps no field types at run time. Translate it as a Java record (constructor parameters with ' +
  'accessor methods) or JavaBean (fields with getX()/setX(value) accessors; a public field without accessors ' +
  'needs @JsonProperty()), or decorate its properties (class-validator, @ToolParam, @JavaType)';
