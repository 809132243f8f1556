import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import type { ChatClientRequest } from '../../../src/chat/client/ChatClientRequest.js';
import type { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import { DefaultChatClientUtils } from '../../../src/chat/client/DefaultChatClientUtils.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { DefaultChatOptions } from '../../../src/chat/prompt/DefaultChatOptions.js';
import { Media } from '../../../src/content/Media.js';
import { MimeTypeUtils } from '../../../src/java/core/util/MimeTypeUtils.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { StTemplateRenderer } from '../../../src/template/st/StTemplateRenderer.js';
import type { TemplateRenderer } from '../../../src/template/TemplateRenderer.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { mockChatModel, TestToolCallback } from './chatClientTestSupport.js';

const specOf = (spec: unknown) => spec as DefaultChatClientRequestSpec;
const media = () => new Media(MimeTypeUtils.IMAGE_PNG, new URL('http://example.com/image.png'));

function toolOptionsOf(result: ChatClientRequest): ToolCallingChatOptions {
  const options = result.prompt().getOptions();
  expect(ToolCallingChatOptions.isInstance(options)).toBe(true);
  expect(options).toBeDefined();
  return options as ToolCallingChatOptions;
}

describe('DefaultChatClientUtilsTests', () => {
  test('whenInputRequestIsNullThenThrows', () => {
    expect(() => DefaultChatClientUtils.toChatClientRequest(null as unknown as DefaultChatClientRequestSpec)).toThrow(
      'inputRequest cannot be null',
    );
  });

  test('whenSystemTextIsProvidedThenSystemMessageIsAddedToPrompt', () => {
    const systemText = 'System instructions';
    const inputRequest = specOf(ChatClient.create(mockChatModel()).prompt().system(systemText));
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result).toBeDefined();
    expect(result.prompt().getInstructions().length).toBeGreaterThan(0);
    expect(result.prompt().getInstructions()[0]).toBeInstanceOf(SystemMessage);
    expect(result.prompt().getInstructions()[0]?.getText()).toBe(systemText);
  });

  test('whenSystemTextWithParamsIsProvidedThenSystemMessageIsRenderedAndAddedToPrompt', () => {
    const systemParams = new Map<string, unknown>([['name', 'Spring AI']]);
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .system((s) => s.text('System instructions for {name}').params(systemParams)),
    );
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.prompt().getInstructions()[0]).toBeInstanceOf(SystemMessage);
    expect(result.prompt().getInstructions()[0]?.getText()).toBe('System instructions for Spring AI');
  });

  test('whenMessagesAreProvidedThenTheyAreAddedToPrompt', () => {
    const messages: Message[] = [new SystemMessage('System message'), new UserMessage('User message')];
    const inputRequest = specOf(ChatClient.create(mockChatModel()).prompt().messages(messages));
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.prompt().getInstructions()).toHaveLength(2);
    expect(result.prompt().getInstructions()[0]?.getText()).toBe('System message');
    expect(result.prompt().getInstructions()[1]?.getText()).toBe('User message');
  });

  test('whenUserTextIsProvidedThenUserMessageIsAddedToPrompt', () => {
    const inputRequest = specOf(ChatClient.create(mockChatModel()).prompt().user('User question'));
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.prompt().getInstructions()[0]).toBeInstanceOf(UserMessage);
    expect(result.prompt().getInstructions()[0]?.getText()).toBe('User question');
  });

  test('whenUserTextWithParamsIsProvidedThenUserMessageIsRenderedAndAddedToPrompt', () => {
    const userParams = new Map<string, unknown>([['topic', 'Spring AI']]);
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .user((s) => s.text('Question about {topic}').params(userParams)),
    );
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.prompt().getInstructions()[0]).toBeInstanceOf(UserMessage);
    expect(result.prompt().getInstructions()[0]?.getText()).toBe('Question about Spring AI');
  });

  test('whenUserTextWithMediaIsProvidedThenUserMessageWithMediaIsAddedToPrompt', () => {
    const userText = "What's in this image?";
    const attachment = media();
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .user((s) => s.text(userText).media(attachment)),
    );
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    const userMessage = result.prompt().getInstructions()[0] as UserMessage;
    expect(userMessage).toBeInstanceOf(UserMessage);
    expect(userMessage.getText()).toBe(userText);
    expect(userMessage.getMedia()).toContain(attachment);
  });

  test('whenSystemTextAndSystemMessageAreProvidedThenSystemTextIsFirst', () => {
    const messages: Message[] = [new SystemMessage('System message')];
    const inputRequest = specOf(
      ChatClient.create(mockChatModel()).prompt().system('System instructions').messages(messages),
    );
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.prompt().getInstructions()).toHaveLength(2);
    expect(result.prompt().getInstructions()[0]).toBeInstanceOf(SystemMessage);
    expect(result.prompt().getInstructions()[0]?.getText()).toBe('System instructions');
  });

  test('whenUserTextAndUserMessageAreProvidedThenUserTextIsLast', () => {
    const messages: Message[] = [new UserMessage('User message')];
    const inputRequest = specOf(ChatClient.create(mockChatModel()).prompt().user('User question').messages(messages));
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.prompt().getInstructions()).toHaveLength(2);
    expect(result.prompt().getInstructions().at(-1)).toBeInstanceOf(UserMessage);
    expect(result.prompt().getInstructions().at(-1)?.getText()).toBe('User question');
  });

  test('whenToolCallingChatOptionsIsProvidedThenToolNamesAreSet', () => {
    const chatOptions = ToolCallingChatOptions.builder().build();
    const toolNames = ['tool1', 'tool2'];
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .options(chatOptions)
        .toolNames(...toolNames),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect([...resultOptions.getToolNames()].sort()).toEqual(toolNames);
  });

  test('whenToolCallingChatOptionsIsProvidedThenToolCallbacksAreSet', () => {
    const chatOptions = ToolCallingChatOptions.builder().build();
    const toolCallback = new TestToolCallback('tool1');
    const inputRequest = specOf(
      ChatClient.create(mockChatModel()).prompt().options(chatOptions).toolCallbacks(toolCallback),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect(resultOptions.getToolCallbacks()).toContain(toolCallback);
  });

  test('whenToolCallingChatOptionsIsProvidedThenToolContextIsSet', () => {
    const chatOptions = ToolCallingChatOptions.builder().build();
    const toolContext = new Map<string, unknown>([['key', 'value']]);
    const inputRequest = specOf(ChatClient.create(mockChatModel()).prompt().options(chatOptions).toolContext(toolContext));
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect(resultOptions.getToolContext()!.get('key')).toBe('value');
  });

  test('whenToolNamesAndChatOptionsAreProvidedThenTheToolNamesOverride', () => {
    const chatOptions = ToolCallingChatOptions.builder().toolNames(new Set(['toolA', 'toolB'])).build();
    const toolNames2 = ['tool1', 'tool2'];
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .options(chatOptions)
        .toolNames(...toolNames2),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect([...resultOptions.getToolNames()].sort()).toEqual(toolNames2);
  });

  test('whenToolCallbacksAndChatOptionsAreProvidedThenTheToolCallbacksOverride', () => {
    const toolCallback1 = new TestToolCallback('tool1');
    const chatOptions = ToolCallingChatOptions.builder().toolCallbacks(toolCallback1).build();
    const toolCallback2 = new TestToolCallback('tool2');
    const inputRequest = specOf(
      ChatClient.create(mockChatModel()).prompt().options(chatOptions).toolCallbacks(toolCallback2),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect(resultOptions.getToolCallbacks()).toEqual([toolCallback2]);
  });

  test('whenToolContextAndChatOptionsAreProvidedThenTheValuesAreMerged', () => {
    const chatOptions = ToolCallingChatOptions.builder().toolContext(new Map([['key1', 'value1']])).build();
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .options(chatOptions)
        .toolContext(new Map([['key2', 'value2']])),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect(resultOptions.getToolContext()!.get('key1')).toBe('value1');
    expect(resultOptions.getToolContext()!.get('key2')).toBe('value2');
  });

  test('whenToolNamesAndChatOptionsAreDefaultChatOptions', () => {
    const toolNames1 = ['toolA', 'toolB'];
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .options(new DefaultChatOptions())
        .toolNames(...toolNames1),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect([...resultOptions.getToolNames()].sort()).toEqual(toolNames1);
  });

  test('whenToolCallbacksAndChatOptionsAreDefaultChatOptions', () => {
    const toolCallback1: ToolCallback = new TestToolCallback('tool1');
    const inputRequest = specOf(
      ChatClient.create(mockChatModel()).prompt().options(new DefaultChatOptions()).toolCallbacks(toolCallback1),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect(resultOptions.getToolCallbacks()).toEqual([toolCallback1]);
  });

  test('whenToolContextAndChatOptionsAreDefaultChatOptions', () => {
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .options(new DefaultChatOptions())
        .toolContext(new Map([['key1', 'value1']])),
    );
    const resultOptions = toolOptionsOf(DefaultChatClientUtils.toChatClientRequest(inputRequest));
    expect(resultOptions.getToolContext()!.get('key1')).toBe('value1');
  });

  test('whenAdvisorParamsAreProvidedThenTheyAreAddedToContext', () => {
    const advisorParams = new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', 'value2'],
    ]);
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .advisors((a) => a.params(advisorParams)),
    );
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.context().get('key1')).toBe('value1');
    expect(result.context().get('key2')).toBe('value2');
  });

  test('whenCustomTemplateRendererIsProvidedThenItIsUsedForRendering', () => {
    const customRenderer: TemplateRenderer = StTemplateRenderer.builder()
      .startDelimiterToken('<')
      .endDelimiterToken('>')
      .build();
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .system((s) => s.text('Instructions <name>').params(new Map([['name', 'Spring AI']])))
        .templateRenderer(customRenderer),
    );
    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);
    expect(result.prompt().getInstructions()[0]).toBeInstanceOf(SystemMessage);
    expect(result.prompt().getInstructions()[0]?.getText()).toBe('Instructions Spring AI');
  });

  test('whenAllComponentsAreProvidedThenCompleteRequestIsCreated', () => {
    const attachment = media();
    const chatOptions = ToolCallingChatOptions.builder().build();
    const toolNames = ['tool1', 'tool2'];
    const toolCallback = new TestToolCallback('tool3');
    const inputRequest = specOf(
      ChatClient.create(mockChatModel())
        .prompt()
        .system((s) => s.text('System instructions for {name}').params(new Map([['name', 'Spring AI']])))
        .user((u) =>
          u
            .text('Question about {topic}')
            .params(new Map([['topic', 'Spring AI']]))
            .media(attachment),
        )
        .messages([new UserMessage('Intermediate message')])
        .toolNames(...toolNames)
        .toolCallbacks(toolCallback)
        .toolContext(new Map([['toolKey', 'toolValue']]))
        .options(chatOptions)
        .advisors((a) => a.params(new Map([['advisorKey', 'advisorValue']]))),
    );

    const result = DefaultChatClientUtils.toChatClientRequest(inputRequest);

    const instructions = result.prompt().getInstructions();
    expect(instructions).toHaveLength(3);
    expect(instructions[0]).toBeInstanceOf(SystemMessage);
    expect(instructions[0]?.getText()).toBe('System instructions for Spring AI');
    expect(instructions[1]?.getText()).toBe('Intermediate message');
    expect(instructions[2]).toBeInstanceOf(UserMessage);
    expect(instructions[2]?.getText()).toBe('Question about Spring AI');
    expect((instructions[2] as UserMessage).getMedia()).toContain(attachment);

    const resultOptions = toolOptionsOf(result);
    expect([...resultOptions.getToolNames()].sort()).toEqual(toolNames);
    expect(resultOptions.getToolCallbacks()).toContain(toolCallback);
    expect(resultOptions.getToolContext()!.get('toolKey')).toBe('toolValue');
    expect(result.context().get('advisorKey')).toBe('advisorValue');
  });
});
