import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import {
  AbstractMessage,
  AssistantMessage,
  MessageType,
  type Message,
  SystemMessage,
  ToolResponseMessage,
  UserMessage,
} from '../../../src/chat/messages/index.js';
import { ChatOptions, Prompt } from '../../../src/chat/prompt/index.js';

describe('PromptTests', () => {
  test('whenContentIsNullThenThrow', () => {
    // A null String cannot be told from a null List at run time: the list check and its message apply.
    expect(() => new Prompt(null as unknown as string)).toThrow(IllegalArgumentException);
    expect(() => new Prompt(null as unknown as string, ChatOptions.builder().build())).toThrow(IllegalArgumentException);
  });

  test('whenContentIsEmptyThenReturn', () => {
    let prompt = new Prompt('');
    expect(prompt).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('');

    prompt = new Prompt('', ChatOptions.builder().build());
    expect(prompt).toBeDefined();
    expect(prompt.getInstructions()).toHaveLength(1);
  });

  test('whenMessageIsNullThenThrow', () => {
    // A null Message cannot be told from a null List at run time: the list check and its message apply.
    expect(() => new Prompt(null as unknown as Message)).toThrow(IllegalArgumentException);
    expect(() => new Prompt(null as unknown as Message, ChatOptions.builder().build())).toThrow(
      IllegalArgumentException,
    );
    // The element check of Java's test, reached with a list holding null:
    expect(() => new Prompt([null as unknown as Message])).toThrow(
      new IllegalArgumentException('messages cannot contain null elements'),
    );
  });

  test('whenMessageListIsNullThenThrow', () => {
    expect(() => new Prompt(null as unknown as Message[])).toThrow(
      new IllegalArgumentException('messages cannot be null'),
    );
    expect(() => new Prompt(null as unknown as Message[], ChatOptions.builder().build())).toThrow(
      new IllegalArgumentException('messages cannot be null'),
    );
  });

  test('whenMessageArrayIsNullThenThrow', () => {
    // Java throws NullPointerException, which has no counterpart; the null check rejects it instead.
    expect(() => new Prompt(...(null as unknown as Message[]))).toThrow(TypeError);
    expect(() => new Prompt(null as unknown as Message[])).toThrow(IllegalArgumentException);
  });

  test('whenContentAndMessageAreBothDefinedThenThrow', () => {
    expect(() => Prompt.builder().content('Something').messages(new UserMessage('Else')).build()).toThrow(
      new IllegalArgumentException('content and messages cannot be set at the same time'),
    );
  });

  test('getUserMessageWhenSingle', () => {
    const prompt = Prompt.builder().messages(new UserMessage('Hello')).build();

    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('Hello');
  });

  test('getUserMessageWhenMultiple', () => {
    const prompt = Prompt.builder().messages(new UserMessage('Hello'), new UserMessage('How are you?')).build();

    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('How are you?');
  });

  test('getUserMessageWhenNone', () => {
    let prompt = Prompt.builder().messages(new SystemMessage("You'll be back!")).build();

    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('');

    prompt = Prompt.builder().messages([]).build();

    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('');
  });

  test('augmentUserMessageWhenSingle', () => {
    const prompt = Prompt.builder().messages(new UserMessage('Hello')).build();

    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('Hello');

    const copy = prompt.augmentUserMessage((message) => message.mutate().text('How are you?').build());

    expect(copy.getUserMessage()).toBeDefined();
    expect(copy.getUserMessage().getText()).toBe('How are you?');
    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('Hello');
  });

  test('augmentUserMessageWhenMultiple', () => {
    const prompt = Prompt.builder().messages(new UserMessage('Hello'), new UserMessage('How are you?')).build();

    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('How are you?');

    const copy = prompt.augmentUserMessage((message) => message.mutate().text('What about you?').build());

    expect(copy.getUserMessage()).toBeDefined();
    expect(copy.getUserMessage().getText()).toBe('What about you?');
    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('How are you?');
  });

  test('augmentUserMessageWhenNone', () => {
    const prompt = Prompt.builder().messages(new SystemMessage("You'll be back!")).build();

    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('');

    const copy = prompt.augmentUserMessage((message) => message.mutate().text('How are you?').build());

    expect(copy.getInstructions()[copy.getInstructions().length - 1]).toBeInstanceOf(UserMessage);
    expect(copy.getUserMessage()).toBeDefined();
    expect(copy.getUserMessage().getText()).toBe('How are you?');
    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('');
  });

  test('getSystemMessageWhenSingle', () => {
    const prompt = Prompt.builder().messages(new SystemMessage('Hello')).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('Hello');
  });

  test('getSystemMessageWhenMultiple', () => {
    const prompt = Prompt.builder().messages(new SystemMessage('Hello'), new SystemMessage('How are you?')).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('Hello');
  });

  test('getSystemMessageWhenNone', () => {
    let prompt = Prompt.builder().messages(new UserMessage("You'll be back!")).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('');

    prompt = Prompt.builder().messages([]).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('');
  });

  test('augmentSystemMessageWhenSingle', () => {
    const prompt = Prompt.builder().messages(new SystemMessage('Hello')).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('Hello');

    const copy = prompt.augmentSystemMessage((message) => message.mutate().text('How are you?').build());

    expect(copy.getSystemMessage()).toBeDefined();
    expect(copy.getSystemMessage().getText()).toBe('How are you?');
    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('Hello');
  });

  test('augmentSystemMessageWhenMultiple', () => {
    const prompt = Prompt.builder().messages(new SystemMessage('Hello'), new SystemMessage('How are you?')).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('Hello');

    const copy = prompt.augmentSystemMessage((message) => message.mutate().text('What about you?').build());

    expect(copy.getSystemMessage()).toBeDefined();
    expect(copy.getSystemMessage().getText()).toBe('What about you?');
    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('Hello');
  });

  test('augmentSystemMessageWhenNone', () => {
    const prompt = Prompt.builder().messages(new UserMessage("You'll be back!")).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('');

    const copy = prompt.augmentSystemMessage((message) => message.mutate().text('How are you?').build());

    expect(copy.getInstructions()[0]).toBeInstanceOf(SystemMessage);
    expect(copy.getSystemMessage()).toBeDefined();
    expect(copy.getSystemMessage().getText()).toBe('How are you?');
    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getSystemMessage().getText()).toBe('');
  });

  test('augmentSystemMessageWhenNotFirst', () => {
    const messages: Message[] = [new UserMessage('Hi'), new SystemMessage('Hello')];
    const prompt = Prompt.builder().messages(messages).build();

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('Hi');
    expect(prompt.getSystemMessage().getText()).toBe('Hello');

    const copy = prompt.augmentSystemMessage((message) => message.mutate().text('How are you?').build());

    expect(copy.getSystemMessage()).toBeDefined();
    expect(copy.getInstructions().length).toBe(messages.length);
    expect(copy.getSystemMessage().getText()).toBe('How are you?');

    expect(prompt.getSystemMessage()).toBeDefined();
    expect(prompt.getUserMessage()).toBeDefined();
    expect(prompt.getUserMessage().getText()).toBe('Hi');
    expect(prompt.getSystemMessage().getText()).toBe('Hello');
  });

  test('shouldPreserveMessageOrder', () => {
    const system = new SystemMessage('You are helpful');
    const user1 = new UserMessage('First question');
    const user2 = new UserMessage('Second question');

    const prompt = Prompt.builder().messages(system, user1, user2).build();

    expect(prompt.getInstructions()).toHaveLength(3);
    expect(prompt.getInstructions()[0]).toBe(system);
    expect(prompt.getInstructions()[1]).toBe(user1);
    expect(prompt.getInstructions()[2]).toBe(user2);
  });

  test('shouldHandleEmptyMessageList', () => {
    const prompt = Prompt.builder().messages([]).build();

    expect(prompt.getInstructions()).toHaveLength(0);
    expect(prompt.getUserMessage().getText()).toBe('');
    expect(prompt.getSystemMessage().getText()).toBe('');
  });

  test('shouldCreatePromptWithOptions', () => {
    const options = ChatOptions.builder().model('test-model').temperature(0.5).build();
    const prompt = new Prompt('Test content', options);

    expect(prompt.getOptions()).toBe(options);
    expect(prompt.getUserMessage().getText()).toBe('Test content');
  });

  test('shouldHandleMixedMessageTypes', () => {
    const system = new SystemMessage('System message');
    const user = new UserMessage('User message');

    const prompt = Prompt.builder().messages(user, system).build();

    expect(prompt.getInstructions()).toHaveLength(2);
    expect(prompt.getUserMessage().getText()).toBe('User message');
    expect(prompt.getSystemMessage().getText()).toBe('System message');
  });

  test('getLastUserOrToolResponseMessageWhenOnlyUserMessage', () => {
    const prompt = Prompt.builder().messages(new UserMessage('Hello')).build();

    expect(prompt.getLastUserOrToolResponseMessage()).toBeDefined();
    expect(prompt.getLastUserOrToolResponseMessage()).toBeInstanceOf(UserMessage);
    expect(prompt.getLastUserOrToolResponseMessage().getText()).toBe('Hello');
  });

  test('getLastUserOrToolResponseMessageWhenOnlyToolResponse', () => {
    const toolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponseMessage.ToolResponse('toolId', 'toolName', 'result')])
      .build();
    const prompt = Prompt.builder().messages(toolResponse).build();

    expect(prompt.getLastUserOrToolResponseMessage()).toBeDefined();
    expect(prompt.getLastUserOrToolResponseMessage()).toBeInstanceOf(ToolResponseMessage);
  });

  test('getLastUserOrToolResponseMessageWhenBothPresent', () => {
    const userMsg = new UserMessage('User question');
    const toolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponseMessage.ToolResponse('toolId', 'toolName', 'result')])
      .build();

    const prompt = Prompt.builder().messages(userMsg, new AssistantMessage('AI response'), toolResponse).build();

    expect(prompt.getLastUserOrToolResponseMessage()).toBeDefined();
    expect(prompt.getLastUserOrToolResponseMessage()).toBeInstanceOf(ToolResponseMessage);
  });

  test('getLastUserOrToolResponseMessageWhenMultipleUserMessages', () => {
    const prompt = Prompt.builder()
      .messages(new UserMessage('First question'), new UserMessage('Second question'))
      .build();

    expect(prompt.getLastUserOrToolResponseMessage()).toBeDefined();
    expect(prompt.getLastUserOrToolResponseMessage()).toBeInstanceOf(UserMessage);
    expect(prompt.getLastUserOrToolResponseMessage().getText()).toBe('Second question');
  });

  test('getLastUserOrToolResponseMessageWhenOnlySystemAndAssistant', () => {
    const prompt = Prompt.builder().messages(new SystemMessage('System'), new AssistantMessage('AI')).build();

    expect(prompt.getLastUserOrToolResponseMessage()).toBeDefined();
    expect(prompt.getLastUserOrToolResponseMessage()).toBeInstanceOf(UserMessage);
    expect(prompt.getLastUserOrToolResponseMessage().getText()).toBe('');
  });

  test('getLastUserOrToolResponseMessageWhenEmpty', () => {
    const prompt = Prompt.builder().messages([]).build();

    expect(prompt.getLastUserOrToolResponseMessage()).toBeDefined();
    expect(prompt.getLastUserOrToolResponseMessage()).toBeInstanceOf(UserMessage);
    expect(prompt.getLastUserOrToolResponseMessage().getText()).toBe('');
  });

  test('getLastUserOrToolResponseMessageWithMixedOrdering', () => {
    const userMsg = new UserMessage('Latest user message');
    const toolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponseMessage.ToolResponse('toolId', 'toolName', 'result')])
      .build();

    const prompt = Prompt.builder().messages(toolResponse, new SystemMessage('System'), userMsg).build();

    expect(prompt.getLastUserOrToolResponseMessage()).toBeDefined();
    expect(prompt.getLastUserOrToolResponseMessage()).toBeInstanceOf(UserMessage);
    expect(prompt.getLastUserOrToolResponseMessage().getText()).toBe('Latest user message');
  });
});

