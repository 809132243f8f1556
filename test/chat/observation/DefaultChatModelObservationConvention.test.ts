import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatGenerationMetadata } from '../../../src/chat/metadata/ChatGenerationMetadata.js';
import { ChatResponseMetadata } from '../../../src/chat/metadata/ChatResponseMetadata.js';
import { Usage } from '../../../src/chat/metadata/Usage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import {
  ChatModelObservationContext,
  ChatModelObservationDocumentation,
  DefaultChatModelObservationConvention,
} from '../../../src/chat/observation/index.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { KeyValue } from '../../../src/java/micrometer/common/KeyValue.js';
import type { KeyValues } from '../../../src/java/micrometer/common/KeyValues.js';
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';

const { LowCardinalityKeyNames, HighCardinalityKeyNames } = ChatModelObservationDocumentation;

const generatePrompt = (chatOptions: ChatOptions) => new Prompt('Who let the dogs out?', chatOptions);

class TestUsage extends Usage {
  getPromptTokens(): number {
    return 1000;
  }
  getCompletionTokens(): number {
    return 500;
  }
  getNativeUsage(): Map<string, number> {
    return new Map([
      ['promptTokens', this.getPromptTokens()],
      ['completionTokens', this.getCompletionTokens()],
    ]);
  }
}

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

  async call(): Promise<string> {
    return 'Mission accomplished!';
  }
}

const all = (keyValues: KeyValues) => keyValues.stream();
const keys = (keyValues: KeyValues) => keyValues.stream().map((keyValue) => keyValue.getKey());

