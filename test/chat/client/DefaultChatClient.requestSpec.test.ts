// DefaultChatClientTests, part 5 of 5: DefaultChatClientRequestSpec.
import type { ChatClient } from '../../../src/chat/client/ChatClient.js';
import type { ChatClientRequestSpec } from '../../../src/chat/client/ChatClientRequestSpec.js';
import { DefaultChatClient } from '../../../src/chat/client/DefaultChatClient.js';
import { DefaultChatClientBuilder } from '../../../src/chat/client/DefaultChatClientBuilder.js';
import type { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import type { Advisor } from '../../../src/chat/client/advisor/api/Advisor.js';
import type { AdvisorObservationConvention } from '../../../src/chat/client/advisor/observation/AdvisorObservationConvention.js';
import { SimpleLoggerAdvisor } from '../../../src/chat/client/advisor/SimpleLoggerAdvisor.js';
import type { ChatClientObservationConvention } from '../../../src/chat/client/observation/ChatClientObservationConvention.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import type { ChatModel } from '../../../src/chat/model/ChatModel.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ByteArrayResource } from '../../../src/java/core/io/ByteArrayResource.js';
import type { Resource } from '../../../src/java/core/io/Resource.js';
import { MimeTypeUtils } from '../../../src/java/core/util/MimeTypeUtils.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../../src/tool/ToolCallbackProvider.js';
import { chatResponse, mockChatModel } from './chatClientTestSupport.js';

const USER_PROMPT_TXT = () => new ByteArrayResource('my question', 'user-prompt.txt');
const SYSTEM_PROMPT_TXT = () => new ByteArrayResource('instructions', 'system-prompt.txt');
const TABBY_CAT_PNG = () => new ByteArrayResource(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'tabby-cat.png');
const DEFAULT_CHARSET = 'utf-8';
const illegal = (message: string) => new IllegalArgumentException(message);
const asDefault = (spec: ChatClientRequestSpec) => spec as DefaultChatClientRequestSpec;
const mockToolCallback = () => ({ getToolDefinition: jest.fn(), call: jest.fn() }) as unknown as ToolCallback;
const mockProvider = () =>
  ({ getToolCallbacks: jest.fn((): ToolCallback[] => []) }) as unknown as ToolCallbackProvider & {
    getToolCallbacks: jest.Mock;
  };