describe('Prompt (spring-ai-ts additions)', () => {
  test('every constructor form gives the same messages and options', () => {
    const options = ChatOptions.builder().model('m').build();
    const user = new UserMessage('u');
    const system = new SystemMessage('s');
    expect((new Prompt('u').getInstructions()[0] as AbstractMessage).equals(user)).toBe(true);
    expect(new Prompt(user).getInstructions()).toEqual([user]);
    expect(new Prompt(user, options).getOptions()).toBe(options);
    expect(new Prompt([system, user], options).getInstructions()).toEqual([system, user]);
    expect(new Prompt(system, user).getInstructions()).toEqual([system, user]);
    expect(new Prompt(system, user).getOptions()).toBeUndefined();
    expect(new Prompt().getInstructions()).toEqual([]);
    expect(new Prompt('u', options).getOptions()).toBe(options);
  });

  test('neither content nor messages in the builder fails with "messages cannot be null"', () => {
    expect(() => Prompt.builder().build()).toThrow(new IllegalArgumentException('messages cannot be null'));
    expect(Prompt.builder().content('hello').build().getUserMessage().getText()).toBe('hello');
  });

  test('augmentUserMessage on an empty prompt changes nothing (as in Java)', () => {
    const augmented = new Prompt([]).augmentUserMessage('text');
    expect(augmented.getInstructions()).toEqual([]);
  });

  test('augment with a string replaces the text and keeps the metadata', () => {
    const prompt = new Prompt([
      SystemMessage.builder().text('old').metadata({ k: 1 }).build(),
      UserMessage.builder().text('question').metadata({ u: 2 }).build(),
    ]);
    const augmented = prompt.augmentSystemMessage('new system').augmentUserMessage('new question');
    expect(augmented.getSystemMessage().getText()).toBe('new system');
    expect(augmented.getSystemMessage().getMetadata().get('k')).toBe(1);
    expect(augmented.getUserMessage().getText()).toBe('new question');
    expect(augmented.getUserMessage().getMetadata().get('u')).toBe(2);
    expect(new Prompt(new UserMessage('q')).augmentSystemMessage('first').getInstructions()[0]!.getText()).toBe('first');
  });

  test('copy, augment and mutate copy the options; copy deep-copies the messages', () => {
    const options = ChatOptions.builder().model('m').stopSequences(['x']).build();
    const toolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponseMessage.ToolResponse('1', 't', 'r')])
      .build();
    const prompt = new Prompt(
      [new SystemMessage('s'), new UserMessage('u'), new AssistantMessage('a'), toolResponse],
      options,
    );
    const copy = prompt.copy();
    expect(copy.getOptions()).not.toBe(options);
    expect(copy.getOptions()!.getModel()).toBe('m');
    expect(copy.getInstructions()).toHaveLength(4);
    copy.getInstructions().forEach((message, index) => {
      expect(message).not.toBe(prompt.getInstructions()[index]);
      expect((message as AbstractMessage).equals(prompt.getInstructions()[index])).toBe(true);
    });
    expect(prompt.augmentUserMessage('x').getOptions()).not.toBe(options);
    expect(prompt.mutate().build().getOptions()).not.toBe(options);
    expect(prompt.mutate().build().getInstructions()[1]!.getText()).toBe('u');
  });

  test('copy rejects an unknown message type', () => {
    class CustomMessage extends AbstractMessageForTest {}
    const prompt = new Prompt([new CustomMessage()]);
    expect(() => prompt.copy()).toThrow(new IllegalArgumentException('Unsupported message type: CustomMessage'));
  });

  test('getContents, getSystemMessages, getUserMessages, equality', () => {
    const prompt = new Prompt([new SystemMessage('a'), new UserMessage('b'), new SystemMessage('c'), new UserMessage('d')]);
    expect(prompt.getContents()).toBe('abcd');
    expect(prompt.getSystemMessages().map((message) => message.getText())).toEqual(['a', 'c']);
    expect(prompt.getUserMessages().map((message) => message.getText())).toEqual(['b', 'd']);
    const same = new Prompt([new SystemMessage('a'), new UserMessage('b'), new SystemMessage('c'), new UserMessage('d')]);
    expect(prompt.equals(same)).toBe(true);
    expect(prompt.hashCode()).toBe(same.hashCode());
    expect(prompt.equals(new Prompt('abcd'))).toBe(false);
    expect(prompt.toString()).toContain('Prompt{messages=[');
  });
});

// A message type the library does not know, for the copy() test.
class AbstractMessageForTest extends AbstractMessage {
  constructor() {
    super(MessageType.ASSISTANT, 'custom', new Map());
  }
}