describe('DefaultChatModelObservationConventionTests', () => {
  const observationConvention = new DefaultChatModelObservationConvention();

  test('shouldHaveName', () => {
    expect(observationConvention.getName()).toBe(DefaultChatModelObservationConvention.DEFAULT_NAME);
  });

  test('contextualNameWhenModelIsDefined', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    expect(observationConvention.getContextualName(observationContext)).toBe('chat mistral');
  });

  test('contextualNameWhenModelIsNotDefined', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().build()))
      .provider('superprovider')
      .build();
    expect(observationConvention.getContextualName(observationContext)).toBe('chat');
  });

  test('supportsOnlyChatModelObservationContext', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    expect(observationConvention.supportsContext(observationContext)).toBe(true);
    expect(observationConvention.supportsContext(new Observation.Context())).toBe(false);
  });

  test('shouldHaveLowCardinalityKeyValuesWhenDefined', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().model('mistral').build()))
      .provider('superprovider')
      .build();
    const lowCardinality = all(observationConvention.getLowCardinalityKeyValues(observationContext));
    expect(lowCardinality).toContainEqual(KeyValue.of(LowCardinalityKeyNames.AI_OPERATION_TYPE.asString(), 'chat'));
    expect(lowCardinality).toContainEqual(KeyValue.of(LowCardinalityKeyNames.AI_PROVIDER.asString(), 'superprovider'));
    expect(lowCardinality).toContainEqual(KeyValue.of(LowCardinalityKeyNames.REQUEST_MODEL.asString(), 'mistral'));
  });

  test('shouldHaveKeyValuesWhenDefinedAndResponse', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(
        generatePrompt(
          ChatOptions.builder()
            .model('mistral')
            .frequencyPenalty(0.8)
            .maxTokens(200)
            .presencePenalty(1.0)
            .stopSequences(['addio', 'bye'])
            .temperature(0.5)
            .topK(1)
            .topP(0.9)
            .build(),
        ),
      )
      .provider('superprovider')
      .build();
    observationContext.setResponse(
      new ChatResponse(
        [new Generation(new AssistantMessage('response'), ChatGenerationMetadata.builder().finishReason('this-is-the-end').build())],
        ChatResponseMetadata.builder().id('say33').model('mistral-42').usage(new TestUsage()).build(),
      ),
    );
    expect(all(observationConvention.getLowCardinalityKeyValues(observationContext))).toContainEqual(
      KeyValue.of(LowCardinalityKeyNames.RESPONSE_MODEL.asString(), 'mistral-42'),
    );
    const highCardinality = all(observationConvention.getHighCardinalityKeyValues(observationContext));
    for (const expected of [
      KeyValue.of(HighCardinalityKeyNames.REQUEST_FREQUENCY_PENALTY.asString(), '0.8'),
      KeyValue.of(HighCardinalityKeyNames.REQUEST_MAX_TOKENS.asString(), '200'),
      KeyValue.of(HighCardinalityKeyNames.REQUEST_PRESENCE_PENALTY.asString(), '1.0'),
      KeyValue.of(HighCardinalityKeyNames.REQUEST_STOP_SEQUENCES.asString(), '["addio", "bye"]'),
      KeyValue.of(HighCardinalityKeyNames.REQUEST_TEMPERATURE.asString(), '0.5'),
      KeyValue.of(HighCardinalityKeyNames.REQUEST_TOP_K.asString(), '1'),
      KeyValue.of(HighCardinalityKeyNames.REQUEST_TOP_P.asString(), '0.9'),
      KeyValue.of(HighCardinalityKeyNames.RESPONSE_FINISH_REASONS.asString(), '["this-is-the-end"]'),
      KeyValue.of(HighCardinalityKeyNames.RESPONSE_ID.asString(), 'say33'),
      KeyValue.of(HighCardinalityKeyNames.USAGE_INPUT_TOKENS.asString(), '1000'),
      KeyValue.of(HighCardinalityKeyNames.USAGE_OUTPUT_TOKENS.asString(), '500'),
      KeyValue.of(HighCardinalityKeyNames.USAGE_TOTAL_TOKENS.asString(), '1500'),
    ]) {
      expect(highCardinality).toContainEqual(expected);
    }
  });

  test('shouldNotHaveKeyValuesWhenMissing', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().build()))
      .provider('superprovider')
      .build();
    const lowCardinality = all(observationConvention.getLowCardinalityKeyValues(observationContext));
    expect(lowCardinality).toContainEqual(KeyValue.of(LowCardinalityKeyNames.REQUEST_MODEL.asString(), KeyValue.NONE_VALUE));
    expect(lowCardinality).toContainEqual(KeyValue.of(LowCardinalityKeyNames.RESPONSE_MODEL.asString(), KeyValue.NONE_VALUE));
    const highCardinalityKeys = keys(observationConvention.getHighCardinalityKeyValues(observationContext));
    for (const absent of [
      HighCardinalityKeyNames.REQUEST_FREQUENCY_PENALTY,
      HighCardinalityKeyNames.REQUEST_MAX_TOKENS,
      HighCardinalityKeyNames.REQUEST_PRESENCE_PENALTY,
      HighCardinalityKeyNames.REQUEST_STOP_SEQUENCES,
      HighCardinalityKeyNames.REQUEST_TEMPERATURE,
      HighCardinalityKeyNames.REQUEST_TOOL_NAMES,
      HighCardinalityKeyNames.REQUEST_TOP_K,
      HighCardinalityKeyNames.REQUEST_TOP_P,
      HighCardinalityKeyNames.RESPONSE_FINISH_REASONS,
      HighCardinalityKeyNames.RESPONSE_ID,
      HighCardinalityKeyNames.USAGE_INPUT_TOKENS,
      HighCardinalityKeyNames.USAGE_OUTPUT_TOKENS,
      HighCardinalityKeyNames.USAGE_TOTAL_TOKENS,
    ]) {
      expect(highCardinalityKeys).not.toContain(absent.asString());
    }
  });

  test('shouldNotHaveKeyValuesWhenEmptyValues', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().stopSequences([]).build()))
      .provider('superprovider')
      .build();
    observationContext.setResponse(
      new ChatResponse(
        [new Generation(new AssistantMessage('response'), ChatGenerationMetadata.builder().finishReason('').build())],
        ChatResponseMetadata.builder().id('').build(),
      ),
    );
    const highCardinalityKeys = keys(observationConvention.getHighCardinalityKeyValues(observationContext));
    expect(highCardinalityKeys).not.toContain(HighCardinalityKeyNames.REQUEST_STOP_SEQUENCES.asString());
    expect(highCardinalityKeys).not.toContain(HighCardinalityKeyNames.RESPONSE_FINISH_REASONS.asString());
    expect(highCardinalityKeys).not.toContain(HighCardinalityKeyNames.RESPONSE_ID.asString());
  });

  test('shouldHaveKeyValuesWhenTools', () => {
    const observationContext = ChatModelObservationContext.builder()
      .prompt(
        generatePrompt(
          ToolCallingChatOptions.builder()
            .model('mistral')
            .toolNames('toolA', 'toolB')
            .toolCallbacks(new TestToolCallback('tool1', true), new TestToolCallback('tool2', false), new TestToolCallback('toolB'))
            .build(),
        ),
      )
      .provider('superprovider')
      .build();
    const toolNames = all(observationConvention.getHighCardinalityKeyValues(observationContext)).find(
      (keyValue) => keyValue.getKey() === HighCardinalityKeyNames.REQUEST_TOOL_NAMES.asString(),
    );
    expect(toolNames).toBeDefined();
    for (const name of ['toolA', 'toolB', 'tool1', 'tool2']) expect(toolNames?.getValue()).toContain(name);
  });
});

