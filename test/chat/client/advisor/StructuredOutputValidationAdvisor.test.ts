/* Ported from Spring AI StructuredOutputValidationAdvisorTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { StructuredOutputValidationAdvisor } from '../../../../src/chat/client/advisor/StructuredOutputValidationAdvisor.js';
import { StructuredOutputValidationException } from '../../../../src/chat/client/advisor/StructuredOutputValidationException.js';
import type { CallAdvisor } from '../../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { StreamAdvisor } from '../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ToolCall } from '../../../../src/chat/messages/ToolCall.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { Ordered } from '../../../../src/java/core/Ordered.js';
import { UnsupportedOperationException } from '../../../../src/java/core/UnsupportedOperationException.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { JsonSchemaGenerator } from '../../../../src/util/json/schema/JsonSchemaGenerator.js';
import { JavaType } from '../../../../src/java/reflect/JavaType.js';

// Test DTOs: Java beans (private fields, getters and setters), translated as written; TypeScript
// keeps no field types, so each field states its Java type with @JavaType.
class Person {
  @JavaType('String') private name!: string;

  @JavaType('int') private age!: number;

  getName(): string {
    return this.name;
  }

  setName(name: string): void {
    this.name = name;
  }

  getAge(): number {
    return this.age;
  }

  setAge(age: number): void {
    this.age = age;
  }
}

class Address {
  @JavaType('String') private street!: string;

  @JavaType('String') private city!: string;

  @JavaType('String') private zipCode!: string;

  getStreet(): string {
    return this.street;
  }

  setStreet(street: string): void {
    this.street = street;
  }

  getCity(): string {
    return this.city;
  }

  setCity(city: string): void {
    this.city = city;
  }

  getZipCode(): string {
    return this.zipCode;
  }

  setZipCode(zipCode: string): void {
    this.zipCode = zipCode;
  }
}

class PersonWithAddress {
  @JavaType('String') private name!: string;

  @JavaType('int') private age!: number;

  @JavaType('Address') private address!: Address;

  getName(): string {
    return this.name;
  }

  setName(name: string): void {
    this.name = name;
  }

  getAge(): number {
    return this.age;
  }

  setAge(age: number): void {
    this.age = age;
  }

  getAddress(): Address {
    return this.address;
  }

  setAddress(address: Address): void {
    this.address = address;
  }
}

/** `List<Person>` as a JSON schema: generic type tokens have no counterpart (PORTING rule 20). */
function personListSchema(): Record<string, unknown> {
  const { $schema, ...person } = JSON.parse(JsonSchemaGenerator.generateForType(Person)) as Record<string, unknown>;
  return { $schema, type: 'array', items: person };
}

function createMockRequest(): ChatClientRequest {
  return ChatClientRequest.builder().prompt(new Prompt([new UserMessage('test message')])).build();
}

function createMockResponse(jsonOutput: string): ChatClientResponse {
  const chatResponse = new ChatResponse([new Generation(new AssistantMessage(jsonOutput))]);
  return ChatClientResponse.builder().chatResponse(chatResponse).build();
}

/** A terminal call advisor answering with `answer(callNumber, request)`. */
function terminal(answer: (callCount: number, request: ChatClientRequest) => ChatClientResponse): CallAdvisor & {
  calls: ChatClientRequest[];
} {
  const calls: ChatClientRequest[] = [];
  return {
    calls,
    getName: () => 'terminal',
    getOrder: () => Ordered.LOWEST_PRECEDENCE,
    adviseCall: async (request) => {
      calls.push(request);
      return answer(calls.length, request);
    },
  };
}

