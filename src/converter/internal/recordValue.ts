/* spring-ai-ts, Apache-2.0. Internal: BeanOutputConverter's construction of translated Java records. */
import { JavaBeanProperties } from '../../reflect/JavaBeanProperties.js';
import { RecordComponents } from '../../reflect/RecordComponents.js';

/**
 * True when `type` is a record class whose components are exactly the properties of its schema
 * (so a class described by class-validator decorators keeps class-transformer's path).
 */
export function isRecordSchema(type: unknown, schema: Record<string, unknown> | undefined): boolean {
  const components = RecordComponents.of(type);
  const properties = schema?.['properties'];
  if (components === undefined || typeof properties !== 'object' || properties === null) return false;
  const names = Object.keys(properties);
  return names.length === components.length && components.every((component) => names.includes(component.name));
}

/**
 * Builds a record through its positional constructor from a parsed JSON object: each argument is
 * the property named after the component, itself built as a record where its declared type is one.
 */
export function toRecord(type: unknown, value: Record<string, unknown>): object {
  const components = RecordComponents.of(type) ?? [];
  return RecordComponents.instantiate(
    type,
    components.map((component) => {
      const property = value[component.name];
      const nested = component.type !== undefined ? RecordComponents.of(component.type) : undefined;
      const isObject = typeof property === 'object' && property !== null && !Array.isArray(property);
      return nested !== undefined && isObject ? toRecord(component.type, property as Record<string, unknown>) : property;
    }),
  );
}

/**
 * True when `type` is a JavaBean class (getter/setter pairs, no decorated properties) whose
 * properties are exactly the properties of its schema.
 */
export function isJavaBeanSchema(type: unknown, schema: Record<string, unknown> | undefined): boolean {
  const beanProperties = JavaBeanProperties.of(type);
  const properties = schema?.['properties'];
  if (beanProperties === undefined || typeof properties !== 'object' || properties === null) return false;
  const names = Object.keys(properties);
  return names.length === beanProperties.length && beanProperties.every((property) => names.includes(property.name));
}

/** Builds a JavaBean as Jackson does: the no-argument constructor, then a setter per JSON property present. */
export function toJavaBean(type: unknown, value: Record<string, unknown>): object {
  return JavaBeanProperties.instantiate(type, value);
}
