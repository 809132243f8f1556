// DefaultChatClientTests, part 3 of 5: DefaultCallResponseSpec.
import type { ChatClientRequest } from '../../../src/chat/client/ChatClientRequest.js';
import type { ChatClientRequestSpec } from '../../../src/chat/client/ChatClientRequestSpec.js';
import { DefaultChatClient } from '../../../src/chat/client/DefaultChatClient.js';
import { DefaultChatClientBuilder } from '../../../src/chat/client/DefaultChatClientBuilder.js';
import type { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import type { BaseAdvisorChain } from '../../../src/chat/client/advisor/api/BaseAdvisorChain.js';
import { ChatClientObservationContext } from '../../../src/chat/client/observation/ChatClientObservationContext.js';
import type { ChatClientObservationConvention } from '../../../src/chat/client/observation/ChatClientObservationConvention.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import type { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { IsString } from 'class-validator';
import { BeanOutputConverter } from '../../../src/converter/BeanOutputConverter.js';
import type { StructuredOutputConverter } from '../../../src/converter/StructuredOutputConverter.js';
import { JsonSchemaGenerator } from '../../../src/util/json/schema/JsonSchemaGenerator.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { TestObservationRegistry } from '../../../src/java/micrometer/observation/tck/TestObservationRegistry.js';
import { TestObservationRegistryAssert } from '../../../src/java/micrometer/observation/tck/TestObservationRegistryAssert.js';
import { chatResponse, lastPrompt, mockChatModel, type MockChatModel } from './chatClientTestSupport.js';

/**
 * Stands in for Spring's `ListOutputConverter(new DefaultConversionService())`: comma-separated
 * text to a list of trimmed strings.
 */
class ListOutputConverter implements StructuredOutputConverter<string[]> {
  convert(text: string): string[] {
    return text.split(',').map((item) => item.trim());
  }

  getFormat(): string {
    return 'Respond with only a list of comma-separated values.';
  }
}

/** Java's `record Person(String name)`. */
class Person {
  @IsString()
  name!: string;
}

const BONDS = '[\n  { "name": "James Bond" },\n  { "name": "Ethan Hunt" },\n  { "name": "Jason Bourne" }\n]\n';

/** The JSON schema of `Person`, for the list converters below. */
const personSchema = (): Record<string, unknown> => {
  const { $schema: _ignored, ...item } = JSON.parse(JsonSchemaGenerator.generateForType(Person)) as Record<string, unknown>;
  return item;
};

/** `ParameterizedTypeReference<List<X>>` has no counterpart: a BeanOutputConverter over the list's JSON schema. */
const listOf = <T>(items: Record<string, unknown>) =>
  new BeanOutputConverter<T[]>({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', items });

const callSpec = (spec: ChatClientRequestSpec) => spec.call() as InstanceType<typeof DefaultChatClient.DefaultCallResponseSpec>;
const mockRequest = () => ({ prompt: jest.fn(), context: jest.fn(() => new Map()) }) as unknown as ChatClientRequest;
const mockChain = () => ({ getCallAdvisors: jest.fn(() => []), nextCall: jest.fn() }) as unknown as BaseAdvisorChain;
const mockConvention = () => ({ getName: jest.fn() }) as unknown as ChatClientObservationConvention;

function modelAnswering(text: string | undefined): MockChatModel {
  const chatModel = mockChatModel();
  chatModel.call.mockImplementation(async () => chatResponse(text));
  return chatModel;
}

describe('DefaultChatClientTests', () => {
  // DefaultCallResponseSpec

  test('buildCallResponseSpec', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    const spec = callSpec(chatClient.prompt('question'));
    expect(spec).toBeInstanceOf(DefaultChatClient.DefaultCallResponseSpec);
  });

  test('buildCallResponseSpecWithNullRequest', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultCallResponseSpec(
          null as unknown as ChatClientRequest,
          mockChain(),
          ObservationRegistry.NOOP,
          mockConvention(),
        ),
    ).toThrow(new IllegalArgumentException('chatClientRequest cannot be null'));
  });

  test('buildCallResponseSpecWithNullAdvisorChain', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultCallResponseSpec(
          mockRequest(),
          null as unknown as BaseAdvisorChain,
          ObservationRegistry.NOOP,
          mockConvention(),
        ),
    ).toThrow(new IllegalArgumentException('advisorChain cannot be null'));
  });

  test('buildCallResponseSpecWithNullObservationRegistry', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultCallResponseSpec(
          mockRequest(),
          mockChain(),
          null as unknown as ObservationRegistry,
          mockConvention(),
        ),
    ).toThrow(new IllegalArgumentException('observationRegistry cannot be null'));
  });

  test('buildCallResponseSpecWithNullObservationConvention', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultCallResponseSpec(
          mockRequest(),
          mockChain(),
          ObservationRegistry.NOOP,
          null as unknown as ChatClientObservationConvention,
        ),
    ).toThrow(new IllegalArgumentException('observationConvention cannot be null'));
  });

  test('whenSimplePromptThenChatClientResponse', async () => {
    const chatModel = modelAnswering('response');
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt('my question'));

    const chatClientResponse = await spec.chatClientResponse();

    expect(chatClientResponse).toBeDefined();
    const response = chatClientResponse.chatResponse();
    expect(response).toBeDefined();
    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    const actualPrompt = lastPrompt(chatModel);
    expect(actualPrompt.getInstructions()).toHaveLength(1);
    expect(actualPrompt.getInstructions()[0]?.getText()).toBe('my question');
  });

  test('whenSimplePromptThenSetRequestAndResponseOnObservationContext', async () => {
    const chatModel = modelAnswering('response');
    const observationRegistry = TestObservationRegistry.create();
    const chatClient = new DefaultChatClientBuilder(chatModel, observationRegistry, undefined, undefined).build();
    const spec = callSpec(chatClient.prompt('my question'));

    const chatClientResponse = await spec.chatClientResponse();

    expect(chatClientResponse.chatResponse()?.getResult()?.getOutput().getText()).toBe('response');
    const actualPrompt = lastPrompt(chatModel);
    expect(actualPrompt.getInstructions()).toHaveLength(1);
    expect(actualPrompt.getInstructions()[0]?.getText()).toBe('my question');
    const context = TestObservationRegistryAssert.assertThat(observationRegistry)
      .hasObservationWithNameEqualTo('spring.ai.chat.client')
      .that()
      .actual();
    expect(context).toBeInstanceOf(ChatClientObservationContext);
    expect((context as ChatClientObservationContext).getRequest().prompt()).toEqual(actualPrompt);
    expect((context as ChatClientObservationContext).getResponse()).toBe(chatClientResponse);
  });

  test('whenSimplePromptThenChatResponse', async () => {
    const chatModel = modelAnswering('response');
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt('my question'));

    const response = await spec.chatResponse();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions()).toHaveLength(1);
    expect(lastPrompt(chatModel).getInstructions()[0]?.getText()).toBe('my question');
  });

  test('whenFullPromptThenChatResponse', async () => {
    const chatModel = modelAnswering('response');
    const prompt = new Prompt(new SystemMessage('instructions'), new UserMessage('my question'));
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt(prompt));

    const response = await spec.chatResponse();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'instructions',
      'my question',
    ]);
  });

  test('whenPromptAndUserTextThenChatResponse', async () => {
    const chatModel = modelAnswering('response');
    const prompt = new Prompt(new SystemMessage('instructions'), new UserMessage('my question'));
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt(prompt).user('another question'));

    const response = await spec.chatResponse();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'instructions',
      'my question',
      'another question',
    ]);
  });

  test('whenUserTextAndMessagesThenChatResponse', async () => {
    const chatModel = modelAnswering('response');
    const messages: Message[] = [new SystemMessage('instructions'), new UserMessage('my question')];
    const spec = callSpec(
      new DefaultChatClientBuilder(chatModel).build().prompt().user('another question').messages(messages),
    );

    const response = await spec.chatResponse();

    expect(response?.getResult()?.getOutput().getText()).toBe('response');
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'instructions',
      'my question',
      'another question',
    ]);
  });

  test('whenChatResponseIsNull', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockResolvedValue(undefined as unknown as ChatResponse);
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt('my question'));

    expect(await spec.chatResponse()).toBeUndefined();
  });

  test('whenChatResponseContentIsNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(undefined)).build().prompt('my question'));
    expect(await spec.content()).toBeUndefined();
  });

  // whenResponseEntityWithParameterizedTypeIsNull, whenResponseEntityWithTypeIsNull, whenEntityWithParameterizedTypeIsNull,
  // whenEntityWithTypeIsNull: a null argument cannot tell the Class/type-reference overloads from the converter one;
  // it is rejected with "structuredOutputConverter cannot be null" (Java: "type cannot be null").

  test('whenResponseEntityWithParameterizedTypeAndChatResponseContentNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(undefined)).build().prompt('my question'));
    const responseEntity = await spec.responseEntity(listOf({ type: 'string' }));
    expect(responseEntity).toBeDefined();
    expect(responseEntity.response()).toBeDefined();
    expect(responseEntity.entity()).toBeUndefined();
  });

  test('whenResponseEntityWithParameterizedType', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(BONDS)).build().prompt('my question'));
    const responseEntity = await spec.responseEntity(listOf(personSchema()));
    expect(responseEntity.response()).toBeDefined();
    expect(responseEntity.entity()).toHaveLength(3);
  });

  test('whenResponseEntityWithTypeAndChatResponseContentNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(undefined)).build().prompt('my question'));
    const responseEntity = await spec.responseEntity(String);
    expect(responseEntity.response()).toBeDefined();
    expect(responseEntity.entity()).toBeUndefined();
  });

  test('whenResponseEntityWithType', async () => {
    const spec = callSpec(
      new DefaultChatClientBuilder(modelAnswering('{ "name": "James Bond" }\n')).build().prompt('my question'),
    );
    const responseEntity = await spec.responseEntity(Person);
    expect(responseEntity.response()).toBeDefined();
    expect(responseEntity.entity()).toBeDefined();
    expect(responseEntity.entity()?.name).toBe('James Bond');
  });

  test('whenEntityWithParameterizedTypeAndChatResponseContentNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(undefined)).build().prompt('my question'));
    expect(await spec.entity(listOf({ type: 'string' }))).toBeUndefined();
  });

  test('whenEntityWithParameterizedType', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(BONDS)).build().prompt('my question'));
    expect(await spec.entity(listOf(personSchema()))).toHaveLength(3);
  });

  test('whenEntityWithTypeAndChatResponseContentNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(undefined)).build().prompt('my question'));
    expect(await spec.entity(String)).toBeUndefined();
  });

  test('whenEntityWithType', async () => {
    const spec = callSpec(
      new DefaultChatClientBuilder(modelAnswering('{ "name": "James Bond" }\n')).build().prompt('my question'),
    );
    const entity = await spec.entity(Person);
    expect(entity).toBeDefined();
    expect(entity?.name).toBe('James Bond');
  });

  test('whenResponseEntityWithConverterIsNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(mockChatModel()).build().prompt('my question'));
    await expect(spec.responseEntity(null as unknown as StructuredOutputConverter<unknown>)).rejects.toThrow(
      new IllegalArgumentException('structuredOutputConverter cannot be null'),
    );
  });

  test('whenResponseEntityWithConverterAndChatResponseContentNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(undefined)).build().prompt('my question'));
    const responseEntity = await spec.responseEntity(new ListOutputConverter());
    expect(responseEntity.response()).toBeDefined();
    expect(responseEntity.entity()).toBeUndefined();
  });

  test('whenResponseEntityWithConverter', async () => {
    const chatModel = modelAnswering('James Bond, Ethan Hunt, Jason Bourne\n');
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt('my question'));
    const responseEntity = await spec.responseEntity(new ListOutputConverter());
    expect(responseEntity.response()).toBeDefined();
    expect(responseEntity.entity()).toHaveLength(3);
  });

  test('whenEntityWithConverterIsNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(mockChatModel()).build().prompt('my question'));
    await expect(spec.entity(null as unknown as StructuredOutputConverter<unknown>)).rejects.toThrow(
      new IllegalArgumentException('structuredOutputConverter cannot be null'),
    );
  });

  test('whenEntityWithConverterAndChatResponseContentNull', async () => {
    const spec = callSpec(new DefaultChatClientBuilder(modelAnswering(undefined)).build().prompt('my question'));
    expect(await spec.entity(new ListOutputConverter())).toBeUndefined();
  });

  test('whenEntityWithConverter', async () => {
    const chatModel = modelAnswering('James Bond, Ethan Hunt, Jason Bourne\n');
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt('my question'));
    expect(await spec.entity(new ListOutputConverter())).toHaveLength(3);
  });
});

describe('DefaultCallResponseSpec (spring-ai-ts)', () => {
  test('entity(converter) puts the format into the request context and the model advisor appends it', async () => {
    const chatModel = modelAnswering('a, b');
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt('list two letters'));
    expect(await spec.entity(new ListOutputConverter())).toEqual(['a', 'b']);
    expect(lastPrompt(chatModel).getUserMessage().getText()).toContain(
      'Respond with only a list of comma-separated values.',
    );
  });

  test('a call spec runs its chain once: a second method call fails as in 1.1.8 (the chain is consumed)', async () => {
    const chatModel = modelAnswering('response');
    const spec = callSpec(new DefaultChatClientBuilder(chatModel).build().prompt('q'));
    expect(await spec.content()).toBe('response');
    await expect(spec.chatResponse()).rejects.toThrow('No CallAdvisors available to execute');
    expect(chatModel.call).toHaveBeenCalledTimes(1);
  });

  test('a failing model rejects the promise', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockRejectedValue(new Error('boom'));
    const spec = (new DefaultChatClientBuilder(chatModel).build().prompt('q') as DefaultChatClientRequestSpec).call();
    await expect(spec.content()).rejects.toThrow('boom');
  });
});
