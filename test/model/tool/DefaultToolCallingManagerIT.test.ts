/* Ported from Spring AI DefaultToolCallingManagerIT (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { TestObservationRegistry } from '../../../src/java/micrometer/observation/tck/TestObservationRegistry.js';
import { TestObservationRegistryAssert } from '../../../src/java/micrometer/observation/tck/TestObservationRegistryAssert.js';
import { DefaultToolCallingManager } from '../../../src/model/tool/DefaultToolCallingManager.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../../src/model/tool/ToolCallingManager.js';
import { AiOperationType } from '../../../src/observation/conventions/AiOperationType.js';
import { AiProvider } from '../../../src/observation/conventions/AiProvider.js';
import { SpringAiKind } from '../../../src/observation/conventions/SpringAiKind.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import { DefaultToolCallingObservationConvention } from '../../../src/tool/observation/DefaultToolCallingObservationConvention.js';
import { ToolCallingObservationDocumentation } from '../../../src/tool/observation/ToolCallingObservationDocumentation.js';

class TestToolCallback implements ToolCallback {
  private readonly toolDefinition: ToolDefinition;
  private readonly toolMetadata: ToolMetadata;

  constructor(name: string) {
    this.toolDefinition = DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
    this.toolMetadata = ToolMetadata.builder().build();
  }

  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }

  getToolMetadata(): ToolMetadata {
    return this.toolMetadata;
  }

  call(): Promise<string> {
    return Promise.resolve('Mission accomplished!');
  }
}

// Spring's @SpringBootTest configuration becomes plain construction; the test needs no network.
describe('DefaultToolCallingManagerIT', () => {
  const observationRegistry = TestObservationRegistry.create();
  const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
    .observationRegistry(observationRegistry)
    .build();

  beforeEach(() => {
    observationRegistry.clear();
  });

  test('observationForToolCall', async () => {
    const toolCallback = new TestToolCallback('toolA');
    const prompt = Prompt.builder()
      .content('Why does a raven look like a desk?')
      .chatOptions(ToolCallingChatOptions.builder().toolCallbacks(toolCallback).build())
      .build();

    const chatResponse = ChatResponse.builder()
      .generations([
        new Generation(
          AssistantMessage.builder()
            .content('Answer')
            .properties(new Map())
            .toolCalls([new AssistantMessage.ToolCall('toolA', 'function', 'toolA', '{}')])
            .build(),
        ),
      ])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, chatResponse);

    expect(toolExecutionResult).toBeDefined();

    const responseMetadata = chatResponse.getMetadata();
    expect(responseMetadata).toBeDefined();

    TestObservationRegistryAssert.assertThat(observationRegistry)
      .doesNotHaveAnyRemainingCurrentObservation()
      .hasObservationWithNameEqualTo(DefaultToolCallingObservationConvention.DEFAULT_NAME)
      .that()
      .hasContextualNameEqualTo(`${SpringAiKind.TOOL_CALL.value()} ${toolCallback.getToolDefinition().name()}`)
      .hasLowCardinalityKeyValue(
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.AI_OPERATION_TYPE.asString(),
        AiOperationType.FRAMEWORK.value(),
      )
      .hasLowCardinalityKeyValue(
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.AI_PROVIDER.asString(),
        AiProvider.SPRING_AI.value(),
      )
      .hasLowCardinalityKeyValue(
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.SPRING_AI_KIND.asString(),
        SpringAiKind.TOOL_CALL.value(),
      )
      .hasLowCardinalityKeyValue(
        ToolCallingObservationDocumentation.LowCardinalityKeyNames.TOOL_DEFINITION_NAME.asString(),
        toolCallback.getToolDefinition().name(),
      )
      .hasHighCardinalityKeyValue(
        ToolCallingObservationDocumentation.HighCardinalityKeyNames.TOOL_DEFINITION_DESCRIPTION.asString(),
        toolCallback.getToolDefinition().description(),
      )
      .hasHighCardinalityKeyValue(
        ToolCallingObservationDocumentation.HighCardinalityKeyNames.TOOL_DEFINITION_SCHEMA.asString(),
        toolCallback.getToolDefinition().inputSchema(),
      );
  });
});