describe('DefaultChatModelObservationConvention (spring-ai-ts)', () => {
  const observationConvention = new DefaultChatModelObservationConvention();

  test('tool names are listed once each, quoted', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(
        generatePrompt(
          ToolCallingChatOptions.builder().toolNames('toolA', 'toolB').toolCallbacks(new TestToolCallback('toolB')).build(),
        ),
      )
      .provider('p')
      .build();
    const value = all(observationConvention.getHighCardinalityKeyValues(context)).find(
      (keyValue) => keyValue.getKey() === 'spring.ai.model.request.tool.names',
    );
    expect(value?.getValue()).toBe('["toolA", "toolB"]');
  });

  test('doubles print as Java prints them, integers without a fraction', () => {
    const context = ChatModelObservationContext.builder()
      .prompt(generatePrompt(ChatOptions.builder().temperature(0).topP(1).frequencyPenalty(0.0001).maxTokens(2048).build()))
      .provider('p')
      .build();
    const values = new Map(all(observationConvention.getHighCardinalityKeyValues(context)).map((kv) => [kv.getKey(), kv.getValue()]));
    expect(values.get('gen_ai.request.temperature')).toBe('0.0');
    expect(values.get('gen_ai.request.top_p')).toBe('1.0');
    expect(values.get('gen_ai.request.frequency_penalty')).toBe('1.0E-4');
    expect(values.get('gen_ai.request.max_tokens')).toBe('2048');
  });

  test('the key name enums carry the attribute keys and behave like Java enums', () => {
    expect(LowCardinalityKeyNames.values().map((keyName) => keyName.asString())).toEqual([
      'gen_ai.operation.name',
      'gen_ai.system',
      'gen_ai.request.model',
      'gen_ai.response.model',
    ]);
    expect(HighCardinalityKeyNames.values()).toHaveLength(13);
    expect(HighCardinalityKeyNames.valueOf('RESPONSE_ID').asString()).toBe('gen_ai.response.id');
    expect(HighCardinalityKeyNames.REQUEST_TOP_P.withValue('0.9')).toEqual(KeyValue.of('gen_ai.request.top_p', '0.9'));
    expect(ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.getDefaultConvention()).toBe(
      DefaultChatModelObservationConvention,
    );
    expect(ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.getLowCardinalityKeyNames()).toHaveLength(4);
  });
});