function chainOf(...advisors: CallAdvisor[]) {
  return DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build();
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  // The advisor logs every failed validation at WARN, as Spring does; an upstream error passing
  // through the aggregator is logged as "Aggregation Error".
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

describe('StructuredOutputValidationAdvisorTests', () => {
  test('whenOutputTypeIsNullThenThrow', () => {
    expect(() => StructuredOutputValidationAdvisor.builder().build()).toThrow(IllegalArgumentException);
    expect(() => StructuredOutputValidationAdvisor.builder().build()).toThrow('outputType must be set');
  });

  test('whenAdvisorOrderIsOutOfRangeThenThrow', () => {
    const message = 'advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE';
    expect(() =>
      StructuredOutputValidationAdvisor.builder().outputType(Person).advisorOrder(Ordered.HIGHEST_PRECEDENCE).build(),
    ).toThrow(new IllegalArgumentException(message));
    expect(() =>
      StructuredOutputValidationAdvisor.builder().outputType(Person).advisorOrder(Ordered.LOWEST_PRECEDENCE).build(),
    ).toThrow(new IllegalArgumentException(message));
  });

  test('whenRepeatAttemptsIsNegativeThenThrow', () => {
    expect(() => StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(-1).build()).toThrow(
      new IllegalArgumentException('repeatAttempts must be greater than or equal to 0'),
    );
  });

  // The three type-token builder tests: MCP's TypeRef becomes the class itself; Jackson's
  // TypeReference and Spring's ParameterizedTypeReference become the JSON schema (text / object).
  test('testBuilderMethodChainingWithTypeRef', () => {
    const customOrder = Ordered.HIGHEST_PRECEDENCE + 500;
    const advisor = StructuredOutputValidationAdvisor.builder()
      .outputType(Person)
      .advisorOrder(customOrder)
      .maxRepeatAttempts(5)
      .build();
    expect(advisor).toBeDefined();
    expect(advisor.getOrder()).toBe(customOrder);
    expect(advisor.getName()).toBe('Structured Output Validation Advisor');
  });

  test('testBuilderMethodChainingWithTypeReference', () => {
    const customOrder = Ordered.HIGHEST_PRECEDENCE + 600;
    const advisor = StructuredOutputValidationAdvisor.builder()
      .outputJsonSchema(JsonSchemaGenerator.generateForType(Person))
      .advisorOrder(customOrder)
      .build();
    expect(advisor.getOrder()).toBe(customOrder);
    expect(advisor.getName()).toBe('Structured Output Validation Advisor');
  });

  test('testBuilderMethodChainingWithParameterizedTypeReference', () => {
    const customOrder = Ordered.HIGHEST_PRECEDENCE + 700;
    const advisor = StructuredOutputValidationAdvisor.builder()
      .outputJsonSchema(personListSchema())
      .advisorOrder(customOrder)
      .build();
    expect(advisor.getOrder()).toBe(customOrder);
    expect(advisor.getName()).toBe('Structured Output Validation Advisor');
  });

  test('testDefaultValues', () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).build();
    expect(advisor.getOrder()).toBe(Ordered.LOWEST_PRECEDENCE - 2000);
    expect(advisor.getOrder()).toBe(2147481647);
    expect(advisor.getName()).toBe('Structured Output Validation Advisor');
  });

  test('whenChatClientRequestIsNullThenThrow', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).build();
    await expect(advisor.adviseCall(null as unknown as ChatClientRequest, chainOf())).rejects.toThrow(
      new IllegalArgumentException('chatClientRequest must not be null'),
    );
  });

  test('whenCallAdvisorChainIsNullThenThrow', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).build();
    await expect(advisor.adviseCall(createMockRequest(), null as never)).rejects.toThrow(
      new IllegalArgumentException('callAdvisorChain must not be null'),
    );
  });

  test('testAdviseCallWithValidJsonOnFirstAttempt', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(3).build();
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal(() => validResponse);
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(1);
  });

  test('testAdviseCallWithInvalidJsonRetries', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(2).build();
    const invalidResponse = createMockResponse('{"name":"John Doe"}');
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => (count === 1 ? invalidResponse : validResponse));
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testAdviseCallExhaustsAllRetries', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(2).build();
    const invalidResponse = createMockResponse('{"invalid":"json"}');
    const terminalAdvisor = terminal(() => invalidResponse);
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(invalidResponse);
    // Initial attempt + 2 retries.
    expect(terminalAdvisor.calls).toHaveLength(3);
  });

  test('testAdviseCallWithZeroRetries', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(0).build();
    const invalidResponse = createMockResponse('{"invalid":"json"}');
    const terminalAdvisor = terminal(() => invalidResponse);
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(invalidResponse);
    expect(terminalAdvisor.calls).toHaveLength(1);
  });

  test('testAdviseCallWithNullChatResponse', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).build();
    const nullResponse = ChatClientResponse.builder().build();
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => (count === 1 ? nullResponse : validResponse));
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testAdviseCallWithNullResult', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).build();
    // A ChatResponse without generations: getResult() is undefined (Java: a mock returning null).
    const nullResultResponse = ChatClientResponse.builder().chatResponse(new ChatResponse([])).build();
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => (count === 1 ? nullResultResponse : validResponse));
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testAdviseCallWithComplexType', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Address).maxRepeatAttempts(2).build();
    const validResponse = createMockResponse('{"street":"123 Main St","city":"Springfield","zipCode":"12345"}');
    const terminalAdvisor = terminal(() => validResponse);
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(1);
  });

  test('testAdviseStreamThrowsUnsupportedOperationException', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).build();
    const streamAdvisorChain = { nextStream: jest.fn(), getStreamAdvisors: jest.fn(), copy: jest.fn(), getObservationRegistry: jest.fn() };
    const result = advisor.adviseStream(createMockRequest(), streamAdvisorChain);
    await expect(result.blockFirst()).rejects.toThrow(UnsupportedOperationException);
    await expect(result.blockFirst()).rejects.toThrow('Structured Output Validation Advisor does not support streaming');
    expect(streamAdvisorChain.nextStream).not.toHaveBeenCalled();
  });

  test('testGetName', () => {
    expect(StructuredOutputValidationAdvisor.builder().outputType(Person).build().getName()).toBe(
      'Structured Output Validation Advisor',
    );
  });

  test('testGetOrder', () => {
    const customOrder = Ordered.HIGHEST_PRECEDENCE + 1500;
    expect(StructuredOutputValidationAdvisor.builder().outputType(Person).advisorOrder(customOrder).build().getOrder()).toBe(
      customOrder,
    );
  });

  test('testMultipleRetriesWithDifferentInvalidResponses', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(3).build();
    const responses = [
      createMockResponse('{"name":"John"}'),
      createMockResponse('{"age":30}'),
      createMockResponse('not json at all'),
    ];
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => responses[count - 1] ?? validResponse);
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(4);
  });

  test('testPromptAugmentationWithValidationError', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).build();
    const invalidResponse = createMockResponse('{"name":"John"}');
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => (count === 1 ? invalidResponse : validResponse));
    const result = await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
    const firstPromptText = terminalAdvisor.calls[0]?.prompt().getInstructions()[0]?.getText();
    const secondPromptText = terminalAdvisor.calls[1]?.prompt().getInstructions()[0]?.getText();
    expect(secondPromptText).toContain(firstPromptText);
    expect(secondPromptText).toContain('Output JSON validation failed because of:');
  });

  test('testValidationWithEmptyJsonString', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).build();
    const emptyResponse = createMockResponse('');
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => (count === 1 ? emptyResponse : validResponse));
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testValidationWithMalformedJson', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).build();
    const malformedResponse = createMockResponse('{"name":"John", age:30}');
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => (count === 1 ? malformedResponse : validResponse));
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testValidationWithExtraFields', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(0).build();
    const response = createMockResponse('{"name":"John Doe","age":30,"extraField":"value"}');
    const terminalAdvisor = terminal(() => response);
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(response);
  });

  test('testValidationWithNestedObject', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(PersonWithAddress).maxRepeatAttempts(2).build();
    const validResponse = createMockResponse(
      '{"name":"John Doe","age":30,"address":{"street":"123 Main St","city":"Springfield","zipCode":"12345"}}',
    );
    const terminalAdvisor = terminal(() => validResponse);
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(1);
  });

  test('testValidationWithInvalidNestedObject', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(PersonWithAddress).maxRepeatAttempts(1).build();
    const invalidResponse = createMockResponse('{"name":"John Doe","age":30,"address":{"street":"123 Main St"}}');
    const validResponse = createMockResponse(
      '{"name":"John Doe","age":30,"address":{"street":"123 Main St","city":"Springfield","zipCode":"12345"}}',
    );
    const terminalAdvisor = terminal((count) => (count === 1 ? invalidResponse : validResponse));
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testValidationWithListType', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder()
      .outputJsonSchema(personListSchema())
      .maxRepeatAttempts(1)
      .build();
    const validResponse = createMockResponse('[{"name":"John Doe","age":30},{"name":"Jane Doe","age":25}]');
    const terminalAdvisor = terminal(() => validResponse);
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(1);
  });

  test('testValidationWithInvalidListType', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder()
      .outputJsonSchema(personListSchema())
      .maxRepeatAttempts(1)
      .build();
    const invalidResponse = createMockResponse('[{"name":"John Doe","age":30},{"name":"Jane Doe"}]');
    const validResponse = createMockResponse('[{"name":"John Doe","age":30},{"name":"Jane Doe","age":25}]');
    const terminalAdvisor = terminal((count) => (count === 1 ? invalidResponse : validResponse));
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testValidationWithWrongTypeInField', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).build();
    const invalidResponse = createMockResponse('{"name":"John Doe","age":"thirty"}');
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const terminalAdvisor = terminal((count) => (count === 1 ? invalidResponse : validResponse));
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(validResponse);
    expect(terminalAdvisor.calls).toHaveLength(2);
  });

  test('testAdvisorOrderingInChain', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder()
      .outputType(Person)
      .advisorOrder(Ordered.HIGHEST_PRECEDENCE + 1000)
      .build();
    const validResponse = createMockResponse('{"name":"John Doe","age":30}');
    const seen: string[] = [];
    const otherAdvisor: CallAdvisor = {
      getName: () => 'other',
      getOrder: () => Ordered.HIGHEST_PRECEDENCE + 500,
      adviseCall: async (request, chain) => {
        seen.push('other');
        return chain.nextCall(request);
      },
    };
    const terminalAdvisor = terminal(() => {
      seen.push('terminal');
      return validResponse;
    });
    const result = await chainOf(otherAdvisor, advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(result).toBe(validResponse);
    expect(seen).toEqual(['other', 'terminal']);
  });

  test('testBuilderWithTypeOnly', () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).build();
    expect(advisor.getOrder()).toBe(Ordered.LOWEST_PRECEDENCE - 2000);
    expect(advisor.getName()).toBe('Structured Output Validation Advisor');
  });
});

