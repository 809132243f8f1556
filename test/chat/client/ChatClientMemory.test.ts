/* spring-ai-ts, Apache-2.0. Tests of our own: the chat memory advisors end to end through ChatClient (tool loop, conversations, streams). */
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { MessageChatMemoryAdvisor } from '../../../src/chat/client/advisor/MessageChatMemoryAdvisor.js';
import { ToolCallAdvisor } from '../../../src/chat/client/advisor/ToolCallAdvisor.js';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { MessageWindowChatMemory } from '../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { ToolCall } from '../../../src/chat/messages/ToolCall.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatGenerationMetadata } from '../../../src/chat/metadata/ChatGenerationMetadata.js';
import type { ChatModel } from '../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import type { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';

/** A model answer: text, optionally a tool call. */
interface Answer {
  readonly text: string;
  readonly toolCall?: { readonly name: string; readonly args: string };
}

function responseOf(answer: Answer): ChatResponse {
  const message = AssistantMessage.builder()
    .content(answer.text)
    .toolCalls(answer.toolCall === undefined ? [] : [new ToolCall('call-1', 'function', answer.toolCall.name, answer.toolCall.args)])
    .build();
  const finishReason = answer.toolCall === undefined ? 'STOP' : 'TOOL_CALLS';
  return new ChatResponse([new Generation(message, ChatGenerationMetadata.builder().finishReason(finishReason).build())]);
}

/** A chat model that answers from a function of the prompt and records every prompt. */
class RecordingChatModel implements ChatModel {
  readonly prompts: Prompt[] = [];

  constructor(private readonly answer: (prompt: Prompt, index: number) => Answer) {}

  async call(prompt: Prompt): Promise<ChatResponse> {
    this.prompts.push(prompt);
    return responseOf(this.answer(prompt, this.prompts.length - 1));
  }

  /** Streams the answer word by word. */
  stream(prompt: Prompt): Flux<ChatResponse> {
    return Flux.defer(() => {
      this.prompts.push(prompt);
      const answer = this.answer(prompt, this.prompts.length - 1);
      const words = answer.text.split(/(?<= )/).filter((word) => word !== '');
      const chunks = words.map((word) => new ChatResponse([new Generation(new AssistantMessage(word))]));
      if (answer.toolCall !== undefined) chunks.push(responseOf({ text: '', toolCall: answer.toolCall }));
      return Flux.fromIterable(chunks);
    });
  }

  getDefaultOptions(): ToolCallingChatOptions {
    return ToolCallingChatOptions.builder().build();
  }
}

const describeMessages = (messages: Message[]): string[] =>
  messages.map((message) => {
    if (message instanceof ToolResponseMessage) return `TOOL:${message.getResponses().map((response) => response.responseData()).join()}`;
    if (message instanceof AssistantMessage && message.hasToolCalls()) return `ASSISTANT(tool call):${message.getToolCalls()[0]?.name()}`;
    return `${message.getMessageType().name()}:${message.getText()}`;
  });

function weatherTool(): FunctionToolCallback<{ city: string }, string> {
  return FunctionToolCallback.builder('weather', (input: { city: string }) => `sunny in ${input.city}`)
    .description('The weather in a city')
    .inputType(Object)
    .build();
}

/** First a tool call, then (when the prompt ends with the tool response) the final answer. */
const toolThenAnswer = (prompt: Prompt): Answer =>
  prompt.getInstructions().at(-1) instanceof ToolResponseMessage
    ? { text: 'It is sunny.' }
    : { text: '', toolCall: { name: 'weather', args: JSON.stringify({ city: 'Paris' }) } };

