import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { MessageType } from '../../../src/chat/messages/MessageType.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { Media } from '../../../src/content/Media.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ByteArrayResource } from '../../../src/java/core/io/ByteArrayResource.js';
import { MimeTypeUtils } from '../../../src/java/core/util/MimeTypeUtils.js';
import type { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { DefaultToolCallingChatOptions } from '../../../src/model/tool/DefaultToolCallingChatOptions.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import type { ChatModel } from '../../../src/chat/model/ChatModel.js';
import {
  expectMetadata,
  join,
  lastPrompt,
  mockChatModel,
  scriptResponses,
  type MockChatModel,
} from './chatClientTestSupport.js';

const USER = MessageType.USER;
const mockFunction = (s: string) => s;
// Java reads classpath:/bikes.json; any readable resource does here.
const bikesJson = () => new ByteArrayResource('[{"name":"bike"}]', 'bikes.json');

function fun3() {
  return FunctionToolCallback.builder('fun3', mockFunction).description('fun3description').inputType(String).build();
}

describe('ChatClientTests', () => {
  let chatModel: MockChatModel;

  beforeEach(() => {
    chatModel = mockChatModel();
  });

  const instructions = (): Message[] => lastPrompt(chatModel).getInstructions();

  const expectSystem = (message: Message | undefined, text: string, metadata: Record<string, unknown>) => {
    expect(message?.getText()).toBe(text);
    expect(message?.getMessageType()).toBe(MessageType.SYSTEM);
    expectMetadata(message!.getMetadata(), { messageType: MessageType.SYSTEM, ...metadata });
  };

  // ChatClient Builder Tests

  test('defaultSystemText', async () => {
    scriptResponses(chatModel);
    const chatClient = ChatClient.builder(chatModel).defaultSystem('Default system text').build();

    let content = await chatClient.prompt("What's Spring AI?").call().content();
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Default system text', {});

    content = await join(chatClient.prompt("What's Spring AI?").stream().content());
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Default system text', {});

    // Override the default system text with prompt system
    content = await chatClient.prompt("What's Spring AI?").system('Override default system text').call().content();
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Override default system text', {});

    // Streaming
    content = await join(
      chatClient.prompt("What's Spring AI?").system('Override default system text').stream().content(),
    );
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Override default system text', {});
  });

  test('defaultSystemTextLambda', async () => {
    scriptResponses(chatModel);
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem((s) =>
        s
          .text('Default system text {param1}, {param2}')
          .param('param1', 'value1')
          .param('param2', 'value2')
          .metadata('metadata1', 'svalue1')
          .metadata('metadata2', 'svalue2'),
      )
      .build();
    const defaults = { metadata1: 'svalue1', metadata2: 'svalue2' };

    let content = await chatClient.prompt("What's Spring AI?").call().content();
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Default system text value1, value2', defaults);

    // Streaming
    content = await join(chatClient.prompt("What's Spring AI?").stream().content());
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Default system text value1, value2', defaults);

    // Override single default system parameter
    content = await chatClient
      .prompt("What's Spring AI?")
      .system((s) => s.param('param1', 'value1New'))
      .call()
      .content();
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Default system text value1New, value2', defaults);

    // Override default system metadata
    content = await chatClient
      .prompt("What's Spring AI?")
      .system((s) => s.metadata('metadata1', 'svalue1New'))
      .call()
      .content();
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Default system text value1, value2', { ...defaults, metadata1: 'svalue1New' });

    // streaming
    content = await join(
      chatClient
        .prompt("What's Spring AI?")
        .system((s) => s.param('param1', 'value1New'))
        .stream()
        .content(),
    );
    expect(content).toBe('response');
    expect(instructions()[0]?.getText()).toBe('Default system text value1New, value2');
    expect(instructions()[0]?.getMessageType()).toBe(MessageType.SYSTEM);

    // Override default system text
    content = await chatClient
      .prompt("What's Spring AI?")
      .system((s) => s.text('Override default system text {param3}').param('param3', 'value3'))
      .call()
      .content();
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Override default system text value3', defaults);

    // Streaming
    content = await join(
      chatClient
        .prompt("What's Spring AI?")
        .system((s) =>
          s.text('Override default system text {param3}').param('param3', 'value3').metadata('metadata3', 'svalue3'),
        )
        .stream()
        .content(),
    );
    expect(content).toBe('response');
    expectSystem(instructions()[0], 'Override default system text value3', { ...defaults, metadata3: 'svalue3' });
  });

  const expectMutatedPrompt = (
    systemText: string,
    userText: string,
    userMetadata: Record<string, unknown>,
    toolNames: string[],
  ) => {
    const prompt = lastPrompt(chatModel);
    expectSystem(prompt.getInstructions()[0], systemText, { smetadata1: 'svalue1', smetadata2: 'svalue2' });
    const userMessage = prompt.getInstructions()[1] as UserMessage;
    expect(userMessage.getMessageType()).toBe(USER);
    expect(userMessage.getText()).toBe(userText);
    expect(userMessage.getMedia()).toHaveLength(1);
    expect(userMessage.getMedia()[0]?.getMimeType()).toEqual(MimeTypeUtils.IMAGE_JPEG);
    expectMetadata(userMessage.getMetadata(), { messageType: USER, ...userMetadata });
    const fco = prompt.getOptions() as ToolCallingChatOptions;
    expect([...fco.getToolNames()].sort()).toEqual([...toolNames].sort());
    expect(fco.getToolCallbacks()[0]?.getToolDefinition().name()).toBe('fun3');
  };

  test('mutateDefaults', async () => {
    const options: ToolCallingChatOptions = new DefaultToolCallingChatOptions();
    chatModel.getDefaultOptions.mockReturnValue(options);
    scriptResponses(chatModel);

    let chatClient = ChatClient.builder(chatModel)
      .defaultSystem((s) =>
        s
          .text('Default system text {param1}, {param2}')
          .param('param1', 'value1')
          .param('param2', 'value2')
          .metadata('smetadata1', 'svalue1')
          .metadata('smetadata2', 'svalue2'),
      )
      .defaultToolNames('fun1', 'fun2')
      .defaultToolCallbacks(fun3())
      .defaultUser((u) =>
        u
          .text('Default user text {uparam1}, {uparam2}')
          .param('uparam1', 'value1')
          .param('uparam2', 'value2')
          .media(MimeTypeUtils.IMAGE_JPEG, bikesJson())
          .metadata('umetadata1', 'udata1')
          .metadata('umetadata2', 'udata2'),
      )
      .build();
    const userMetadata = { umetadata1: 'udata1', umetadata2: 'udata2' };

    expect(await chatClient.prompt().call().content()).toBe('response');
    expectMutatedPrompt('Default system text value1, value2', 'Default user text value1, value2', userMetadata, [
      'fun1',
      'fun2',
    ]);

    // Streaming
    expect(await join(chatClient.prompt().stream().content())).toBe('response');
    expectMutatedPrompt('Default system text value1, value2', 'Default user text value1, value2', userMetadata, [
      'fun1',
      'fun2',
    ]);

    // mutate builder
    chatClient = chatClient
      .mutate()
      .defaultSystem('Mutated default system text {param1}, {param2}')
      .defaultToolNames('fun4')
      .defaultUser('Mutated default user text {uparam1}, {uparam2}')
      .build();

    expect(await chatClient.prompt().call().content()).toBe('response');
    expectMutatedPrompt(
      'Mutated default system text value1, value2',
      'Mutated default user text value1, value2',
      userMetadata,
      ['fun1', 'fun2', 'fun4'],
    );

    // Streaming
    expect(await join(chatClient.prompt().stream().content())).toBe('response');
    expectMutatedPrompt(
      'Mutated default system text value1, value2',
      'Mutated default user text value1, value2',
      userMetadata,
      ['fun1', 'fun2', 'fun4'],
    );
  });

  test('mutatePrompt', async () => {
    const options: ToolCallingChatOptions = new DefaultToolCallingChatOptions();
    chatModel.getDefaultOptions.mockReturnValue(options);
    scriptResponses(chatModel);

    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem((s) =>
        s
          .text('Default system text {param1}, {param2}')
          .param('param1', 'value1')
          .param('param2', 'value2')
          .metadata('smetadata1', 'svalue1')
          .metadata('smetadata2', 'svalue2'),
      )
      .defaultToolNames('fun1', 'fun2')
      .defaultToolCallbacks(fun3())
      .defaultUser((u) =>
        u
          .text('Default user text {uparam1}, {uparam2}')
          .param('uparam1', 'value1')
          .param('uparam2', 'value2')
          .metadata('umetadata1', 'udata1')
          .metadata('umetadata2', 'udata2')
          .media(MimeTypeUtils.IMAGE_JPEG, bikesJson()),
      )
      .build();
    const userMetadata = { umetadata1: 'udata1', umetadata2: 'userData2' };

    const content = await chatClient
      .prompt()
      .system('New default system text {param1}, {param2}')
      .user((u) => u.param('uparam1', 'userValue1').param('uparam2', 'userValue2').metadata('umetadata2', 'userData2'))
      .toolNames('fun5')
      .mutate()
      .build() // mutate and build new prompt
      .prompt()
      .call()
      .content();
    expect(content).toBe('response');
    expectMutatedPrompt('New default system text value1, value2', 'Default user text userValue1, userValue2', userMetadata, [
      'fun1',
      'fun2',
      'fun5',
    ]);

    // Streaming
    const streamed = await join(
      chatClient
        .prompt()
        .system('New default system text {param1}, {param2}')
        .user((u) =>
          u.param('uparam1', 'userValue1').param('uparam2', 'userValue2').metadata('umetadata2', 'userData2'),
        )
        .toolNames('fun5')
        .mutate()
        .build()
        .prompt()
        .stream()
        .content(),
    );
    expect(streamed).toBe('response');
    expectMutatedPrompt('New default system text value1, value2', 'Default user text userValue1, userValue2', userMetadata, [
      'fun1',
      'fun2',
      'fun5',
    ]);
  });

  test('defaultUserText', async () => {
    scriptResponses(chatModel);
    const chatClient = ChatClient.builder(chatModel).defaultUser('Default user text').build();

    let content = await chatClient.prompt().call().content();
    expect(content).toBe('response');
    let userMessage = instructions()[0]!;
    expect(userMessage.getText()).toBe('Default user text');
    expect(userMessage.getMessageType()).toBe(USER);
    expectMetadata(userMessage.getMetadata(), { messageType: USER });

    // Override the default system text with prompt system
    content = await chatClient.prompt().user('Override default user text').call().content();
    expect(content).toBe('response');
    userMessage = instructions()[0]!;
    expect(userMessage.getText()).toBe('Override default user text');
    expect(userMessage.getMessageType()).toBe(USER);
    expectMetadata(userMessage.getMetadata(), { messageType: USER });
  });

  test('simpleUserPromptAsString', async () => {
    scriptResponses(chatModel);
    expect(await ChatClient.builder(chatModel).build().prompt('User prompt').call().content()).toBe('response');
    const userMessage = instructions()[0]!;
    expect(userMessage.getText()).toBe('User prompt');
    expect(userMessage.getMessageType()).toBe(USER);
    expectMetadata(userMessage.getMetadata(), { messageType: USER });
  });

  test('simpleUserPrompt', async () => {
    scriptResponses(chatModel);
    expect(await ChatClient.builder(chatModel).build().prompt().user('User prompt').call().content()).toBe('response');
    const userMessage = instructions()[0]!;
    expect(userMessage.getText()).toBe('User prompt');
    expect(userMessage.getMessageType()).toBe(USER);
    expectMetadata(userMessage.getMetadata(), { messageType: USER });
  });

  test('simpleUserPromptObject', async () => {
    scriptResponses(chatModel);
    const media = new Media(MimeTypeUtils.IMAGE_JPEG, bikesJson());
    const message = UserMessage.builder()
      .text('User prompt')
      .media([media])
      .metadata(new Map([['umetadata1', 'udata1']]))
      .build();
    const prompt = new Prompt(message);
    expect(await ChatClient.builder(chatModel).build().prompt(prompt).call().content()).toBe('response');

    expect(instructions()).toHaveLength(1);
    const userMessage = instructions()[0] as UserMessage;
    expect(userMessage.getMessageType()).toBe(USER);
    expect(userMessage.getText()).toBe('User prompt');
    expect(userMessage.getMedia()).toHaveLength(1);
    expect(userMessage.getMedia()[0]?.getMimeType()).toEqual(MimeTypeUtils.IMAGE_JPEG);
    expectMetadata(userMessage.getMetadata(), { messageType: USER, umetadata1: 'udata1' });
  });

  test('simpleSystemPrompt', async () => {
    scriptResponses(chatModel);
    const response = await ChatClient.builder(chatModel)
      .build()
      .prompt("What's Spring AI?")
      .system('System prompt')
      .call()
      .content();
    expect(response).toBe('response');
    expect(instructions()).toHaveLength(2);
    expectSystem(instructions()[0], 'System prompt', {});
  });

  test('complexCall', async () => {
    scriptResponses(chatModel);
    const options = ToolCallingChatOptions.builder().build();
    chatModel.getDefaultOptions.mockReturnValue(options);
    const url = new URL('https://docs.spring.io/spring-ai/reference/_images/multimodal.test.png');

    const client = ChatClient.builder(chatModel).defaultSystem('System text').defaultToolNames('function1').build();
    const response = await client
      .prompt()
      .user((u) =>
        u
          .text('User text {music}')
          .param('music', 'Rock')
          .media(MimeTypeUtils.IMAGE_PNG, url)
          .metadata(new Map([['umetadata1', 'udata1']])),
      )
      .call()
      .content();

    expect(response).toBe('response');
    expect(instructions()).toHaveLength(2);
    const systemMessage = instructions()[0]!;
    expect(systemMessage.getText()).toBe('System text');
    expect(systemMessage.getMessageType()).toBe(MessageType.SYSTEM);
    const userMessage = instructions()[1] as UserMessage;
    expect(userMessage.getText()).toBe('User text Rock');
    expect(userMessage.getMessageType()).toBe(USER);
    expect(userMessage.getMedia()).toHaveLength(1);
    expect(userMessage.getMedia()[0]?.getMimeType()).toEqual(MimeTypeUtils.IMAGE_PNG);
    expect(userMessage.getMedia()[0]?.getData()).toBe(
      'https://docs.spring.io/spring-ai/reference/_images/multimodal.test.png',
    );
    expectMetadata(userMessage.getMetadata(), { messageType: USER, umetadata1: 'udata1' });
    const runtimeOptions = lastPrompt(chatModel).getOptions() as ToolCallingChatOptions;
    expect([...runtimeOptions.getToolNames()]).toEqual(['function1']);
    expect(options.getToolNames().size).toBe(0);
  });

  // Constructors

  test('whenCreateAndChatModelIsNullThenThrow', () => {
    expect(() => ChatClient.create(null as unknown as ChatModel)).toThrow(
      new IllegalArgumentException('chatModel cannot be null'),
    );
  });

  test('whenCreateAndObservationRegistryIsNullThenThrow', () => {
    expect(() =>
      ChatClient.create(chatModel, null as unknown as ObservationRegistry, undefined, undefined),
    ).toThrow(new IllegalArgumentException('observationRegistry cannot be null'));
  });

  test('whenBuilderAndChatModelIsNullThenThrow', () => {
    expect(() => ChatClient.builder(null as unknown as ChatModel)).toThrow(
      new IllegalArgumentException('chatModel cannot be null'),
    );
  });

  test('whenBuilderAndObservationRegistryIsNullThenThrow', () => {
    expect(() =>
      ChatClient.builder(chatModel, null as unknown as ObservationRegistry, undefined, undefined),
    ).toThrow(new IllegalArgumentException('observationRegistry cannot be null'));
  });

  // Prompt Tests - User

  test('whenPromptWithStringContent', async () => {
    scriptResponses(chatModel);
    const content = await ChatClient.builder(chatModel).build().prompt('my question').call().content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(1);
    expect(instructions()[0]?.getText()).toBe('my question');
    expect(instructions()[0]?.getMessageType()).toBe(USER);
  });

  const expectLastUser = (index: number, size: number) => {
    expect(instructions()).toHaveLength(size);
    const userMessage = instructions()[index]!;
    expect(userMessage.getText()).toBe('another question');
    expect(userMessage.getMessageType()).toBe(USER);
    expectMetadata(userMessage.getMetadata(), { messageType: USER });
  };

  test('whenPromptWithMessages', async () => {
    scriptResponses(chatModel);
    const prompt = new Prompt(new SystemMessage('instructions'), UserMessage.builder().text('my question').build());
    const content = await ChatClient.builder(chatModel).build().prompt(prompt).call().content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(2);
    const userMessage = instructions()[1]!;
    expect(userMessage.getText()).toBe('my question');
    expect(userMessage.getMessageType()).toBe(USER);
    expectMetadata(userMessage.getMetadata(), { messageType: USER });
  });

  test('whenPromptWithStringContentAndUserText', async () => {
    scriptResponses(chatModel);
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt('my question')
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expectLastUser(1, 2);
  });

  test('whenPromptWithHistoryAndUserText', async () => {
    scriptResponses(chatModel);
    const prompt = new Prompt(new UserMessage('my question'), new AssistantMessage('your answer'));
    const content = await ChatClient.builder(chatModel).build().prompt(prompt).user('another question').call().content();
    expect(content).toBe('response');
    expectLastUser(2, 3);
  });

  test('whenPromptWithUserMessageAndUserText', async () => {
    scriptResponses(chatModel);
    const prompt = new Prompt(new UserMessage('my question'));
    const content = await ChatClient.builder(chatModel).build().prompt(prompt).user('another question').call().content();
    expect(content).toBe('response');
    expectLastUser(1, 2);
  });

  test('whenMessagesWithHistoryAndUserText', async () => {
    scriptResponses(chatModel);
    const messages: Message[] = [new UserMessage('my question'), new AssistantMessage('your answer')];
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .messages(messages)
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expectLastUser(2, 3);
  });

  test('whenMessagesWithUserMessageAndUserText', async () => {
    scriptResponses(chatModel);
    const messages: Message[] = [new UserMessage('my question')];
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .messages(messages)
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expectLastUser(1, 2);
  });

  // Prompt Tests - System

  test('whenPromptWithMessagesAndSystemText', async () => {
    scriptResponses(chatModel);
    const prompt = new Prompt(new UserMessage('my question'), new AssistantMessage('your answer'));
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt(prompt)
      .system('instructions')
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(4);
    expectSystem(instructions()[0], 'instructions', {});
  });

  test('whenPromptWithSystemMessageAndNoSystemText', async () => {
    scriptResponses(chatModel);
    const prompt = new Prompt(new SystemMessage('instructions'), new UserMessage('my question'));
    const content = await ChatClient.builder(chatModel).build().prompt(prompt).user('another question').call().content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(3);
    expectSystem(instructions()[0], 'instructions', {});
  });

  test('whenPromptWithSystemMessageAndSystemText', async () => {
    scriptResponses(chatModel);
    const prompt = new Prompt(new SystemMessage('instructions'), new UserMessage('my question'));
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt(prompt)
      .system('other instructions')
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(4);
    expectSystem(instructions()[0], 'other instructions', {});
  });

  test('whenMessagesAndSystemText', async () => {
    scriptResponses(chatModel);
    const messages: Message[] = [new UserMessage('my question'), new AssistantMessage('your answer')];
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .messages(messages)
      .system('instructions')
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(4);
    expectSystem(instructions()[0], 'instructions', {});
  });

  test('whenMessagesWithSystemMessageAndNoSystemText', async () => {
    scriptResponses(chatModel);
    const messages: Message[] = [new SystemMessage('instructions'), new UserMessage('my question')];
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .messages(messages)
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(3);
    expectSystem(instructions()[0], 'instructions', {});
  });

  test('whenMessagesWithSystemMessageAndSystemText', async () => {
    scriptResponses(chatModel);
    const messages: Message[] = [new SystemMessage('instructions'), new UserMessage('my question')];
    const content = await ChatClient.builder(chatModel)
      .build()
      .prompt()
      .messages(messages)
      .system('other instructions')
      .user('another question')
      .call()
      .content();
    expect(content).toBe('response');
    expect(instructions()).toHaveLength(4);
    expectSystem(instructions()[0], 'other instructions', {});
  });
});
