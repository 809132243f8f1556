import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { ChatModel } from '../../src/chat/model/ChatModel.js';
import { StreamingChatModel } from '../../src/chat/model/StreamingChatModel.js';
import { DefaultChatOptions } from '../../src/chat/prompt/DefaultChatOptions.js';
import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { UnsupportedOperationException } from '../../src/java/core/UnsupportedOperationException.js';
import { ToolExecutionResult } from '../../src/model/tool/ToolExecutionResult.js';
import { ToolCallback } from '../../src/tool/ToolCallback.js';
import { addOneMessage, Counted, EchoModel, History, javaCallSites, ListMemory, PlainMetadata, UpperCaseTool } from './rule18-default-methods.js';

describe('Rule 18: translated subclasses inherit Java\'s default methods', () => {
  test('the default methods behave as in Java', () => {
    const model = new EchoModel();
    const sites = javaCallSites(model, new UpperCaseTool(), new History([new UserMessage('x')]), new Counted(), new PlainMetadata());
    expect(() => sites.stream()).toThrow(new UnsupportedOperationException('streaming is not supported'));
    expect(sites.options).toBeInstanceOf(DefaultChatOptions);
    expect(sites).toMatchObject({ returnDirect: false, toolReturnDirect: false, total: 2, metadataReturnDirect: false });
  });

  test('call(String) and call(Message...) are instance members on any subclass (Java\'s defaults)', async () => {
    const sites = javaCallSites(new EchoModel(), new UpperCaseTool(), new History([]), new Counted(), new PlainMetadata());
    await expect(sites.callText()).resolves.toBe('echo Hi');
    await expect(sites.callMessages()).resolves.toBe('echo be briefHi');
    expect((await sites.callPrompt()).getResult()?.getOutput().getText()).toBe('echo hello');
  });

  test('chatMemory.add(id, message) is Java\'s default on a subclass that defines the list add', async () => {
    const memory = new ListMemory();
    await addOneMessage(memory);
    expect(memory.messages.map((m) => m.getText())).toEqual(['Hi']);
  });

  test('subclasses are instances of the Spring type and keep the isInstance checks', async () => {
    const model = new EchoModel();
    expect(model).toBeInstanceOf(ChatModel);
    expect(model).toBeInstanceOf(StreamingChatModel);
    expect(ChatModel.isInstance(model)).toBe(true);
    expect(ToolCallback.isInstance(new UpperCaseTool())).toBe(true);
    expect(ToolExecutionResult.isInstance(new History([]))).toBe(true);
    await expect(ChatModel.callText(model, 'hi')).resolves.toBe('echo hi');
    await expect(new UpperCaseTool().call('abc')).resolves.toBe('ABC');
    expect(new Prompt('x').getContents()).toBe('x');
  });

  test('objects that leave a default out are still accepted through the statics', () => {
    const bare = { call: new EchoModel().call };
    expect(ChatModel.getDefaultOptions(bare)).toBeInstanceOf(DefaultChatOptions);
    expect(() => ChatModel.stream(bare, new Prompt('x'))).toThrow('streaming is not supported');
    expect(ToolExecutionResult.isReturnDirect({ conversationHistory: () => [] })).toBe(false);
  });
});