// --- Behaviour beyond the Java tests ---------------------------------------------------------

function textResponse(text: string): ChatClientResponse {
  return ChatClientResponse.builder()
    .chatResponse(new ChatResponse([new Generation(new AssistantMessage(text))]))
    .build();
}

function toolCallResponse(): ChatClientResponse {
  const message = AssistantMessage.builder()
    .content('')
    .toolCalls([new ToolCall('call-1', 'function', 'weather', '{"city":"Paris"}')])
    .build();
  return ChatClientResponse.builder().chatResponse(new ChatResponse([new Generation(message)])).build();
}

/** A terminal stream advisor streaming, per attempt, the chunks scripted for it. */
function streamTerminal(attempts: string[][] | ((attempt: number) => ChatClientResponse[])): StreamAdvisor & {
  calls: ChatClientRequest[];
} {
  const calls: ChatClientRequest[] = [];
  return {
    calls,
    getName: () => 'terminal',
    getOrder: () => Ordered.LOWEST_PRECEDENCE,
    adviseStream: (request) => {
      calls.push(request);
      const attempt = calls.length;
      return Flux.defer(() =>
        Flux.fromIterable(
          typeof attempts === 'function' ? attempts(attempt) : (attempts[attempt - 1] ?? []).map(textResponse),
        ),
      );
    },
  };
}

