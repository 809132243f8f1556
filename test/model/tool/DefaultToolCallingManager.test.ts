/* Ported from Spring AI DefaultToolCallingManagerTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ToolResponse } from '../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import type { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { DefaultToolCallingManager } from '../../../src/model/tool/DefaultToolCallingManager.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { ToolCallingManager } from '../../../src/model/tool/ToolCallingManager.js';
import { Method } from '../../../src/java/reflect/Method.js';
import { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolExecutionException } from '../../../src/tool/execution/ToolExecutionException.js';
import type { ToolExecutionExceptionProcessor } from '../../../src/tool/execution/ToolExecutionExceptionProcessor.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import { MethodToolCallback } from '../../../src/tool/method/MethodToolCallback.js';
import { StaticToolCallbackResolver } from '../../../src/tool/resolution/StaticToolCallbackResolver.js';
import type { ToolCallbackResolver } from '../../../src/tool/resolution/ToolCallbackResolver.js';

class TestToolCallback implements ToolCallback {
  private readonly toolDefinition: ToolDefinition;
  private readonly toolMetadata: ToolMetadata;

  constructor(name: string, returnDirect?: boolean) {
    this.toolDefinition = DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
    this.toolMetadata =
      returnDirect === undefined ? ToolMetadata.builder().build() : ToolMetadata.builder().returnDirect(returnDirect).build();
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

class FailingToolCallback extends ToolCallback {
  private readonly toolDefinition: ToolDefinition;

  constructor(name: string) {
    super();
    this.toolDefinition = DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
  }

  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }

  call(): Promise<string> {
    throw new ToolExecutionException(this.toolDefinition, new IllegalStateException('You failed this city!'));
  }
}

/** Test class with methods used as tools. */
class TestGenericClass {
  static readonly CALL_RESULT_JSON = '{\n\t"result": "Mission accomplished!"\n}\n';

  static readonly CALL_WITH_TOOL_CONTEXT_RESULT_JSON = '{\n\t"result": "ToolContext mission accomplished!"\n}\n';

  // Java passes null for a missing argument; here the parameter has to be declared optional.
  @Tool()
  call(@ToolParam({ name: 'toolInput', required: false }) _toolInput: string): string {
    return TestGenericClass.CALL_RESULT_JSON;
  }

  @Tool()
  callWithToolContext(_toolContext: ToolContext): string {
    return TestGenericClass.CALL_WITH_TOOL_CONTEXT_RESULT_JSON;
  }
}

/** A chat response whose single generation asks for the given tool calls. */
function toolCallResponse(...toolNames: string[]): ChatResponse {
  return ChatResponse.builder()
    .generations([
      new Generation(
        AssistantMessage.builder()
          .content('')
          .properties(new Map())
          .toolCalls(toolNames.map((name) => new AssistantMessage.ToolCall(name, 'function', name, '{}')))
          .build(),
      ),
    ])
    .build();
}

/** The jest counterpart of Mockito's `mock(X.class)` for the manager's collaborators. */
function mockObservationRegistry(): ObservationRegistry {
  return { getCurrentObservation: jest.fn(), observationConfig: jest.fn() } as unknown as ObservationRegistry;
}
function mockToolCallbackResolver(): ToolCallbackResolver {
  return { resolve: jest.fn() };
}
function mockToolExecutionExceptionProcessor(): ToolExecutionExceptionProcessor {
  return { process: jest.fn() };
}

