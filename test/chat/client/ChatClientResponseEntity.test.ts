/* Ported from Spring AI ChatClientResponseEntityTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { MessageType } from '../../../src/chat/messages/MessageType.js';
import { ChatResponseMetadata } from '../../../src/chat/metadata/ChatResponseMetadata.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { BeanOutputConverter } from '../../../src/converter/BeanOutputConverter.js';
import { MapOutputConverter } from '../../../src/converter/MapOutputConverter.js';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import { JsonSchemaGenerator } from '../../../src/util/json/schema/JsonSchemaGenerator.js';
import { lastPrompt, mockChatModel, type MockChatModel } from './chatClientTestSupport.js';
import { NameAndAge as MyBean } from './structuredOutputTestSupport.js';

// ParameterizedTypeReference<List<MyBean>> has no counterpart (PORTING rule 20): the list tests
// pass the equivalent JSON schema to a BeanOutputConverter.
function myBeanListConverter(): BeanOutputConverter<MyBean[]> {
  const { $schema, ...item } = JSON.parse(JsonSchemaGenerator.generateForType(MyBean)) as Record<string, unknown>;
  return new BeanOutputConverter<MyBean[]>({ $schema, type: 'array', items: item });
}

describe('ChatClientResponseEntityTests', () => {
  let chatModel: MockChatModel;
  let errorLog: jest.SpyInstance;

  beforeEach(() => {
    chatModel = mockChatModel();
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  const answer = (text: string, metadata?: ChatResponseMetadata): ChatResponse => {
    const chatResponse =
      metadata === undefined
        ? new ChatResponse([new Generation(new AssistantMessage(text))])
        : new ChatResponse([new Generation(new AssistantMessage(text))], metadata);
    chatModel.call.mockResolvedValue(chatResponse);
    return chatResponse;
  };

  test('responseEntityTest', async () => {
    const metadata = ChatResponseMetadata.builder().keyValue('key1', 'value1').build();
    const chatResponse = answer('{"name":"John", "age":30}\n', metadata);

    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .user('Tell me about John')
      .call()
      .responseEntity(MyBean);

    expect(responseEntity.getResponse()).toBe(chatResponse);
    expect(String(responseEntity.getResponse()?.getMetadata().get('key1'))).toBe('value1');
    expect(responseEntity.getEntity()).toEqual(new MyBean('John', 30));
    expect(responseEntity.getEntity()).toBeInstanceOf(MyBean);

    const userMessage = lastPrompt(chatModel).getInstructions()[0];
    expect(userMessage?.getMessageType()).toBe(MessageType.USER);
    expect(userMessage?.getText()).toContain('Tell me about John');
  });

  test('parametrizedResponseEntityTest', async () => {
    const chatResponse = answer('[\n\t{"name":"Max", "age":10},\n\t{"name":"Adi", "age":13}\n]\n');

    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .user('Tell me about them')
      .call()
      .responseEntity(myBeanListConverter());

    expect(responseEntity.getResponse()).toBe(chatResponse);
    expect(responseEntity.getEntity()?.[0]).toEqual(new MyBean('Max', 10));
    expect(responseEntity.getEntity()?.[1]).toEqual(new MyBean('Adi', 13));

    const userMessage = lastPrompt(chatModel).getInstructions()[0];
    expect(userMessage?.getMessageType()).toBe(MessageType.USER);
    expect(userMessage?.getText()).toContain('Tell me about them');
  });

  test('customSoCResponseEntityTest', async () => {
    const chatResponse = answer('\t{"name":"Max", "age":10},\n');

    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .user('Tell me about Max')
      .call()
      .responseEntity(new MapOutputConverter());

    expect(responseEntity.getResponse()).toBe(chatResponse);
    expect(responseEntity.getEntity()?.get('name')).toBe('Max');
    expect(responseEntity.getEntity()?.get('age')).toBe(10);

    const userMessage = lastPrompt(chatModel).getInstructions()[0];
    expect(userMessage?.getMessageType()).toBe(MessageType.USER);
    expect(userMessage?.getText()).toContain('Tell me about Max');
  });

  test('whenEmptyResponseContentThenHandleGracefully', async () => {
    answer('');
    await expect(
      ChatClient.builder(chatModel).build().prompt().user('test').call().responseEntity(MyBean),
    ).rejects.toThrow(RuntimeException);
  });

  test('whenInvalidJsonResponseThenThrows', async () => {
    answer('invalid json content');
    await expect(
      ChatClient.builder(chatModel).build().prompt().user('test').call().responseEntity(MyBean),
    ).rejects.toThrow(RuntimeException);
  });

  test('whenParameterizedTypeWithMapThenParseCorrectly', async () => {
    answer('{\n\t"key1": "value1",\n\t"key2": "value2",\n\t"key3": "value3"\n}\n');

    const responseEntity = await ChatClient.builder(chatModel).build().prompt().user('test').call().responseEntity(Map);

    expect(responseEntity.getEntity()?.get('key1')).toBe('value1');
    expect(responseEntity.getEntity()?.get('key2')).toBe('value2');
    expect(responseEntity.getEntity()?.get('key3')).toBe('value3');
  });

  test('whenEmptyArrayResponseThenReturnEmptyList', async () => {
    answer('[]');

    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .user('test')
      .call()
      .responseEntity(myBeanListConverter());

    expect(responseEntity.getEntity()).toEqual([]);
  });

  test('whenBooleanPrimitiveResponseThenParseCorrectly', async () => {
    answer('true');

    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .user('Is this true?')
      .call()
      .responseEntity(Boolean);

    expect(responseEntity.getEntity()).toBe(true);
  });

  test('whenIntegerResponseThenParseCorrectly', async () => {
    answer('1');

    const responseEntity = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .user('What is the answer?')
      .call()
      .responseEntity(Number);

    expect(responseEntity.getEntity()).toBe(1);
  });
});
