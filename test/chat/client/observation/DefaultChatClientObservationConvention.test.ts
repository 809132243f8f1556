import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import type { CallAdvisor } from '../../../../src/chat/client/advisor/api/CallAdvisor.js';
import { ChatClientObservationContext } from '../../../../src/chat/client/observation/ChatClientObservationContext.js';
import { ChatClientObservationDocumentation } from '../../../../src/chat/client/observation/ChatClientObservationDocumentation.js';
import { DefaultChatClientObservationConvention } from '../../../../src/chat/client/observation/DefaultChatClientObservationConvention.js';
import { ChatMemory } from '../../../../src/chat/memory/ChatMemory.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { KeyValue } from '../../../../src/java/micrometer/common/KeyValue.js';
import type { KeyValues } from '../../../../src/java/micrometer/common/KeyValues.js';
import { ObservationContext } from '../../../../src/java/micrometer/observation/ObservationContext.js';
import { ToolCallingChatOptions } from '../../../../src/model/tool/ToolCallingChatOptions.js';
import { AiProvider } from '../../../../src/observation/conventions/AiProvider.js';
import { SpringAiKind } from '../../../../src/observation/conventions/SpringAiKind.js';
import { DefaultToolDefinition } from '../../../../src/tool/definition/DefaultToolDefinition.js';
import { ToolCallback } from '../../../../src/tool/ToolCallback.js';

const LowCardinalityKeyNames = ChatClientObservationDocumentation.LowCardinalityKeyNames;
const HighCardinalityKeyNames = ChatClientObservationDocumentation.HighCardinalityKeyNames;

function dummyAdvisor(name: string): CallAdvisor {
  return {
    getName: () => name,
    getOrder: () => 0,
    adviseCall: async () => undefined as never,
  };
}

function dummyFunction(name: string): ToolCallback {
  return new (class extends ToolCallback {
    getToolDefinition() {
      return DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
    }
    async call(): Promise<string> {
      throw new Error("Unimplemented method 'call'");
    }
  })();;
}

const keyValuesOf = (keyValues: KeyValues) => [...keyValues].map((keyValue) => KeyValue.of(keyValue.getKey(), keyValue.getValue()));

describe('DefaultChatClientObservationConventionTests', () => {
  const observationConvention = new DefaultChatClientObservationConvention();
  let request: ChatClientRequest;

  beforeEach(() => {
    request = ChatClientRequest.builder().prompt(new Prompt()).build();
  });

  test('shouldHaveName', () => {
    expect(observationConvention.getName()).toBe(DefaultChatClientObservationConvention.DEFAULT_NAME);
  });

  test('shouldHaveContextualName', () => {
    const observationContext = ChatClientObservationContext.builder().request(request).stream(true).build();
    expect(observationConvention.getContextualName(observationContext)).toBe(
      `${AiProvider.SPRING_AI.value()} ${SpringAiKind.CHAT_CLIENT.value()}`,
    );
  });

  test('supportsOnlyChatClientObservationContext', () => {
    const observationContext = ChatClientObservationContext.builder().request(request).stream(true).build();
    expect(observationConvention.supportsContext(observationContext)).toBe(true);
    expect(observationConvention.supportsContext(new ObservationContext())).toBe(false);
  });

  test('shouldHaveRequiredKeyValues', () => {
    const observationContext = ChatClientObservationContext.builder().request(request).stream(true).build();
    expect(keyValuesOf(observationConvention.getLowCardinalityKeyValues(observationContext))).toEqual(
      expect.arrayContaining([
        KeyValue.of(LowCardinalityKeyNames.SPRING_AI_KIND.asString(), 'chat_client'),
        KeyValue.of(LowCardinalityKeyNames.STREAM.asString(), 'true'),
      ]),
    );
  });

  test('shouldHaveOptionalKeyValues', () => {
    const requestWithTools = ChatClientRequest.builder()
      .prompt(
        new Prompt(
          '',
          ToolCallingChatOptions.builder()
            .toolNames('tool1', 'tool2')
            .toolCallbacks(dummyFunction('toolCallback1'), dummyFunction('toolCallback2'))
            .build(),
        ),
      )
      .context(ChatMemory.CONVERSATION_ID, '007')
      .build();
    const observationContext = ChatClientObservationContext.builder()
      .request(requestWithTools)
      .format('json')
      .advisors([dummyAdvisor('advisor1'), dummyAdvisor('advisor2')])
      .stream(true)
      .build();

    expect(keyValuesOf(observationConvention.getHighCardinalityKeyValues(observationContext))).toEqual(
      expect.arrayContaining([
        KeyValue.of(HighCardinalityKeyNames.CHAT_CLIENT_ADVISORS.asString(), '["advisor1", "advisor2"]'),
        KeyValue.of(HighCardinalityKeyNames.CHAT_CLIENT_CONVERSATION_ID.asString(), '007'),
        KeyValue.of(
          HighCardinalityKeyNames.CHAT_CLIENT_TOOL_NAMES.asString(),
          '["tool1", "tool2", "toolCallback1", "toolCallback2"]',
        ),
      ]),
    );
  });
});

describe('DefaultChatClientObservationConvention (spring-ai-ts)', () => {
  test('low cardinality values name the framework operation and the provider', () => {
    const observationContext = ChatClientObservationContext.builder()
      .request(ChatClientRequest.builder().prompt(new Prompt()).build())
      .build();
    const values = new Map(
      [...new DefaultChatClientObservationConvention().getLowCardinalityKeyValues(observationContext)].map((keyValue) => [
        keyValue.getKey(),
        keyValue.getValue(),
      ]),
    );
    expect(Object.fromEntries(values)).toEqual({
      'gen_ai.operation.name': 'framework',
      'gen_ai.system': 'spring_ai',
      'spring.ai.kind': 'chat_client',
      'spring.ai.chat.client.stream': 'false',
    });
  });
});
