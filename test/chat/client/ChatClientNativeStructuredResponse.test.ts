/* Ported from Spring AI ChatClientNativeStructuredResponseTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AdvisorParams } from '../../../src/chat/client/AdvisorParams.js';
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { ChatClientAttributes } from '../../../src/chat/client/ChatClientAttributes.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { MessageType } from '../../../src/chat/messages/MessageType.js';
import { ChatResponseMetadata } from '../../../src/chat/metadata/ChatResponseMetadata.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { lastPrompt, mockChatModel, type MockChatModel } from './chatClientTestSupport.js';
import {
  ContextCatcherCallAdvisor,
  mockStructuredOutputChatOptions,
  NameAndAge as UserEntity,
  type MockStructuredOutputChatOptions,
} from './structuredOutputTestSupport.js';

const USER_JSON_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    age: { type: 'integer' },
    name: { type: 'string' },
  },
  required: ['age', 'name'],
  additionalProperties: false,
};

const OUTPUT_FORMAT = ChatClientAttributes.OUTPUT_FORMAT.getKey();
const STRUCTURED_OUTPUT_SCHEMA = ChatClientAttributes.STRUCTURED_OUTPUT_SCHEMA.getKey();
const STRUCTURED_OUTPUT_NATIVE = ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.getKey();

describe('ChatClientNativeStructuredResponseTests', () => {
  let chatModel: MockChatModel;
  let structuredOutputChatOptions: MockStructuredOutputChatOptions;
  let chatResponse: ChatResponse;

  beforeEach(() => {
    chatModel = mockChatModel();
    structuredOutputChatOptions = mockStructuredOutputChatOptions();
    const metadata = ChatResponseMetadata.builder().keyValue('key1', 'value1').build();
    chatResponse = new ChatResponse([new Generation(new AssistantMessage('{"name":"John", "age":30}\n'))], metadata);
    chatModel.call.mockResolvedValue(chatResponse);
  });

  const expectPromptAugmented = (): void => {
    const userMessage = lastPrompt(chatModel).getInstructions()[0];
    expect(userMessage?.getMessageType()).toBe(MessageType.USER);
    expect(userMessage?.getText()).toContain('Tell me about John');
    expect(userMessage?.getText()).toContain('Your response should be in JSON format');
    expect(structuredOutputChatOptions.setOutputSchema).not.toHaveBeenCalled();
  };

  const expectNativeSchemaUsed = (): void => {
    const userMessage = lastPrompt(chatModel).getInstructions()[0];
    expect(userMessage?.getMessageType()).toBe(MessageType.USER);
    expect(userMessage?.getText()).toBe('Tell me about John');
    expect(structuredOutputChatOptions.setOutputSchema).toHaveBeenCalledTimes(1);
    expect(JSON.parse(structuredOutputChatOptions.setOutputSchema.mock.calls[0]?.[0] as string)).toEqual(
      USER_JSON_SCHEMA,
    );
  };

  test('fallBackResponseEntityTest', async () => {
    const textCallAdvisor = new ContextCatcherCallAdvisor();
    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .options(structuredOutputChatOptions)
      .advisors(textCallAdvisor)
      .user('Tell me about John')
      .call()
      .responseEntity(UserEntity);

    const context = textCallAdvisor.getContext();
    expect(context.has(OUTPUT_FORMAT)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_SCHEMA)).toBe(false);
    expect(context.has(STRUCTURED_OUTPUT_NATIVE)).toBe(false);

    expect(responseEntity.getResponse()).toBe(chatResponse);
    expect(String(responseEntity.getResponse()?.getMetadata().get('key1'))).toBe('value1');
    expect(responseEntity.getEntity()).toEqual(new UserEntity('John', 30));
    expectPromptAugmented();
  });

  test('fallBackEntityTest', async () => {
    const textCallAdvisor = new ContextCatcherCallAdvisor();
    const entity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .options(structuredOutputChatOptions)
      .advisors(textCallAdvisor)
      .user('Tell me about John')
      .call()
      .entity(UserEntity);

    const context = textCallAdvisor.getContext();
    expect(context.has(OUTPUT_FORMAT)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_SCHEMA)).toBe(false);
    expect(context.has(STRUCTURED_OUTPUT_NATIVE)).toBe(false);

    expect(entity).toEqual(new UserEntity('John', 30));
    expectPromptAugmented();
  });

  test('nativeResponseEntityTest', async () => {
    const textCallAdvisor = new ContextCatcherCallAdvisor();
    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .options(structuredOutputChatOptions)
      .advisors(AdvisorParams.ENABLE_NATIVE_STRUCTURED_OUTPUT)
      .advisors(textCallAdvisor)
      .user('Tell me about John')
      .call()
      .responseEntity(UserEntity);

    const context = textCallAdvisor.getContext();
    expect(context.has(OUTPUT_FORMAT)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_SCHEMA)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_NATIVE)).toBe(true);

    expect(responseEntity.getResponse()).toBe(chatResponse);
    expect(String(responseEntity.getResponse()?.getMetadata().get('key1'))).toBe('value1');
    expect(responseEntity.getEntity()).toEqual(new UserEntity('John', 30));
    expectNativeSchemaUsed();
  });

  test('nativeEntityTest', async () => {
    const textCallAdvisor = new ContextCatcherCallAdvisor();
    const entity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .options(structuredOutputChatOptions)
      .advisors(AdvisorParams.ENABLE_NATIVE_STRUCTURED_OUTPUT)
      .advisors(textCallAdvisor)
      .user('Tell me about John')
      .call()
      .entity(UserEntity);

    const context = textCallAdvisor.getContext();
    expect(context.has(OUTPUT_FORMAT)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_SCHEMA)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_NATIVE)).toBe(true);

    expect(entity).toEqual(new UserEntity('John', 30));
    expectNativeSchemaUsed();
  });

  test('dynamicDisableNativeResponseEntityTest', async () => {
    const textCallAdvisor = new ContextCatcherCallAdvisor();
    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .options(structuredOutputChatOptions)
      .advisors(AdvisorParams.ENABLE_NATIVE_STRUCTURED_OUTPUT)
      .advisors(textCallAdvisor)
      .advisors((a) => a.param(STRUCTURED_OUTPUT_NATIVE, false))
      .user('Tell me about John')
      .call()
      .responseEntity(UserEntity);

    const context = textCallAdvisor.getContext();
    expect(context.has(OUTPUT_FORMAT)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_SCHEMA)).toBe(false);
    expect(context.get(STRUCTURED_OUTPUT_NATIVE)).toBe(false);

    expect(responseEntity.getResponse()).toBe(chatResponse);
    expect(String(responseEntity.getResponse()?.getMetadata().get('key1'))).toBe('value1');
    expect(responseEntity.getEntity()).toEqual(new UserEntity('John', 30));
    expectPromptAugmented();
  });

  test('dynamicDisableNativeEntityTest', async () => {
    const textCallAdvisor = new ContextCatcherCallAdvisor();
    const entity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .options(structuredOutputChatOptions)
      .advisors(AdvisorParams.ENABLE_NATIVE_STRUCTURED_OUTPUT)
      .advisors(textCallAdvisor)
      .advisors((a) => a.param(STRUCTURED_OUTPUT_NATIVE, false))
      .user('Tell me about John')
      .call()
      .entity(UserEntity);

    const context = textCallAdvisor.getContext();
    expect(context.has(OUTPUT_FORMAT)).toBe(true);
    expect(context.has(STRUCTURED_OUTPUT_SCHEMA)).toBe(false);
    expect(context.get(STRUCTURED_OUTPUT_NATIVE)).toBe(false);

    expect(entity).toEqual(new UserEntity('John', 30));
    expectPromptAugmented();
  });
});
