/* Ported from Spring AI DefaultToolCallingObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { KeyValue } from '../../java/micrometer/common/KeyValue.js';
import { KeyValues } from '../../java/micrometer/common/KeyValues.js';
import { SpringAiKind } from '../../observation/conventions/SpringAiKind.js';
import { ToolCallingHighCardinalityKeyNames } from './ToolCallingHighCardinalityKeyNames.js';
import { ToolCallingLowCardinalityKeyNames } from './ToolCallingLowCardinalityKeyNames.js';
import { ToolCallingObservationContext } from './ToolCallingObservationContext.js';
import { ToolCallingObservationConvention } from './ToolCallingObservationConvention.js';

/**
 * The default naming of tool call observations: name `spring.ai.tool`, contextual name
 * `tool_call <toolName>`, low cardinality keys for the operation type, provider, Spring AI kind
 * and tool name, high cardinality keys for the tool description and input schema.
 *
 * Subclasses can override the protected methods that compute single key values.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/DefaultToolCallingObservationConvention.html
 * @category Observation
 */
export class DefaultToolCallingObservationConvention extends ToolCallingObservationConvention {
  /** The default observation name: `"spring.ai.tool"`. */
  static readonly DEFAULT_NAME = 'spring.ai.tool';

  private readonly name: string;

  /** A convention named `name` ({@link DefaultToolCallingObservationConvention.DEFAULT_NAME} by default). */
  constructor(name: string = DefaultToolCallingObservationConvention.DEFAULT_NAME) {
    super();
    this.name = name;
  }

  /** The observation name. */
  override getName(): string {
    return this.name;
  }

  /**
   * `tool_call <toolName>`. Typed `string | undefined` as Spring marks it `@Nullable`; this
   * convention always returns a name.
   * @throws IllegalArgumentException `"context cannot be null"`
   */
  override getContextualName(context: ToolCallingObservationContext): string | undefined {
    Assert.notNull(context, 'context cannot be null');
    const toolName = context.getToolDefinition().name();
    return `${SpringAiKind.TOOL_CALL.value()} ${toolName}`;
  }

  /** Operation type, provider, Spring AI kind and tool name. */
  override getLowCardinalityKeyValues(context: ToolCallingObservationContext): KeyValues {
    return KeyValues.of(
      this.aiOperationType(context),
      this.aiProvider(context),
      this.springAiKind(context),
      this.toolDefinitionName(context),
    );
  }

  /** `gen_ai.operation.name` = the context's operation type (`framework`). */
  protected aiOperationType(context: ToolCallingObservationContext): KeyValue {
    return KeyValue.of(
      ToolCallingLowCardinalityKeyNames.AI_OPERATION_TYPE,
      context.getOperationMetadata().operationType(),
    );
  }

  /** `gen_ai.system` = the context's provider (`spring_ai`). */
  protected aiProvider(context: ToolCallingObservationContext): KeyValue {
    return KeyValue.of(ToolCallingLowCardinalityKeyNames.AI_PROVIDER, context.getOperationMetadata().provider());
  }

  /** `spring.ai.kind` = `tool_call`. */
  protected springAiKind(_context: ToolCallingObservationContext): KeyValue {
    return KeyValue.of(ToolCallingLowCardinalityKeyNames.SPRING_AI_KIND, SpringAiKind.TOOL_CALL.value());
  }

  /** `spring.ai.tool.definition.name` = the tool name. */
  protected toolDefinitionName(context: ToolCallingObservationContext): KeyValue {
    return KeyValue.of(ToolCallingLowCardinalityKeyNames.TOOL_DEFINITION_NAME, context.getToolDefinition().name());
  }

  /** Tool description and input schema. */
  override getHighCardinalityKeyValues(context: ToolCallingObservationContext): KeyValues {
    let keyValues = KeyValues.empty();
    keyValues = this.toolDefinitionDescription(keyValues, context);
    keyValues = this.toolDefinitionSchema(keyValues, context);
    return keyValues;
  }

  /** Adds `spring.ai.tool.definition.description`. */
  protected toolDefinitionDescription(keyValues: KeyValues, context: ToolCallingObservationContext): KeyValues {
    return keyValues.and(
      ToolCallingHighCardinalityKeyNames.TOOL_DEFINITION_DESCRIPTION.asString(),
      context.getToolDefinition().description(),
    );
  }

  /** Adds `spring.ai.tool.definition.schema`. */
  protected toolDefinitionSchema(keyValues: KeyValues, context: ToolCallingObservationContext): KeyValues {
    return keyValues.and(
      ToolCallingHighCardinalityKeyNames.TOOL_DEFINITION_SCHEMA.asString(),
      context.getToolDefinition().inputSchema(),
    );
  }
}