function streamChainOf(...advisors: StreamAdvisor[]): StreamAdvisorChain {
  return DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build();
}

function chunkTexts(chunks: ChatClientResponse[]): (string | undefined)[] {
  return chunks.map((chunk) => chunk.chatResponse()?.getResult()?.getOutput().getText());
}

const MISSING_AGE =
  "Output JSON validation failed because of: Validation failed: structuredContent does not match tool outputSchema. Validation errors: [$: must have required property 'age']";

describe('StructuredOutputValidationAdvisor (spring-ai-ts)', () => {
  test('call: the retry request is the original one with the exact error text on the last user message', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(2).build();
    const terminalAdvisor = terminal((count) =>
      count < 3 ? createMockResponse('{"name":"John"}') : createMockResponse('{"name":"John","age":3}'),
    );
    await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(terminalAdvisor.calls).toHaveLength(3);
    expect(terminalAdvisor.calls[1]?.prompt().getUserMessage().getText()).toBe(`test message\n${MISSING_AGE}`);
    // Not cumulative: the third request carries one error, built from the original request.
    expect(terminalAdvisor.calls[2]?.prompt().getUserMessage().getText()).toBe(`test message\n${MISSING_AGE}`);
  });

  test('call: error messages for unparsable output and a wrong nested type', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(PersonWithAddress).maxRepeatAttempts(2).build();
    const terminalAdvisor = terminal((count) =>
      count === 1
        ? createMockResponse('not json')
        : count === 2
          ? createMockResponse('{"name":"a","age":1,"address":{"street":"s","city":7,"zipCode":"z"}}')
          : createMockResponse('{"name":"a","age":1,"address":{"street":"s","city":"c","zipCode":"z"}}'),
    );
    await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest());
    expect(terminalAdvisor.calls[1]?.prompt().getUserMessage().getText()).toMatch(
      /^test message\nOutput JSON validation failed because of: Error parsing tool JSON Schema: /,
    );
    expect(terminalAdvisor.calls[2]?.prompt().getUserMessage().getText()).toBe(
      'test message\nOutput JSON validation failed because of: Validation failed: structuredContent does not match tool outputSchema. Validation errors: [$.address.city: must be string]',
    );
  });

  test('call: a tool-call response on the first attempt is returned without validation', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).build();
    const toolCalls = toolCallResponse();
    const terminalAdvisor = terminal(() => toolCalls);
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(toolCalls);
    expect(terminalAdvisor.calls).toHaveLength(1);
  });

  test('call: after a failed validation a tool-call response uses an attempt and the same request is sent again', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(3).build();
    const valid = createMockResponse('{"name":"John","age":3}');
    const terminalAdvisor = terminal((count) =>
      count === 1 ? createMockResponse('{"name":"John"}') : count === 2 ? toolCallResponse() : valid,
    );
    expect(await chainOf(advisor, terminalAdvisor).nextCall(createMockRequest())).toBe(valid);
    expect(terminalAdvisor.calls).toHaveLength(3);
    expect(terminalAdvisor.calls[2]?.prompt().getUserMessage().getText()).toBe(`test message\n${MISSING_AGE}`);
  });

  test('builder: outputType and outputJsonSchema together, and an unparsable schema', () => {
    expect(() =>
      StructuredOutputValidationAdvisor.builder().outputType(Person).outputJsonSchema('{"type":"object"}').build(),
    ).toThrow(new IllegalArgumentException('Only outputType or outputJsonSchema can be set, not both.'));
    const unparsable = () => StructuredOutputValidationAdvisor.builder().outputJsonSchema('{not json').build();
    expect(unparsable).toThrow(IllegalArgumentException);
    expect(unparsable).toThrow('Failed to parse JSON schema');
  });

  test('stream: an invalid first attempt is retried and only the valid second attempt reaches the caller', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).streamingEnabled(true).build();
    const terminalAdvisor = streamTerminal([
      ['{"name":', '"John"}'],
      ['{"name":"John",', '"age":30}'],
    ]);
    const chunks = await streamChainOf(advisor, terminalAdvisor).nextStream(createMockRequest()).collectList();
    expect(chunkTexts(chunks)).toEqual(['{"name":"John",', '"age":30}']);
    expect(terminalAdvisor.calls).toHaveLength(2);
    expect(terminalAdvisor.calls[1]?.prompt().getUserMessage().getText()).toBe(`test message\n${MISSING_AGE}`);
  });

  test('stream: succeeds on the third attempt', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(2).streamingEnabled(true).build();
    const terminalAdvisor = streamTerminal([['not ', 'json'], ['{"age":', '"thirty"}'], ['{"name":"Jo","age":', '3}']]);
    const chunks = await streamChainOf(advisor, terminalAdvisor).nextStream(createMockRequest()).collectList();
    expect(chunkTexts(chunks)).toEqual(['{"name":"Jo","age":', '3}']);
    expect(terminalAdvisor.calls).toHaveLength(3);
  });

  test('stream: with throwOnExhaustedAttempts(true), after the last attempt the caller gets a typed error and never an invalid chunk', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(1).streamingEnabled(true).throwOnExhaustedAttempts(true).build();
    const terminalAdvisor = streamTerminal([['{"name":', '"A"}'], ['{"name":', '"B"}'], ['{"name":"C","age":1}']]);
    const received: ChatClientResponse[] = [];
    let failure: unknown;
    try {
      for await (const chunk of streamChainOf(advisor, terminalAdvisor).nextStream(createMockRequest())) {
        received.push(chunk);
      }
    } catch (error) {
      failure = error;
    }
    expect(received).toEqual([]);
    expect(terminalAdvisor.calls).toHaveLength(2);
    expect(failure).toBeInstanceOf(StructuredOutputValidationException);
    const exception = failure as StructuredOutputValidationException;
    expect(exception.getAttempts()).toBe(2);
    expect(exception.getValidationErrorMessage()).toBe(
      "Validation failed: structuredContent does not match tool outputSchema. Validation errors: [$: must have required property 'age']",
    );
    expect(exception.getChatClientResponse()?.chatResponse()?.getResult()?.getOutput().getText()).toBe('{"name":"B"}');
  });

  test('stream: a tool-call response is passed through without validation', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).streamingEnabled(true).build();
    const toolCalls = toolCallResponse();
    const terminalAdvisor = streamTerminal(() => [toolCalls]);
    const chunks = await streamChainOf(advisor, terminalAdvisor).nextStream(createMockRequest()).collectList();
    expect(chunks).toEqual([toolCalls]);
    expect(terminalAdvisor.calls).toHaveLength(1);
  });

  test('stream: an empty stream counts as missing output', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).maxRepeatAttempts(0).streamingEnabled(true).throwOnExhaustedAttempts(true).build();
    const terminalAdvisor = streamTerminal(() => []);
    await expect(streamChainOf(advisor, terminalAdvisor).nextStream(createMockRequest()).collectList()).rejects.toThrow(
      StructuredOutputValidationException,
    );
  });

  test('stream: a failing upstream fails the stream with its own error', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).streamingEnabled(true).build();
    const failing: StreamAdvisor = {
      getName: () => 'terminal',
      getOrder: () => Ordered.LOWEST_PRECEDENCE,
      adviseStream: () => Flux.error(new Error('model down')),
    };
    await expect(streamChainOf(advisor, failing).nextStream(createMockRequest()).collectList()).rejects.toThrow(
      'model down',
    );
  });
});

describe('StructuredOutputValidationAdvisor stream cancellation (spring-ai-ts)', () => {
  test('breaking out of the stream cancels the attempt being buffered', async () => {
    const advisor = StructuredOutputValidationAdvisor.builder().outputType(Person).streamingEnabled(true).build();
    let cancelled = false;
    const endless: StreamAdvisor = {
      getName: () => 'terminal',
      getOrder: () => Ordered.LOWEST_PRECEDENCE,
      adviseStream: () =>
        Flux.from(
          (async function* () {
            try {
              for (;;) {
                await new Promise((resolve) => setImmediate(resolve));
                yield textResponse('x');
              }
            } finally {
              cancelled = true;
            }
          })(),
        ),
    };
    const stream = streamChainOf(advisor, endless).nextStream(createMockRequest());
    const iterator = stream[Symbol.asyncIterator]();
    const pending = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await iterator.return?.();
    await pending.catch(() => undefined);
    expect(cancelled).toBe(true);
  });
});
