/* spring-ai-ts, Apache-2.0. Stand-in for Swagger's io.swagger.v3.oas.annotations.media.Schema. */
import { annotate } from '../jackson/Annotations.js';

/** The attributes of `@Schema` that this library reads. */
export interface SchemaOptions {
  /** The property's (or class's) description. */
  readonly description?: string;
  /** `'REQUIRED'`, `'NOT_REQUIRED'` or `'AUTO'` (the default), as `Schema.RequiredMode`. */
  readonly requiredMode?: 'AUTO' | 'REQUIRED' | 'NOT_REQUIRED';
}

/** @internal */
export const SWAGGER_SCHEMA = 'Schema';

/**
 * Swagger's `@Schema`, on a record component (its constructor parameter), a field or a
 * tool-method parameter. `@Schema(description = "City", requiredMode = Schema.RequiredMode.NOT_REQUIRED)`
 * translates to `@Schema({ description: 'City', requiredMode: 'NOT_REQUIRED' })`.
 *
 * @remarks
 * Read where Spring AI 1.1.8 reads it, in tool input schemas only (`BeanOutputConverter` ignores
 * it, as Spring's does): `description` after `@ToolParam`'s and `@JsonPropertyDescription`'s;
 * `requiredMode: 'NOT_REQUIRED'` makes the property optional. Other attributes are not supported.
 *
 * @param options - the attributes
 * @see https://docs.swagger.io/swagger-core/v2.2.0/apidocs/io/swagger/v3/oas/annotations/media/Schema.html
 * @category Tools
 */
export function Schema(options: SchemaOptions = {}): ClassDecorator & PropertyDecorator & ParameterDecorator & MethodDecorator {
  return annotate(SWAGGER_SCHEMA, { description: options.description ?? '', requiredMode: options.requiredMode ?? 'AUTO' });
}