describe('Chat memory advisors through ChatClient (spring-ai-ts)', () => {
  test('inside the ToolCallAdvisor loop with disableMemory(): round 2 is [System, ToolResponse] plus the memory in between', async () => {
    const model = new RecordingChatModel(toolThenAnswer);
    const chatMemory = MessageWindowChatMemory.builder().build();
    const chatClient = ChatClient.builder(model)
      .defaultSystem('You are a weather bot.')
      .defaultAdvisors(
        ToolCallAdvisor.builder().disableMemory().build(),
        MessageChatMemoryAdvisor.builder(chatMemory).build(),
      )
      .build();

    const content = await chatClient
      .prompt()
      .user('Weather in Paris?')
      .toolCallbacks(weatherTool())
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'trip'))
      .call()
      .content();

    expect(content).toBe('It is sunny.');
    expect(model.prompts).toHaveLength(2);
    expect(describeMessages(model.prompts[0]!.getInstructions())).toEqual(['SYSTEM:You are a weather bot.', 'USER:Weather in Paris?']);
    expect(describeMessages(model.prompts[1]!.getInstructions())).toEqual([
      'SYSTEM:You are a weather bot.',
      'USER:Weather in Paris?',
      'ASSISTANT(tool call):weather',
      'TOOL:"sunny in Paris"',
    ]);
    // Every round is stored: user, tool call, tool response, answer.
    expect(describeMessages(await chatMemory.get('trip'))).toEqual([
      'USER:Weather in Paris?',
      'ASSISTANT(tool call):weather',
      'TOOL:"sunny in Paris"',
      'ASSISTANT:It is sunny.',
    ]);
  });

  test('streaming inside the ToolCallAdvisor loop with disableMemory(): the same rounds, each stored once when aggregated', async () => {
    const model = new RecordingChatModel(toolThenAnswer);
    const chatMemory = MessageWindowChatMemory.builder().build();
    const chatClient = ChatClient.builder(model)
      .defaultSystem('You are a weather bot.')
      .defaultAdvisors(
        ToolCallAdvisor.builder().disableMemory().build(),
        MessageChatMemoryAdvisor.builder(chatMemory).build(),
      )
      .build();

    const content = await chatClient
      .prompt()
      .user('Weather in Paris?')
      .toolCallbacks(weatherTool())
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'trip'))
      .stream()
      .content()
      .collectList();

    expect(content.join('')).toBe('It is sunny.');
    expect(describeMessages(model.prompts[1]!.getInstructions())).toEqual([
      'SYSTEM:You are a weather bot.',
      'USER:Weather in Paris?',
      'ASSISTANT(tool call):weather',
      'TOOL:"sunny in Paris"',
    ]);
    expect(describeMessages(await chatMemory.get('trip'))).toEqual([
      'USER:Weather in Paris?',
      'ASSISTANT(tool call):weather',
      'TOOL:"sunny in Paris"',
      'ASSISTANT:It is sunny.',
    ]);
  });

  test('inside the loop with the advisor history left on (1.1.8 default), round 2 repeats the user message and the tool call', async () => {
    const model = new RecordingChatModel(toolThenAnswer);
    const chatMemory = MessageWindowChatMemory.builder().build();
    const chatClient = ChatClient.builder(model)
      .defaultSystem('You are a weather bot.')
      .defaultAdvisors(ToolCallAdvisor.builder().build(), MessageChatMemoryAdvisor.builder(chatMemory).build())
      .build();

    await chatClient
      .prompt()
      .user('Weather in Paris?')
      .toolCallbacks(weatherTool())
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'trip'))
      .call()
      .content();

    expect(describeMessages(model.prompts[1]!.getInstructions())).toEqual([
      'SYSTEM:You are a weather bot.',
      'USER:Weather in Paris?',
      'ASSISTANT(tool call):weather',
      'USER:Weather in Paris?',
      'ASSISTANT(tool call):weather',
      'TOOL:"sunny in Paris"',
    ]);
  });

  test('two conversations run at the same time never see each other', async () => {
    const model = new RecordingChatModel((prompt) => ({ text: `echo ${prompt.getUserMessage().getText()}` }));
    const chatMemory = MessageWindowChatMemory.builder().build();
    const chatClient = ChatClient.builder(model).defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build()).build();
    const ask = (conversationId: string, text: string) =>
      chatClient
        .prompt()
        .user(text)
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversationId))
        .call()
        .content();

    await Promise.all([ask('alice', 'I am Alice'), ask('bob', 'I am Bob')]);
    await Promise.all([ask('alice', 'Who am I?'), ask('bob', 'Who am I?')]);

    expect(describeMessages(await chatMemory.get('alice'))).toEqual([
      'USER:I am Alice',
      'ASSISTANT:echo I am Alice',
      'USER:Who am I?',
      'ASSISTANT:echo Who am I?',
    ]);
    expect(describeMessages(await chatMemory.get('bob'))).toEqual([
      'USER:I am Bob',
      'ASSISTANT:echo I am Bob',
      'USER:Who am I?',
      'ASSISTANT:echo Who am I?',
    ]);
    const lastBobPrompt = model.prompts.find(
      (prompt) => prompt.getInstructions().length === 3 && prompt.getInstructions()[0]?.getText() === 'I am Bob',
    );
    expect(describeMessages(lastBobPrompt!.getInstructions())).toEqual(['USER:I am Bob', 'ASSISTANT:echo I am Bob', 'USER:Who am I?']);
  });

  test('a stream consumer that breaks early stores the question but no half answer; the next turn goes on from there', async () => {
    const model = new RecordingChatModel((_, index) => ({ text: index === 0 ? 'A long answer here' : 'Short.' }));
    const chatMemory = MessageWindowChatMemory.builder().build();
    const chatClient = ChatClient.builder(model).defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build()).build();
    const stream = (text: string) =>
      chatClient
        .prompt()
        .user(text)
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c'))
        .stream()
        .content();

    const received: string[] = [];
    for await (const chunk of stream('Tell me')) {
      received.push(chunk);
      break;
    }
    expect(received).toEqual(['A ']);
    expect(describeMessages(await chatMemory.get('c'))).toEqual(['USER:Tell me']);

    expect((await stream('Again').collectList()).join('')).toBe('Short.');
    expect(describeMessages(model.prompts[1]!.getInstructions())).toEqual(['USER:Tell me', 'USER:Again']);
    expect(describeMessages(await chatMemory.get('c'))).toEqual(['USER:Tell me', 'USER:Again', 'ASSISTANT:Short.']);
  });

  test('a missing conversation id fails the call and the stream with "conversationId cannot be null"', async () => {
    const model = new RecordingChatModel(() => ({ text: 'never' }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chatClient = ChatClient.builder(model)
      .defaultAdvisors(MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build()).build())
      .build();

    await expect(chatClient.prompt().user('Hi').call().content()).rejects.toThrow(IllegalArgumentException);
    await expect(chatClient.prompt().user('Hi').call().content()).rejects.toThrow('conversationId cannot be null');
    await expect(chatClient.prompt().user('Hi').stream().content().collectList()).rejects.toThrow('conversationId cannot be null');
    expect(model.prompts).toHaveLength(0);
    consoleError.mockRestore();
  });

  test('the system message goes first on every turn and is never stored (only user and assistant messages are)', async () => {
    const model = new RecordingChatModel(() => ({ text: 'ok' }));
    const chatMemory = MessageWindowChatMemory.builder().build();
    const chatClient = ChatClient.builder(model)
      .defaultSystem('Rules.')
      .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
      .build();
    const ask = (text: string) =>
      chatClient
        .prompt()
        .user(text)
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c'))
        .call()
        .content();

    await ask('one');
    await ask('two');

    expect(model.prompts[1]!.getInstructions()[0]).toBeInstanceOf(SystemMessage);
    expect(describeMessages(model.prompts[1]!.getInstructions())).toEqual(['SYSTEM:Rules.', 'USER:one', 'ASSISTANT:ok', 'USER:two']);
    expect((await chatMemory.get('c')).some((message) => message instanceof SystemMessage)).toBe(false);
    expect((await chatMemory.get('c'))[0]).toBeInstanceOf(UserMessage);
  });
});
