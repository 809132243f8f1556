/* Ported from Spring AI ToolDefinitions (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Method } from '../../java/reflect/Method.js';
import { JsonSchemaGenerator } from '../../util/json/schema/JsonSchemaGenerator.js';
import { DefaultToolDefinition } from '../definition/DefaultToolDefinition.js';
import type { DefaultToolDefinitionBuilder } from '../definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import { ToolUtils } from './ToolUtils.js';

/**
 * Builds {@link ToolDefinition}s from `@Tool` methods.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/support/ToolDefinitions.html
 * @category Tools
 */
export abstract class ToolDefinitions {
  /** A builder pre-filled with the method's tool name, description and input schema. */
  static builder(method: Method): DefaultToolDefinitionBuilder {
    Assert.notNull(method, 'method cannot be null');
    return DefaultToolDefinition.builder()
      .name(ToolUtils.getToolName(method))
      .description(ToolUtils.getToolDescription(method))
      .inputSchema(JsonSchemaGenerator.generateForMethodInput(method));
  }

  /** The definition of a `@Tool` method. */
  static from(method: Method): ToolDefinition {
    return ToolDefinitions.builder(method).build();
  }
}
