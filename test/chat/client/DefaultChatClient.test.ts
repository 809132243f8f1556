// DefaultChatClientTests, part 1 of 5: constructor, ChatClient.prompt(...), mutate.
import type { ChatClientRequestSpec } from '../../../src/chat/client/ChatClientRequestSpec.js';
import { DefaultChatClient } from '../../../src/chat/client/DefaultChatClient.js';
import { DefaultChatClientBuilder } from '../../../src/chat/client/DefaultChatClientBuilder.js';
import type { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import type { Advisor } from '../../../src/chat/client/advisor/api/Advisor.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { Media } from '../../../src/content/Media.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { MimeTypeUtils } from '../../../src/java/core/util/MimeTypeUtils.js';
import type { TemplateRenderer } from '../../../src/template/TemplateRenderer.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { mockChatModel } from './chatClientTestSupport.js';

const asDefault = (spec: ChatClientRequestSpec) => spec as DefaultChatClientRequestSpec;

describe('DefaultChatClientTests', () => {
  // Constructor

  test('whenChatClientRequestIsNullThenThrow', () => {
    expect(() => new DefaultChatClient(null as unknown as DefaultChatClientRequestSpec)).toThrow(
      new IllegalArgumentException('defaultChatClientRequest cannot be null'),
    );
  });

  // ChatClient

  test('whenPromptThenReturn', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    const spec = chatClient.prompt();
    expect(spec).toBeDefined();
  });

  test('whenPromptContentIsEmptyThenThrow', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    expect(() => chatClient.prompt('')).toThrow(new IllegalArgumentException('content cannot be null or empty'));
  });

  test('whenPromptContentThenReturn', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    const spec = asDefault(chatClient.prompt('my question'));
    expect(spec.getMessages()).toHaveLength(1);
    expect(spec.getMessages()[0]?.getText()).toBe('my question');
  });

  test('whenPromptWithMessagesThenReturn', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    const prompt = new Prompt(new SystemMessage('instructions'), new UserMessage('my question'));
    const spec = asDefault(chatClient.prompt(prompt));
    expect(spec.getMessages()).toHaveLength(2);
    expect(spec.getMessages()[0]?.getText()).toBe('instructions');
    expect(spec.getMessages()[1]?.getText()).toBe('my question');
    expect(spec.getChatOptions()).toBeUndefined();
  });

  test('whenPromptWithOptionsThenReturn', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    const chatOptions = ChatOptions.builder().build();
    const prompt = new Prompt([], chatOptions);
    const spec = asDefault(chatClient.prompt(prompt));
    expect(spec.getMessages()).toHaveLength(0);
    expect(spec.getChatOptions()).toEqual(chatOptions);
  });

  test('testMutate', () => {
    const media = new Media(MimeTypeUtils.IMAGE_PNG, new URL('http://example.com/image.png'));
    const toolCallback = { getToolDefinition: jest.fn(), call: jest.fn() } as unknown as ToolCallback;
    const advisor = { getName: jest.fn(() => 'advisor'), getOrder: jest.fn(() => 0) } as unknown as Advisor;
    const templateRenderer = { apply: jest.fn() } as unknown as TemplateRenderer;
    const copyChatOptions = { copy: jest.fn() } as unknown as ChatOptions;
    const chatOptions = { copy: jest.fn(() => copyChatOptions) } as unknown as ChatOptions;
    const toolContext = new Map<string, unknown>();
    const userMessage1 = new UserMessage('one');
    const userMessage2 = new UserMessage('two');

    const defaultChatClientBuilder = new DefaultChatClientBuilder(mockChatModel());
    defaultChatClientBuilder.addMessages([userMessage1, userMessage2]);
    const originalChatClient = defaultChatClientBuilder
      .defaultAdvisors(advisor)
      .defaultOptions(chatOptions)
      .defaultUser((u) =>
        u.text('original user {userParams}').param('userParams', 'user value2').media(media).metadata('userMetadata', 'user data3'),
      )
      .defaultSystem((s) => s.text('original system {sysParams}').param('sysParams', 'system value1'))
      .defaultTemplateRenderer(templateRenderer)
      .defaultToolNames('toolName1', 'toolName2')
      .defaultToolCallbacks(toolCallback)
      .defaultToolContext(toolContext)
      .build();
    const originalSpec = asDefault(originalChatClient.prompt());

    const mutateChatClient = originalChatClient.mutate().build();
    const mutateSpec = asDefault(mutateChatClient.prompt());

    expect(mutateSpec).not.toBe(originalSpec);
    expect(mutateSpec.getMessages()).toEqual([userMessage1, userMessage2]);
    expect(mutateSpec.getAdvisors()).toEqual([advisor]);
    expect(mutateSpec.getChatOptions()).toBe(copyChatOptions);
    expect(mutateSpec.getUserText()).toBe('original user {userParams}');
    expect(mutateSpec.getUserParams().get('userParams')).toBe('user value2');
    expect(mutateSpec.getUserMetadata().get('userMetadata')).toBe('user data3');
    expect(mutateSpec.getMedia()).toEqual([media]);
    expect(mutateSpec.getSystemText()).toBe('original system {sysParams}');
    expect(mutateSpec.getSystemParams().get('sysParams')).toBe('system value1');
    expect(mutateSpec.getTemplateRenderer()).toBe(templateRenderer);
    expect(mutateSpec.getToolNames()).toEqual(['toolName1', 'toolName2']);
    expect(mutateSpec.getToolCallbacks()).toEqual([toolCallback]);
    expect(mutateSpec.getToolContext()).toEqual(toolContext);
  });

  test('whenMutateChatClientRequest', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    const spec = asDefault(chatClient.prompt().user('my question'));

    const newChatClientBuilder = spec.mutate();
    newChatClientBuilder.defaultUser('another question');
    const newChatClient = newChatClientBuilder.build();
    const newSpec = asDefault(newChatClient.prompt());

    expect(spec.getUserText()).toBe('my question');
    expect(newSpec.getUserText()).toBe('another question');
  });

  test('whenMutateBuilderThenReturnsSameType', () => {
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).build();
    expect(chatClient.mutate()).toBeInstanceOf(DefaultChatClientBuilder);
  });
});