describe('DefaultChatClientTests', () => {
  let chatClient: ChatClient;
  let spec: ChatClientRequestSpec;

  beforeEach(() => {
    chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    spec = chatClient.prompt();
  });

  // DefaultChatClientRequestSpec

  test('buildChatClientRequestSpec', () => {
    const requestSpec = new DefaultChatClient.DefaultChatClientRequestSpec(
      mockChatModel(),
      undefined,
      new Map(),
      new Map(),
      undefined,
      new Map(),
      new Map(),
      [],
      [],
      [],
      [],
      [],
      undefined,
      [],
      new Map(),
      ObservationRegistry.NOOP,
      undefined,
      new Map(),
      undefined,
      undefined,
    );
    expect(requestSpec).toBeDefined();
  });

  test('whenChatModelIsNullThenThrow', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultChatClientRequestSpec(
          null as unknown as ChatModel,
          undefined,
          new Map(),
          new Map(),
          undefined,
          new Map(),
          new Map(),
          [],
          [],
          [],
          [],
          [],
          undefined,
          [],
          new Map(),
          ObservationRegistry.NOOP,
          undefined,
          new Map(),
          undefined,
          undefined,
        ),
    ).toThrow(illegal('chatModel cannot be null'));
  });

  test('whenObservationRegistryIsNullThenThrow', () => {
    expect(
      () =>
        new DefaultChatClient.DefaultChatClientRequestSpec(
          mockChatModel(),
          undefined,
          new Map(),
          new Map(),
          undefined,
          new Map(),
          new Map(),
          [],
          [],
          [],
          [],
          [],
          undefined,
          [],
          new Map(),
          null as unknown as ObservationRegistry,
          undefined,
          new Map(),
          undefined,
          undefined,
        ),
    ).toThrow(illegal('observationRegistry cannot be null'));
  });

  // whenAdvisorConsumerIsNullThenThrow: advisors(null) cannot tell Java's Consumer overload from the
  // array/List ones; it fails with "advisors cannot be null" (whenRequestAdvisorListIsNullThenThrow).

  test('whenAdvisorConsumerThenReturn', () => {
    const loggerAdvisor = new SimpleLoggerAdvisor();
    spec = spec.advisors((advisor) => advisor.advisors(loggerAdvisor).param('topic', 'AI'));
    expect(asDefault(spec).getAdvisors()).toContain(loggerAdvisor);
    expect(asDefault(spec).getAdvisorParams().get('topic')).toBe('AI');
  });

  test('whenRequestAdvisorsWithNullElementsThenThrow', () => {
    // Java passes one null element (`(Advisor) null`); a lone null here is the null list, so two are passed.
    expect(() => spec.advisors(null as unknown as Advisor, null as unknown as Advisor)).toThrow(
      illegal('advisors cannot contain null elements'),
    );
  });

  test('whenRequestAdvisorsThenReturn', () => {
    const advisor = new SimpleLoggerAdvisor();
    spec = spec.advisors(advisor);
    expect(asDefault(spec).getAdvisors()).toContain(advisor);
  });

  test('whenRequestAdvisorListIsNullThenThrow', () => {
    expect(() => spec.advisors(null as unknown as Advisor[])).toThrow(illegal('advisors cannot be null'));
  });

  test('whenRequestAdvisorListWithNullElementsThenThrow', () => {
    const advisors = [null as unknown as Advisor];
    expect(() => spec.advisors(advisors)).toThrow(illegal('advisors cannot contain null elements'));
  });

  test('whenRequestAdvisorListThenReturn', () => {
    const advisors: Advisor[] = [new SimpleLoggerAdvisor()];
    spec = spec.advisors(advisors);
    expect(asDefault(spec).getAdvisors()).toEqual(expect.arrayContaining(advisors));
  });

  test('whenMessagesWithNullElementsThenThrow', () => {
    // Java passes one null element (`(Message) null`); a lone null here is the null list, so two are passed.
    expect(() => spec.messages(null as unknown as Message, null as unknown as Message)).toThrow(
      illegal('messages cannot contain null elements'),
    );
  });

  test('whenMessagesThenReturn', () => {
    const message = new UserMessage('question');
    spec = spec.messages(message);
    expect(asDefault(spec).getMessages()).toContain(message);
  });

  test('whenMessageListIsNullThenThrow', () => {
    expect(() => spec.messages(null as unknown as Message[])).toThrow(illegal('messages cannot be null'));
  });

  test('whenMessageListWithNullElementsThenThrow', () => {
    const messages = [null as unknown as Message];
    expect(() => spec.messages(messages)).toThrow(illegal('messages cannot contain null elements'));
  });

  test('whenMessageListThenReturn', () => {
    const messages: Message[] = [new UserMessage('question')];
    spec = spec.messages(messages);
    expect(asDefault(spec).getMessages()).toEqual(expect.arrayContaining(messages));
  });

  test('whenOptionsIsNullThenThrow', () => {
    expect(() => spec.options(null as unknown as ChatOptions)).toThrow(illegal('options cannot be null'));
  });

  test('whenOptionsThenReturn', () => {
    const options = ChatOptions.builder().build();
    spec = spec.options(options);
    expect(asDefault(spec).getChatOptions()).toEqual(options);
  });

  test('whenToolNamesElementIsNullThenThrow', () => {
    expect(() => spec.toolNames('myTool', null as unknown as string)).toThrow(
      illegal('toolNames cannot contain null elements'),
    );
  });

  test('whenToolNamesThenReturn', () => {
    spec = spec.toolNames('myTool');
    expect(asDefault(spec).getToolNames()).toContain('myTool');
  });

  test('whenToolCallbacksElementIsNullThenThrow', () => {
    expect(() => spec.toolCallbacks(mockToolCallback(), null as unknown as ToolCallback)).toThrow(
      illegal('toolCallbacks cannot contain null elements'),
    );
  });

  test('whenToolCallbacksThenReturn', () => {
    const toolCallback = mockToolCallback();
    spec = spec.toolCallbacks(toolCallback);
    expect(asDefault(spec).getToolCallbacks()).toContain(toolCallback);
  });

  test('whenFunctionNameIsNullThenThrow', () => {
    expect(() =>
      spec.toolCallbacks(
        FunctionToolCallback.builder(null as unknown as string, (input: string) => 'hello')
          .description('description')
          .inputType(String)
          .build(),
      ),
    ).toThrow(illegal('name cannot be null or empty'));
  });

  test('whenFunctionNameIsEmptyThenThrow', () => {
    expect(() =>
      spec.toolCallbacks(
        FunctionToolCallback.builder('', (input: string) => 'hello')
          .description('description')
          .inputType(String)
          .build(),
      ),
    ).toThrow(illegal('name cannot be null or empty'));
  });

  // whenFunctionDescriptionIsNullThenThrow, whenFunctionDescriptionIsEmptyThenThrow: @Disabled in v1.1.8.
  test.skip('whenFunctionDescriptionIsNullThenThrow', () => undefined);
  test.skip('whenFunctionDescriptionIsEmptyThenThrow', () => undefined);

  test('whenFunctionThenReturn', () => {
    spec = spec.toolCallbacks(
      FunctionToolCallback.builder('name', (input: string) => 'hello')
        .inputType(String)
        .description('description')
        .build(),
    );
    expect(asDefault(spec).getToolCallbacks().some((callback) => callback.getToolDefinition().name() === 'name')).toBe(
      true,
    );
  });

  test('whenFunctionAndInputTypeThenReturn', () => {
    spec = spec.toolCallbacks(
      FunctionToolCallback.builder('name', (input: string) => 'hello')
        .inputType(String)
        .description('description')
        .build(),
    );
    expect(asDefault(spec).getToolCallbacks().some((callback) => callback.getToolDefinition().name() === 'name')).toBe(
      true,
    );
  });

  test('whenBiFunctionNameIsNullThenThrow', () => {
    expect(() =>
      spec.toolCallbacks(
        FunctionToolCallback.builder(null as unknown as string, (input: string, ctx: unknown) => 'hello')
          .description('description')
          .build(),
      ),
    ).toThrow(illegal('name cannot be null or empty'));
  });

  test('whenBiFunctionNameIsEmptyThenThrow', () => {
    expect(() =>
      spec.toolCallbacks(
        FunctionToolCallback.builder('', (input: string, ctx: unknown) => 'hello')
          .description('description')
          .build(),
      ),
    ).toThrow(illegal('name cannot be null or empty'));
  });

  // whenBiFunctionDescriptionIsNullThenThrow, whenBiFunctionDescriptionIsEmptyThenThrow: @Disabled in v1.1.8.
  test.skip('whenBiFunctionDescriptionIsNullThenThrow', () => undefined);
  test.skip('whenBiFunctionDescriptionIsEmptyThenThrow', () => undefined);

  test('whenBiFunctionThenReturn', () => {
    spec = spec.toolCallbacks(
      FunctionToolCallback.builder('name', (input: string, ctx: unknown) => 'hello')
        .description('description')
        .inputType(String)
        .build(),
    );
    expect(asDefault(spec).getToolCallbacks().some((callback) => callback.getToolDefinition().name() === 'name')).toBe(
      true,
    );
  });

  test('whenFunctionBeanNamesElementIsNullThenThrow', () => {
    expect(() => spec.toolNames('myFunction', null as unknown as string)).toThrow(
      illegal('toolNames cannot contain null elements'),
    );
  });

  test('whenFunctionBeanNamesThenReturn', () => {
    spec = spec.toolNames('myFunction');
    expect(asDefault(spec).getToolNames()).toContain('myFunction');
  });

  test('whenFunctionToolCallbacksElementIsNullThenThrow', () => {
    expect(() => spec.toolCallbacks(mockToolCallback(), null as unknown as ToolCallback)).toThrow(
      illegal('toolCallbacks cannot contain null elements'),
    );
  });

  test('whenFunctionToolCallbacksThenReturn', () => {
    const functionToolCallback = mockToolCallback();
    spec = spec.toolCallbacks(functionToolCallback);
    expect(asDefault(spec).getToolCallbacks()).toContain(functionToolCallback);
  });

  test('whenToolContextIsNullThenThrow', () => {
    expect(() => spec.toolContext(null as unknown as Map<string, unknown>)).toThrow(illegal('toolContext cannot be null'));
  });

  test('whenToolContextKeyIsNullThenThrow', () => {
    const toolContext = new Map<string, unknown>([[null as unknown as string, 'value']]);
    expect(() => spec.toolContext(toolContext)).toThrow(illegal('toolContext keys cannot contain null elements'));
  });

  test('whenToolContextValueIsNullThenThrow', () => {
    const toolContext = new Map<string, unknown>([['key', null]]);
    expect(() => spec.toolContext(toolContext)).toThrow(illegal('toolContext values cannot contain null elements'));
  });

  test('whenToolContextThenReturn', () => {
    spec = spec.toolContext(new Map([['key', 'value']]));
    expect(asDefault(spec).getToolContext().get('key')).toBe('value');
  });

  test('whenSystemTextIsNullThenThrow', () => {
    expect(() => spec.system(null as unknown as string)).toThrow(illegal('text cannot be null or empty'));
  });

  test('whenSystemTextIsEmptyThenThrow', () => {
    expect(() => spec.system('')).toThrow(illegal('text cannot be null or empty'));
  });

  test('whenSystemTextThenReturn', () => {
    spec = spec.system((system) => system.text('instructions'));
    expect(asDefault(spec).getSystemText()).toBe('instructions');
  });

  test('whenSystemResourceIsNullWithCharsetThenThrow', () => {
    expect(() => spec.system(null as unknown as Resource, DEFAULT_CHARSET)).toThrow(illegal('text cannot be null'));
  });

  test('whenSystemCharsetIsNullWithResourceThenThrow', () => {
    expect(() => spec.system(SYSTEM_PROMPT_TXT(), null as unknown as string)).toThrow(illegal('charset cannot be null'));
  });

  test('whenSystemResourceAndCharsetThenReturn', () => {
    spec = spec.system((system) => system.text(SYSTEM_PROMPT_TXT(), DEFAULT_CHARSET));
    expect(asDefault(spec).getSystemText()).toBe('instructions');
  });

  // whenSystemResourceIsNullThenThrow and whenSystemConsumerIsNullThenThrow: system(null) cannot tell
  // Java's Resource and Consumer overloads from the String one; it fails with "text cannot be null or empty".

  test('whenSystemResourceThenReturn', () => {
    spec = spec.system((systemSpec) => systemSpec.text(SYSTEM_PROMPT_TXT()));
    expect(asDefault(spec).getSystemText()).toBe('instructions');
  });

  test('whenSystemConsumerThenReturn', () => {
    spec = spec.system((system) => system.text('my instruction about {topic}').param('topic', 'AI').metadata('msgId', 'uuid-xxx'));
    expect(asDefault(spec).getSystemText()).toBe('my instruction about {topic}');
    expect(asDefault(spec).getSystemParams().get('topic')).toBe('AI');
    expect(asDefault(spec).getSystemMetadata().get('msgId')).toBe('uuid-xxx');
  });

  test('whenSystemConsumerWithExistingSystemTextThenReturn', () => {
    spec = chatClient.prompt().system('my instruction');
    spec = spec.system((system) => system.text('my instruction about {topic}').param('topic', 'AI').metadata('msgId', 'uuid-xxx'));
    expect(asDefault(spec).getSystemText()).toBe('my instruction about {topic}');
    expect(asDefault(spec).getSystemParams().get('topic')).toBe('AI');
    expect(asDefault(spec).getSystemMetadata().get('msgId')).toBe('uuid-xxx');
  });

  test('whenSystemConsumerWithoutSystemTextThenReturn', () => {
    spec = chatClient.prompt().system('my instruction about {topic}');
    spec = spec.system((system) => system.param('topic', 'AI').metadata('msgId', 'uuid-xxx'));
    expect(asDefault(spec).getSystemText()).toBe('my instruction about {topic}');
    expect(asDefault(spec).getSystemParams().get('topic')).toBe('AI');
    expect(asDefault(spec).getSystemMetadata().get('msgId')).toBe('uuid-xxx');
  });

  test('whenUserTextIsNullThenThrow', () => {
    expect(() => spec.user(null as unknown as string)).toThrow(illegal('text cannot be null or empty'));
  });

  test('whenUserTextIsEmptyThenThrow', () => {
    expect(() => spec.user('')).toThrow(illegal('text cannot be null or empty'));
  });

  test('whenUserTextThenReturn', () => {
    spec = spec.user((user) => user.text('my question'));
    expect(asDefault(spec).getUserText()).toBe('my question');
  });

  test('whenUserResourceIsNullWithCharsetThenThrow', () => {
    expect(() => spec.user(null as unknown as Resource, DEFAULT_CHARSET)).toThrow(illegal('text cannot be null'));
  });

  test('whenUserCharsetIsNullWithResourceThenThrow', () => {
    expect(() => spec.user(USER_PROMPT_TXT(), null as unknown as string)).toThrow(illegal('charset cannot be null'));
  });

  test('whenUserResourceAndCharsetThenReturn', () => {
    spec = spec.user((user) => user.text(USER_PROMPT_TXT(), DEFAULT_CHARSET));
    expect(asDefault(spec).getUserText()).toBe('my question');
  });

  // whenUserResourceIsNullThenThrow and whenUserConsumerIsNullThenThrow: user(null) cannot tell Java's
  // Resource and Consumer overloads from the String one; it fails with "text cannot be null or empty".

  test('whenUserResourceThenReturn', () => {
    spec = spec.user((user) => user.text(USER_PROMPT_TXT()));
    expect(asDefault(spec).getUserText()).toBe('my question');
  });

  test('whenUserConsumerThenReturn', () => {
    spec = spec.user((user) =>
      user
        .text('my question about {topic}')
        .param('topic', 'AI')
        .metadata('msgId', 'uuid-xxx')
        .media(MimeTypeUtils.IMAGE_PNG, TABBY_CAT_PNG()),
    );
    expect(asDefault(spec).getUserText()).toBe('my question about {topic}');
    expect(asDefault(spec).getUserParams().get('topic')).toBe('AI');
    expect(asDefault(spec).getMedia()).toHaveLength(1);
    expect(asDefault(spec).getUserMetadata().get('msgId')).toBe('uuid-xxx');
  });

  test('whenUserConsumerWithExistingUserTextThenReturn', () => {
    spec = chatClient.prompt().user('my question');
    spec = spec.user((user) =>
      user
        .text('my question about {topic}')
        .param('topic', 'AI')
        .metadata('msgId', 'uuid-xxx')
        .media(MimeTypeUtils.IMAGE_PNG, TABBY_CAT_PNG()),
    );
    expect(asDefault(spec).getUserText()).toBe('my question about {topic}');
    expect(asDefault(spec).getUserParams().get('topic')).toBe('AI');
    expect(asDefault(spec).getMedia()).toHaveLength(1);
    expect(asDefault(spec).getUserMetadata().get('msgId')).toBe('uuid-xxx');
  });

  test('whenUserConsumerWithoutUserTextThenReturn', () => {
    spec = chatClient.prompt().user('my question about {topic}');
    spec = spec.user((user) =>
      user.param('topic', 'AI').metadata('msgId', 'uuid-xxx').media(MimeTypeUtils.IMAGE_PNG, TABBY_CAT_PNG()),
    );
    expect(asDefault(spec).getUserText()).toBe('my question about {topic}');
    expect(asDefault(spec).getUserParams().get('topic')).toBe('AI');
    expect(asDefault(spec).getMedia()).toHaveLength(1);
    expect(asDefault(spec).getUserMetadata().get('msgId')).toBe('uuid-xxx');
  });

  test('whenDefaultChatClientBuilderWithObservationRegistryThenReturn', () => {
    const builder = new DefaultChatClientBuilder(
      mockChatModel(),
      ObservationRegistry.create(),
      { getName: jest.fn() } as unknown as ChatClientObservationConvention,
      { getName: jest.fn() } as unknown as AdvisorObservationConvention,
    );
    expect(builder).toBeDefined();
  });

  test('whenPromptWithSystemUserAndOptionsThenReturn', () => {
    const options = ChatOptions.builder().build();
    const requestSpec = asDefault(chatClient.prompt().system('instructions').user('question').options(options));
    expect(requestSpec.getSystemText()).toBe('instructions');
    expect(requestSpec.getUserText()).toBe('question');
    expect(requestSpec.getChatOptions()).toEqual(options);
  });

  test('whenToolNamesWithEmptyArrayThenReturn', () => {
    spec = chatClient.prompt().toolNames();
    expect(asDefault(spec).getToolNames()).toHaveLength(0);
  });

  test('whenMessagesWithEmptyListThenReturn', () => {
    spec = chatClient.prompt().messages([]);
    expect(asDefault(spec).getMessages()).toBeDefined();
  });

  test('whenSystemConsumerWithNullParamValueThenThrow', () => {
    expect(() => spec.system((system) => system.param('key', null))).toThrow(illegal('value cannot be null'));
  });

  test('whenUserConsumerWithNullParamValueThenThrow', () => {
    expect(() => spec.user((user) => user.param('key', null))).toThrow(illegal('value cannot be null'));
  });

  test('whenToolCallbackProviderThenNotEagerlyEvaluated', () => {
    const provider = mockProvider();
    chatClient.prompt().user('test').toolCallbacks(provider);
    expect(provider.getToolCallbacks).not.toHaveBeenCalled();
  });

  test('whenToolCallbackProviderThenLazilyEvaluatedOnCall', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(async () => chatResponse('response'));
    const provider = mockProvider();
    const requestSpec = new DefaultChatClientBuilder(chatModel).build().prompt().user('test').toolCallbacks(provider);
    expect(provider.getToolCallbacks).not.toHaveBeenCalled();
    await requestSpec.call().content();
    expect(provider.getToolCallbacks).toHaveBeenCalledTimes(1);
  });

  test('whenToolCallbackProviderThenLazilyEvaluatedOnStream', async () => {
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() => Flux.just(chatResponse('response')));
    const provider = mockProvider();
    const requestSpec = new DefaultChatClientBuilder(chatModel).build().prompt().user('test').toolCallbacks(provider);
    expect(provider.getToolCallbacks).not.toHaveBeenCalled();
    await requestSpec.stream().content().blockLast();
    expect(provider.getToolCallbacks).toHaveBeenCalledTimes(1);
  });

  test('whenMultipleToolCallbackProvidersThenAllLazilyEvaluated', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(async () => chatResponse('response'));
    const provider1 = mockProvider();
    const provider2 = mockProvider();
    const requestSpec = new DefaultChatClientBuilder(chatModel)
      .build()
      .prompt()
      .user('test')
      .toolCallbacks(provider1, provider2);
    expect(provider1.getToolCallbacks).not.toHaveBeenCalled();
    expect(provider2.getToolCallbacks).not.toHaveBeenCalled();
    await requestSpec.call().content();
    expect(provider1.getToolCallbacks).toHaveBeenCalledTimes(1);
    expect(provider2.getToolCallbacks).toHaveBeenCalledTimes(1);
  });

  test('whenToolCallbacksAndProvidersThenBothUsed', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(async () => chatResponse('response'));
    const provider = mockProvider();
    const requestSpec = new DefaultChatClientBuilder(chatModel).build().prompt().user('test').toolCallbacks(provider);
    expect(provider.getToolCallbacks).not.toHaveBeenCalled();
    await requestSpec.call().content();
    expect(provider.getToolCallbacks).toHaveBeenCalledTimes(1);
  });
});
