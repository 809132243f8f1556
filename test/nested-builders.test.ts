// Nested Java builders are declared in their class's module, before the class: `X.Builder` is the
// exported builder class, usable with `new`, `instanceof`, as a base class and as a type.
import {
  AiOperationMetadata,
  AiOperationMetadataBuilder,
  AugmentedToolCallbackProvider,
  AugmentedToolCallbackProviderBuilder,
  ChatModelObservationContext,
  ChatModelObservationContextBuilder,
  DefaultToolCallingChatOptions,
  DefaultToolCallingChatOptionsBuilder,
  DefaultToolCallingManager,
  DefaultToolCallingManagerBuilder,
  DefaultToolDefinition,
  DefaultToolDefinitionBuilder,
  DefaultToolExecutionExceptionProcessor,
  DefaultToolExecutionExceptionProcessorBuilder,
  DefaultToolExecutionResult,
  DefaultToolExecutionResultBuilder,
  DefaultToolMetadata,
  DefaultToolMetadataBuilder,
  FunctionToolCallback,
  FunctionToolCallbackBuilder,
  MethodToolCallback,
  MethodToolCallbackBuilder,
  MethodToolCallbackProvider,
  MethodToolCallbackProviderBuilder,
  ToolCallingObservationContext,
  ToolCallingObservationContextBuilder,
} from '../src/index.js';

describe('nested builders', () => {
  test.each([
    ['AiOperationMetadata', AiOperationMetadata.Builder, AiOperationMetadataBuilder],
    ['AugmentedToolCallbackProvider', AugmentedToolCallbackProvider.Builder, AugmentedToolCallbackProviderBuilder],
    ['ChatModelObservationContext', ChatModelObservationContext.Builder, ChatModelObservationContextBuilder],
    ['DefaultToolCallingChatOptions', DefaultToolCallingChatOptions.Builder, DefaultToolCallingChatOptionsBuilder],
    ['DefaultToolCallingManager', DefaultToolCallingManager.Builder, DefaultToolCallingManagerBuilder],
    ['DefaultToolDefinition', DefaultToolDefinition.Builder, DefaultToolDefinitionBuilder],
    [
      'DefaultToolExecutionExceptionProcessor',
      DefaultToolExecutionExceptionProcessor.Builder,
      DefaultToolExecutionExceptionProcessorBuilder,
    ],
    ['DefaultToolExecutionResult', DefaultToolExecutionResult.Builder, DefaultToolExecutionResultBuilder],
    ['DefaultToolMetadata', DefaultToolMetadata.Builder, DefaultToolMetadataBuilder],
    ['FunctionToolCallback', FunctionToolCallback.Builder, FunctionToolCallbackBuilder],
    ['MethodToolCallback', MethodToolCallback.Builder, MethodToolCallbackBuilder],
    ['MethodToolCallbackProvider', MethodToolCallbackProvider.Builder, MethodToolCallbackProviderBuilder],
    ['ToolCallingObservationContext', ToolCallingObservationContext.Builder, ToolCallingObservationContextBuilder],
  ] as const)('%s.Builder is the exported builder class', (_name, nested, exported) => {
    expect(nested).toBe(exported);
  });

  test('a nested builder builds, checks instances and can be extended', () => {
    const builder: InstanceType<typeof DefaultToolMetadata.Builder> = DefaultToolMetadata.builder();
    expect(builder).toBeInstanceOf(DefaultToolMetadata.Builder);
    expect(builder.returnDirect(true).build()).toEqual(new DefaultToolMetadata(true));

    class NamedDefinitionBuilder extends DefaultToolDefinition.Builder {}
    const definition = new NamedDefinitionBuilder().name('weather').description('Weather').inputSchema('{}').build();
    expect(definition.name()).toBe('weather');
  });
});
