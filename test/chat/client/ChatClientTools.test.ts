import 'reflect-metadata';
import { AdvisorParams } from '../../../src/chat/client/AdvisorParams.js';
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { ChatClientAttributes } from '../../../src/chat/client/ChatClientAttributes.js';
import type { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import { DefaultChatClientUtils } from '../../../src/chat/client/DefaultChatClientUtils.js';
import type { ChatModel } from '../../../src/chat/model/ChatModel.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { TemplateRenderer } from '../../../src/template/TemplateRenderer.js';
import { lastPrompt, mockChatModel, scriptResponses, TestToolCallback } from './chatClientTestSupport.js';

class WeatherTools {
  @Tool({ description: 'Get the weather' })
  getWeather(): string {
    return 'sunny';
  }
}

describe('ChatClient tools and options (spring-ai-ts)', () => {
  test('tools(object) turns @Tool methods into callbacks that reach the model options', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    await ChatClient.create(chatModel).prompt('weather?').tools(new WeatherTools()).call().content();
    const options = lastPrompt(chatModel).getOptions();
    expect(ToolCallingChatOptions.isInstance(options)).toBe(true);
    expect((options as ToolCallingChatOptions).getToolCallbacks().map((callback) => callback.getToolDefinition().name())).toEqual([
      'getWeather',
    ]);
  });

  test('tools(object) without @Tool methods fails as in 1.1.8', () => {
    expect(() => ChatClient.create(mockChatModel()).prompt('q').tools({ notATool: () => 1 })).toThrow(IllegalStateException);
  });

  test('a model without getDefaultOptions gets ChatOptions defaults converted to tool-calling options when tools are set', () => {
    // A plain object without Java's default methods is still accepted at run time (rule 18).
    const chatModel = { call: jest.fn() } as unknown as ChatModel;
    const spec = ChatClient.create(chatModel).prompt('q').toolNames('a') as DefaultChatClientRequestSpec;
    expect(spec.getChatOptions()).toBeDefined();
    const request = DefaultChatClientUtils.toChatClientRequest(spec);
    expect([...(request.prompt().getOptions() as ToolCallingChatOptions).getToolNames()]).toEqual(['a']);
  });

  test('options of another type silently drop the tool configuration, as in 1.1.8', () => {
    const options = { copy: () => options, getModel: () => 'custom' } as unknown as ChatOptions;
    const spec = ChatClient.create(mockChatModel()).prompt('q').options(options).toolNames('a') as DefaultChatClientRequestSpec;
    const request = DefaultChatClientUtils.toChatClientRequest(spec);
    expect(request.prompt().getOptions()).toBe(options);
  });

  test('duplicate tool names fail with IllegalStateException', () => {
    const spec = ChatClient.create(mockChatModel())
      .prompt('q')
      .toolCallbacks(new TestToolCallback('same'), new TestToolCallback('same')) as DefaultChatClientRequestSpec;
    expect(() => DefaultChatClientUtils.toChatClientRequest(spec)).toThrow(IllegalStateException);
  });

  test('the request options are a copy: the model defaults are not changed by tool settings', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    const defaults = ToolCallingChatOptions.builder().build();
    chatModel.getDefaultOptions.mockReturnValue(defaults);
    await ChatClient.create(chatModel).prompt('q').toolNames('x').toolContext({ tenant: 't1' }).call().content();
    expect(defaults.getToolNames().size).toBe(0);
    expect((lastPrompt(chatModel).getOptions() as ToolCallingChatOptions).getToolContext()!.get('tenant')).toBe('t1');
  });

  test('AdvisorParams.ENABLE_NATIVE_STRUCTURED_OUTPUT sets the native flag in the request context', () => {
    const spec = ChatClient.create(mockChatModel())
      .prompt('q')
      .advisors(AdvisorParams.ENABLE_NATIVE_STRUCTURED_OUTPUT) as DefaultChatClientRequestSpec;
    expect(spec.getAdvisorParams().get(ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.getKey())).toBe(true);
  });

  test('a function works as template renderer and user params accept a plain object', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    const renderer = jest.fn((template: string, variables: Map<string, unknown>) =>
      template.replace('[[name]]', String(variables.get('name'))),
    );
    await ChatClient.create(chatModel)
      .prompt()
      .templateRenderer(renderer)
      .user((u) => u.text('Hello [[name]]').params({ name: 'Ada' }))
      .call()
      .content();
    expect(lastPrompt(chatModel).getUserMessage().getText()).toBe('Hello Ada');
    expect(TemplateRenderer.isInstance(TemplateRenderer.from(renderer))).toBe(true);
  });

  test('templates are rendered only when parameters are given', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    await ChatClient.create(chatModel).prompt().system('Use {braces} freely').user('JSON: {"a": 1}').call().content();
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'Use {braces} freely',
      'JSON: {"a": 1}',
    ]);
  });

  test('a missing template variable fails the call with Spring message', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    expect(() => ChatClient.create(chatModel).prompt().user((u) => u.text('Hi {name} {other}').param('name', 'x')).call()).toThrow(
      'Not all variables were replaced in the template. Missing variable names are: [other].',
    );
  });
});
