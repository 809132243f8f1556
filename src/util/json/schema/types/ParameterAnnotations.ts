/* spring-ai-ts, Apache-2.0. Internal: what @ToolParam, Jackson's and Swagger's annotations say about a tool-method parameter. */
import { Annotations } from '../../../../java/jackson/Annotations.js';
import { JSON_PROPERTY } from '../../../../java/jackson/annotation/JsonProperty.js';
import { JSON_PROPERTY_DESCRIPTION } from '../../../../java/jackson/annotation/JsonPropertyDescription.js';
import { SWAGGER_SCHEMA } from '../../../../java/swagger/Schema.js';
import type { Method } from '../../../../java/reflect/Method.js';

function annotation<T>(method: Method, index: number, kind: string): T | undefined {
  return Annotations.ofMethodParameter<T>(method.getMetadataTarget(), method.getName(), index, kind);
}

/**
 * Spring's `JsonSchemaGenerator.isMethodParameterRequired`: `@ToolParam(required)`, else
 * `@JsonProperty(required)`, else `@Schema(requiredMode)` (`NOT_REQUIRED` makes it optional), else required.
 */
export function isMethodParameterRequired(method: Method, index: number): boolean {
  const toolParam = method.getToolParams()[index];
  if (toolParam?.required !== undefined) return toolParam.required;
  const jsonProperty = annotation<{ required: boolean }>(method, index, JSON_PROPERTY);
  if (jsonProperty !== undefined) return jsonProperty.required;
  const schema = annotation<{ requiredMode: string }>(method, index, SWAGGER_SCHEMA);
  return schema === undefined || schema.requiredMode !== 'NOT_REQUIRED';
}

/**
 * Spring's `JsonSchemaGenerator.getMethodParameterDescription`: the first non-blank of
 * `@ToolParam(description)`, `@JsonPropertyDescription` and `@Schema(description)`.
 */
export function getMethodParameterDescription(method: Method, index: number): string | undefined {
  return [
    method.getToolParams()[index]?.description,
    annotation<string>(method, index, JSON_PROPERTY_DESCRIPTION),
    annotation<{ description: string }>(method, index, SWAGGER_SCHEMA)?.description,
  ].find((text): text is string => text !== undefined && text.trim() !== '');
}
