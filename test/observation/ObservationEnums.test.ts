// spring-ai-ts own tests: the observation key-name and documentation enums share one implementation
// (observation/internal); every class keeps Java's constants, order, keys and valueOf messages.
import { AdvisorHighCardinalityKeyNames } from '../../src/chat/client/advisor/observation/AdvisorHighCardinalityKeyNames.js';
import { AdvisorLowCardinalityKeyNames } from '../../src/chat/client/advisor/observation/AdvisorLowCardinalityKeyNames.js';
import { AdvisorObservationDocumentation } from '../../src/chat/client/advisor/observation/AdvisorObservationDocumentation.js';
import { DefaultAdvisorObservationConvention } from '../../src/chat/client/advisor/observation/DefaultAdvisorObservationConvention.js';
import { ChatClientHighCardinalityKeyNames } from '../../src/chat/client/observation/ChatClientHighCardinalityKeyNames.js';
import { ChatClientLowCardinalityKeyNames } from '../../src/chat/client/observation/ChatClientLowCardinalityKeyNames.js';
import { ChatClientObservationDocumentation } from '../../src/chat/client/observation/ChatClientObservationDocumentation.js';
import { DefaultChatClientObservationConvention } from '../../src/chat/client/observation/DefaultChatClientObservationConvention.js';
import { ChatModelHighCardinalityKeyNames } from '../../src/chat/observation/ChatModelHighCardinalityKeyNames.js';
import { ChatModelLowCardinalityKeyNames } from '../../src/chat/observation/ChatModelLowCardinalityKeyNames.js';
import { ChatModelObservationDocumentation } from '../../src/chat/observation/ChatModelObservationDocumentation.js';
import { DefaultChatModelObservationConvention } from '../../src/chat/observation/DefaultChatModelObservationConvention.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { DefaultToolCallingObservationConvention } from '../../src/tool/observation/DefaultToolCallingObservationConvention.js';
import { ToolCallingHighCardinalityKeyNames } from '../../src/tool/observation/ToolCallingHighCardinalityKeyNames.js';
import { ToolCallingLowCardinalityKeyNames } from '../../src/tool/observation/ToolCallingLowCardinalityKeyNames.js';
import { ToolCallingObservationDocumentation } from '../../src/tool/observation/ToolCallingObservationDocumentation.js';

const keyNameEnums = [
  ['org.springframework.ai.chat.observation.ChatModelObservationDocumentation.HighCardinalityKeyNames', ChatModelHighCardinalityKeyNames, 13, 'REQUEST_FREQUENCY_PENALTY', 'gen_ai.request.frequency_penalty'],
  ['org.springframework.ai.chat.observation.ChatModelObservationDocumentation.LowCardinalityKeyNames', ChatModelLowCardinalityKeyNames, 4, 'AI_OPERATION_TYPE', 'gen_ai.operation.name'],
  ['org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation.HighCardinalityKeyNames', ChatClientHighCardinalityKeyNames, 3, 'CHAT_CLIENT_ADVISORS', 'spring.ai.chat.client.advisors'],
  ['org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation.LowCardinalityKeyNames', ChatClientLowCardinalityKeyNames, 2, undefined, undefined],
  ['org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation.HighCardinalityKeyNames', AdvisorHighCardinalityKeyNames, 1, undefined, undefined],
  ['org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation.LowCardinalityKeyNames', AdvisorLowCardinalityKeyNames, 4, 'ADVISOR_NAME', 'spring.ai.advisor.name'],
  ['org.springframework.ai.tool.observation.ToolCallingObservationDocumentation.HighCardinalityKeyNames', ToolCallingHighCardinalityKeyNames, 4, 'TOOL_CALL_RESULT', 'spring.ai.tool.call.result'],
  ['org.springframework.ai.tool.observation.ToolCallingObservationDocumentation.LowCardinalityKeyNames', ToolCallingLowCardinalityKeyNames, 4, undefined, undefined],
] as const;

describe('observation key-name enums', () => {
  test.each(keyNameEnums)('%s: constants in order, valueOf, keys and withValue', (javaName, enumClass, count, sample, key) => {
    const values = enumClass.values();
    expect(values).toHaveLength(count);
    values.forEach((constant, index) => {
      expect(constant).toBeInstanceOf(enumClass);
      expect(constant.ordinal()).toBe(index);
      expect(constant.toString()).toBe(constant.name());
      expect((enumClass as unknown as Record<string, unknown>)[constant.name()]).toBe(constant);
      expect(enumClass.valueOf(constant.name())).toBe(constant);
      expect(constant.withValue('v').getKey()).toBe(constant.asString());
      expect(constant.withValue('v').getValue()).toBe('v');
    });
    expect(enumClass.values()).not.toBe(values);
    if (sample !== undefined) expect(enumClass.valueOf(sample).asString()).toBe(key);
    expect(() => enumClass.valueOf('NOPE')).toThrow(IllegalArgumentException);
    expect(() => enumClass.valueOf('NOPE')).toThrow(`No enum constant ${javaName}.NOPE`);
  });
});

const documentations = [
  ['org.springframework.ai.chat.observation.ChatModelObservationDocumentation', ChatModelObservationDocumentation, 'CHAT_MODEL_OPERATION', DefaultChatModelObservationConvention, ChatModelLowCardinalityKeyNames, ChatModelHighCardinalityKeyNames],
  ['org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation', ChatClientObservationDocumentation, 'AI_CHAT_CLIENT', DefaultChatClientObservationConvention, ChatClientLowCardinalityKeyNames, ChatClientHighCardinalityKeyNames],
  ['org.springframework.ai.chat.client.advisor.observation.AdvisorObservationDocumentation', AdvisorObservationDocumentation, 'AI_ADVISOR', DefaultAdvisorObservationConvention, AdvisorLowCardinalityKeyNames, AdvisorHighCardinalityKeyNames],
  ['org.springframework.ai.tool.observation.ToolCallingObservationDocumentation', ToolCallingObservationDocumentation, 'TOOL_CALL', DefaultToolCallingObservationConvention, ToolCallingLowCardinalityKeyNames, ToolCallingHighCardinalityKeyNames],
] as const;

describe('observation documentation enums', () => {
  test.each(documentations)('%s: one constant, its convention and key names', (javaName, documentationClass, constantName, convention, low, high) => {
    // One shape for the four classes (their observation() signatures differ by context type).
    const documentation = documentationClass as unknown as {
      values(): ChatModelObservationDocumentation[];
      valueOf(name: string): unknown;
      LowCardinalityKeyNames: unknown;
      HighCardinalityKeyNames: unknown;
    };
    const [constant, ...others] = documentation.values();
    expect(others).toEqual([]);
    expect(constant!.name()).toBe(constantName);
    expect(constant!.ordinal()).toBe(0);
    expect(String(constant)).toBe(constantName);
    expect(documentation.valueOf(constantName)).toBe(constant);
    expect(() => documentation.valueOf('NOPE')).toThrow(`No enum constant ${javaName}.NOPE`);
    expect(constant!.getDefaultConvention()).toBe(convention);
    expect(constant!.getLowCardinalityKeyNames()).toEqual(low.values());
    expect(constant!.getHighCardinalityKeyNames()).toEqual(high.values());
    expect(documentation.LowCardinalityKeyNames).toBe(low);
    expect(documentation.HighCardinalityKeyNames).toBe(high);
  });
});