describe('DefaultToolCallingManagerTests', () => {
  // The manager logs Spring's warnings (unknown tool name); keep the test output quiet.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  // BUILD

  test('whenDefaultArgumentsThenReturn', () => {
    const defaultToolExecutor = DefaultToolCallingManager.builder().build();
    expect(defaultToolExecutor).toBeDefined();
  });

  test('whenObservationRegistryIsNullThenThrow', () => {
    expect(() =>
      DefaultToolCallingManager.builder()
        .observationRegistry(undefined)
        .toolCallbackResolver(mockToolCallbackResolver())
        .toolExecutionExceptionProcessor(mockToolExecutionExceptionProcessor())
        .build(),
    ).toThrow(new IllegalArgumentException('observationRegistry cannot be null'));
  });

  test('whenToolCallbackResolverIsNullThenThrow', () => {
    expect(() =>
      DefaultToolCallingManager.builder()
        .observationRegistry(mockObservationRegistry())
        .toolCallbackResolver(undefined)
        .toolExecutionExceptionProcessor(mockToolExecutionExceptionProcessor())
        .build(),
    ).toThrow(new IllegalArgumentException('toolCallbackResolver cannot be null'));
  });

  test('whenToolCallExceptionConverterIsNullThenThrow', () => {
    expect(() =>
      DefaultToolCallingManager.builder()
        .observationRegistry(mockObservationRegistry())
        .toolCallbackResolver(mockToolCallbackResolver())
        .toolExecutionExceptionProcessor(undefined)
        .build(),
    ).toThrow(new IllegalArgumentException('toolCallExceptionConverter cannot be null'));
  });

  // RESOLVE TOOL DEFINITIONS

  test('whenChatOptionsIsNullThenThrow', () => {
    const defaultToolExecutor = DefaultToolCallingManager.builder().build();
    expect(() => defaultToolExecutor.resolveToolDefinitions(undefined as unknown as ToolCallingChatOptions)).toThrow(
      new IllegalArgumentException('chatOptions cannot be null'),
    );
  });

  test('whenToolCallbackExistsThenResolve', () => {
    const toolCallback = new TestToolCallback('toolA');
    const toolCallbackResolver = new StaticToolCallbackResolver([toolCallback]);
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(toolCallbackResolver)
      .build();

    const toolDefinitions = toolCallingManager.resolveToolDefinitions(
      ToolCallingChatOptions.builder().toolNames('toolA').build(),
    );

    expect(toolDefinitions).toEqual([toolCallback.getToolDefinition()]);
  });

  test('whenToolCallbackDoesNotExistThenThrow', () => {
    const toolCallbackResolver = new StaticToolCallbackResolver([]);
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(toolCallbackResolver)
      .build();

    const resolve = () =>
      toolCallingManager.resolveToolDefinitions(ToolCallingChatOptions.builder().toolNames('toolB').build());
    expect(resolve).toThrow(IllegalStateException);
    expect(resolve).toThrow('No ToolCallback found for tool name: toolB');
  });

  // EXECUTE TOOL CALLS

  test('whenPromptIsNullThenThrow', async () => {
    const defaultToolExecutor = DefaultToolCallingManager.builder().build();
    await expect(
      defaultToolExecutor.executeToolCalls(undefined as unknown as Prompt, {} as unknown as ChatResponse),
    ).rejects.toThrow(new IllegalArgumentException('prompt cannot be null'));
  });

  test('whenChatResponseIsNullThenThrow', async () => {
    const defaultToolExecutor = DefaultToolCallingManager.builder().build();
    await expect(
      defaultToolExecutor.executeToolCalls({} as unknown as Prompt, undefined as unknown as ChatResponse),
    ).rejects.toThrow(new IllegalArgumentException('chatResponse cannot be null'));
  });

  test('whenNoToolCallInChatResponseThenThrow', async () => {
    const defaultToolExecutor = DefaultToolCallingManager.builder().build();
    const execution = defaultToolExecutor.executeToolCalls(
      {} as unknown as Prompt,
      ChatResponse.builder().generations([]).build(),
    );
    await expect(execution).rejects.toThrow(IllegalStateException);
    await expect(execution).rejects.toThrow('No tool call requested by the chat model');
  });

  test('whenSingleToolCallInChatResponseThenExecute', async () => {
    const toolCallback = new TestToolCallback('toolA');
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(new StaticToolCallbackResolver([toolCallback]))
      .build();

    const prompt = new Prompt(new UserMessage('Hello'), ToolCallingChatOptions.builder().build());
    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponse('toolA', 'toolA', 'Mission accomplished!')])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolA'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
  });

  test('whenSingleToolCallWithReturnDirectInChatResponseThenExecute', async () => {
    const toolCallback = new TestToolCallback('toolA', true);
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(new StaticToolCallbackResolver([toolCallback]))
      .build();

    const prompt = new Prompt(new UserMessage('Hello'), ToolCallingChatOptions.builder().build());
    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponse('toolA', 'toolA', 'Mission accomplished!')])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolA'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
    expect(toolExecutionResult.returnDirect()).toBe(true);
  });

  test('whenMultipleToolCallsInChatResponseThenExecute', async () => {
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(new StaticToolCallbackResolver([new TestToolCallback('toolA'), new TestToolCallback('toolB')]))
      .build();

    const prompt = new Prompt(new UserMessage('Hello'), ToolCallingChatOptions.builder().build());
    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([
        new ToolResponse('toolA', 'toolA', 'Mission accomplished!'),
        new ToolResponse('toolB', 'toolB', 'Mission accomplished!'),
      ])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolA', 'toolB'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
  });

  test('whenDuplicateMixedToolCallsInChatResponseThenExecute', async () => {
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder().build();

    const prompt = new Prompt(
      new UserMessage('Hello'),
      ToolCallingChatOptions.builder().toolCallbacks(new TestToolCallback('toolA')).toolNames('toolA').build(),
    );
    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponse('toolA', 'toolA', 'Mission accomplished!')])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolA'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
  });

  test('whenMultipleToolCallsWithReturnDirectInChatResponseThenExecute', async () => {
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(
        new StaticToolCallbackResolver([new TestToolCallback('toolA', true), new TestToolCallback('toolB', true)]),
      )
      .build();

    const prompt = new Prompt(new UserMessage('Hello'), ToolCallingChatOptions.builder().build());
    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([
        new ToolResponse('toolA', 'toolA', 'Mission accomplished!'),
        new ToolResponse('toolB', 'toolB', 'Mission accomplished!'),
      ])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolA', 'toolB'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
    expect(toolExecutionResult.returnDirect()).toBe(true);
  });

  test('whenMultipleToolCallsWithMixedReturnDirectInChatResponseThenExecute', async () => {
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(
        new StaticToolCallbackResolver([new TestToolCallback('toolA', true), new TestToolCallback('toolB', false)]),
      )
      .build();

    const prompt = new Prompt(new UserMessage('Hello'), ToolCallingChatOptions.builder().build());
    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([
        new ToolResponse('toolA', 'toolA', 'Mission accomplished!'),
        new ToolResponse('toolB', 'toolB', 'Mission accomplished!'),
      ])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolA', 'toolB'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
    expect(toolExecutionResult.returnDirect()).toBe(false);
  });

  test('whenToolCallWithExceptionThenReturnError', async () => {
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(new StaticToolCallbackResolver([new FailingToolCallback('toolC')]))
      .build();

    const prompt = new Prompt(new UserMessage('Hello'), ToolCallingChatOptions.builder().build());
    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponse('toolC', 'toolC', 'You failed this city!')])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolC'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
  });

  test('whenMixedMethodToolCallsInChatResponseThenExecute', async () => {
    const toolCallingManager: ToolCallingManager = DefaultToolCallingManager.builder().build();

    const toolDefinitionA = ToolDefinition.builder().name('toolA').inputSchema('{}').build();
    const methodA = Method.of(TestGenericClass, 'call');
    const methodToolCallback = MethodToolCallback.builder()
      .toolDefinition(toolDefinitionA)
      .toolMethod(methodA)
      .toolObject(new TestGenericClass())
      .build();

    const toolDefinitionB = ToolDefinition.builder().name('toolB').inputSchema('{}').build();
    const methodB = Method.of(TestGenericClass, 'callWithToolContext');
    const methodToolCallbackNeedToolContext = MethodToolCallback.builder()
      .toolDefinition(toolDefinitionB)
      .toolMethod(methodB)
      .toolObject(new TestGenericClass())
      .build();

    const prompt = new Prompt(
      new UserMessage('Hello'),
      ToolCallingChatOptions.builder()
        .toolCallbacks(methodToolCallback, methodToolCallbackNeedToolContext)
        .toolNames('toolA', 'toolB')
        .toolContext('key', 'value')
        .build(),
    );

    const expectedToolResponse = ToolResponseMessage.builder()
      .responses([
        new ToolResponse('toolA', 'toolA', TestGenericClass.CALL_RESULT_JSON),
        new ToolResponse('toolB', 'toolB', TestGenericClass.CALL_WITH_TOOL_CONTEXT_RESULT_JSON),
      ])
      .build();

    const toolExecutionResult = await toolCallingManager.executeToolCalls(prompt, toolCallResponse('toolA', 'toolB'));

    expect(toolExecutionResult.conversationHistory()).toContainEqual(expectedToolResponse);
  });
});