describe('DefaultChatClient (spring-ai-ts)', () => {
  test('nested classes are reachable as static members', () => {
    expect(new DefaultChatClient.DefaultChatClientRequestSpec(asDefault(new DefaultChatClientBuilder(mockChatModel()).build().prompt()))).toBeDefined();
    expect(new DefaultChatClient.DefaultAdvisorSpec().getAdvisors()).toEqual([]);
  });

  test('a copied spec still mutates into a DefaultChatClientBuilder with its settings', () => {
    const spec = asDefault(new DefaultChatClientBuilder(mockChatModel()).defaultSystem('be brief').build().prompt());
    const copy = new DefaultChatClient.DefaultChatClientRequestSpec(spec);
    const builder = copy.mutate();
    expect(builder).toBeInstanceOf(DefaultChatClientBuilder);
    expect(asDefault(builder.build().prompt()).getSystemText()).toBe('be brief');
  });

  test('mutate() on a spec constructed directly returns a DefaultChatClientBuilder with its settings, as in Spring', () => {
    const spec = new DefaultChatClient.DefaultChatClientRequestSpec(
      mockChatModel(), 'hello', new Map(), new Map(), 'be brief', new Map(), new Map(), [], [], [], [], [],
      undefined, [], new Map(), ObservationRegistry.NOOP, undefined, new Map(), undefined, undefined,
    );
    const builder = spec.mutate();
    expect(builder).toBeInstanceOf(DefaultChatClientBuilder);
    expect(asDefault(builder.build().prompt()).getSystemText()).toBe('be brief');
  });

  test('prompt(prompt) replaces the default options with the prompt options, not copying them', () => {
    const defaults = ChatOptions.builder().model('default').build();
    const chatClient = new DefaultChatClientBuilder(mockChatModel()).defaultOptions(defaults).build();
    const own = ChatOptions.builder().model('own').build();
    expect(asDefault(chatClient.prompt(new Prompt('q', own))).getChatOptions()).toBe(own);
    const copied = asDefault(chatClient.prompt()).getChatOptions();
    expect(copied).not.toBe(defaults);
    expect(copied?.getModel()).toBe('default');
  });
});
