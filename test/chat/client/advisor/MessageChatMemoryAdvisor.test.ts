/* Ported from Spring AI MessageChatMemoryAdvisorTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { MessageChatMemoryAdvisor } from '../../../../src/chat/client/advisor/MessageChatMemoryAdvisor.js';
import { MessageChatMemoryAdvisorBuilder } from '../../../../src/chat/client/advisor/MessageChatMemoryAdvisor.js';
import { Advisor } from '../../../../src/chat/client/advisor/api/Advisor.js';
import type { AdvisorChain } from '../../../../src/chat/client/advisor/api/AdvisorChain.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { ChatMemory } from '../../../../src/chat/memory/ChatMemory.js';
import { InMemoryChatMemoryRepository } from '../../../../src/chat/memory/InMemoryChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { SystemMessage } from '../../../../src/chat/messages/SystemMessage.js';
import { ToolResponse } from '../../../../src/chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import type { Scheduler } from '../../../../src/java/reactor/Scheduler.js';
import { Schedulers } from '../../../../src/java/reactor/Schedulers.js';

/** `mock(AdvisorChain.class)`: the hooks never call it. */
const mockChain = (): AdvisorChain => ({}) as AdvisorChain;

function request(prompt: Prompt, conversationId = 'test-conversation'): ChatClientRequest {
  return ChatClientRequest.builder().prompt(prompt).context(ChatMemory.CONVERSATION_ID, conversationId).build();
}

describe('MessageChatMemoryAdvisorTests', () => {
  // --- Builder validation ---

  test('whenChatMemoryIsNullThenThrow', () => {
    expect(() => MessageChatMemoryAdvisor.builder(undefined as unknown as ChatMemory).build()).toThrow(IllegalArgumentException);
    expect(() => MessageChatMemoryAdvisor.builder(undefined as unknown as ChatMemory).build()).toThrow('chatMemory cannot be null');
  });

  test('whenSchedulerIsNullThenThrow', () => {
    const chatMemory = MessageWindowChatMemory.builder().build();
    const build = () => MessageChatMemoryAdvisor.builder(chatMemory).scheduler(undefined as unknown as Scheduler).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('scheduler cannot be null');
  });

  test('whenBuilderWithDefaultsThenSuccess', () => {
    const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new InMemoryChatMemoryRepository()).build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    expect(advisor.getOrder()).toBe(Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER);
  });

  test('whenCustomOrderIsSetThenGetOrderReturnsIt', () => {
    const chatMemory = MessageWindowChatMemory.builder().build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).order(42).scheduler(Schedulers.immediate()).build();
    expect(advisor.getOrder()).toBe(42);
  });

  // --- Conversation ID resolution from request context ---

  test('whenConversationIdAbsentFromContextThenThrow', () => {
    const advisor = MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build()).build();
    expect(() => advisor.getConversationId(new Map())).toThrow(IllegalArgumentException);
    expect(() => advisor.getConversationId(new Map())).toThrow('conversationId cannot be null');
  });

  test('whenConversationIdPresentInContextThenReturn', () => {
    const advisor = MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build()).build();
    const result = advisor.getConversationId(new Map([[ChatMemory.CONVERSATION_ID, 'session-42']]));
    expect(result).toBe('session-42');
  });

  // --- before() behavior ---

  test('whenBeforeWithUserMessageThenStoreInMemory', async () => {
    const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new InMemoryChatMemoryRepository()).build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const prompt = Prompt.builder().messages(new UserMessage('Hello')).build();

    await advisor.before(request(prompt), mockChain());

    const messages = await chatMemory.get('test-conversation');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toBeInstanceOf(UserMessage);
    expect(messages[0]?.getText()).toBe('Hello');
  });

  test('whenBeforeWithToolResponseMessageThenStoreInMemory', async () => {
    const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new InMemoryChatMemoryRepository()).build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const toolResponse = ToolResponseMessage.builder()
      .responses([new ToolResponse('weatherTool', 'getWeather', 'Sunny, 72°F')])
      .build();
    const prompt = Prompt.builder()
      .messages(new UserMessage("What's the weather?"), new AssistantMessage('Let me check...'), toolResponse)
      .build();

    await advisor.before(request(prompt), mockChain());

    const messages = await chatMemory.get('test-conversation');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toBeInstanceOf(ToolResponseMessage);
  });

  test('whenBeforeMovesSystemMessageToFirstPosition', async () => {
    const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new InMemoryChatMemoryRepository()).build();
    await chatMemory.add('test-conversation', [new UserMessage('Previous question'), new AssistantMessage('Previous answer')]);
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const prompt = Prompt.builder()
      .messages(new UserMessage('Hello'), new SystemMessage('You are a helpful assistant'))
      .build();

    const processedRequest = await advisor.before(request(prompt), mockChain());

    const processedMessages = processedRequest.prompt().getInstructions();
    expect(processedMessages[0]).toBeInstanceOf(SystemMessage);
    expect(processedMessages[0]?.getText()).toBe('You are a helpful assistant');
  });

  test('whenBeforeSystemMessageAlreadyFirstThenKeepOrder', async () => {
    const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new InMemoryChatMemoryRepository()).build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const prompt = Prompt.builder()
      .messages(new SystemMessage('You are a helpful assistant'), new UserMessage('Hello'))
      .build();

    const processedRequest = await advisor.before(request(prompt), mockChain());

    const processedMessages = processedRequest.prompt().getInstructions();
    expect(processedMessages[0]).toBeInstanceOf(SystemMessage);
    expect(processedMessages[0]?.getText()).toBe('You are a helpful assistant');
    expect(processedMessages[1]).toBeInstanceOf(UserMessage);
  });
});

/** A stream chain whose rest of the chain emits `chunks` (each a text), recording the requests. */
function streamChain(chunks: string[], requests: ChatClientRequest[] = []): StreamAdvisorChain {
  return {
    nextStream: (chatClientRequest: ChatClientRequest) => {
      requests.push(chatClientRequest);
      return Flux.fromIterable(chunks).map((text) =>
        ChatClientResponse.builder()
          .chatResponse(new ChatResponse([new Generation(new AssistantMessage(text))]))
          .context(chatClientRequest.context())
          .build(),
      );
    },
  } as unknown as StreamAdvisorChain;
}

describe('MessageChatMemoryAdvisor (spring-ai-ts)', () => {
  test('memory comes first, then the prompt, with only the first system message moved to the front', async () => {
    const chatMemory = MessageWindowChatMemory.builder().build();
    await chatMemory.add('c', [new UserMessage('Q1'), new AssistantMessage('A1')]);
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const prompt = new Prompt([new UserMessage('Q2'), new SystemMessage('S1'), new SystemMessage('S2')]);

    const processed = await advisor.before(request(prompt, 'c'), mockChain());

    expect(processed.prompt().getInstructions().map((message) => message.getText())).toEqual(['S1', 'Q1', 'A1', 'Q2', 'S2']);
    expect(await chatMemory.get('c')).toEqual([new UserMessage('Q1'), new AssistantMessage('A1'), new UserMessage('Q2')]);
  });

  test('after stores every generation, and an empty list when there is no chat response', async () => {
    const chatMemory = { add: jest.fn().mockResolvedValue(undefined), get: jest.fn(), clear: jest.fn() };
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const context = new Map<string, unknown>([[ChatMemory.CONVERSATION_ID, 'c']]);
    const two = new ChatResponse([new Generation(new AssistantMessage('one')), new Generation(new AssistantMessage('two'))]);

    await advisor.after(ChatClientResponse.builder().chatResponse(two).context(context).build(), mockChain());
    await advisor.after(ChatClientResponse.builder().context(context).build(), mockChain());

    expect(chatMemory.add).toHaveBeenNthCalledWith(1, 'c', [new AssistantMessage('one'), new AssistantMessage('two')]);
    expect(chatMemory.add).toHaveBeenNthCalledWith(2, 'c', []);
  });

  test('a stream stores the user message, then the aggregated answer once, before it completes', async () => {
    const chatMemory = MessageWindowChatMemory.builder().build();
    const add = jest.spyOn(chatMemory, 'add');
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();

    const texts = await advisor
      .adviseStream(request(new Prompt([new UserMessage('Hi')]), 'c'), streamChain(['Hel', 'lo', '!']))
      .map((response) => response.chatResponse()?.getResult()?.getOutput().getText())
      .collectList();

    expect(texts).toEqual(['Hel', 'lo', '!']);
    expect(add).toHaveBeenCalledTimes(2);
    expect((await chatMemory.get('c')).map((message) => message.getText())).toEqual(['Hi', 'Hello!']);
  });

  test('a stream consumer that breaks early leaves no half answer in memory', async () => {
    const chatMemory = MessageWindowChatMemory.builder().build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const received: string[] = [];

    for await (const response of advisor.adviseStream(request(new Prompt([new UserMessage('Hi')]), 'c'), streamChain(['Hel', 'lo']))) {
      received.push(response.chatResponse()?.getResult()?.getOutput().getText() ?? '');
      break;
    }

    expect(received).toEqual(['Hel']);
    expect(await chatMemory.get('c')).toEqual([new UserMessage('Hi')]);
  });

  test('a stream whose chain fails stores no answer and passes the error on unchanged', async () => {
    const chatMemory = MessageWindowChatMemory.builder().build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const failure = new Error('model down');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const partial = ChatClientResponse.builder()
      .chatResponse(new ChatResponse([new Generation(new AssistantMessage('par'))]))
      .context(new Map([[ChatMemory.CONVERSATION_ID, 'c']]))
      .build();
    const chain = {
      nextStream: () => Flux.just(partial).concatWith(Flux.error<ChatClientResponse>(failure)),
    } as unknown as StreamAdvisorChain;

    await expect(advisor.adviseStream(request(new Prompt([new UserMessage('Hi')]), 'c'), chain).collectList()).rejects.toBe(failure);
    expect(await chatMemory.get('c')).toEqual([new UserMessage('Hi')]);
    consoleError.mockRestore();
  });

  test('a stream runs nothing until it is consumed, and again on each consumption', async () => {
    const chatMemory = MessageWindowChatMemory.builder().build();
    const advisor = MessageChatMemoryAdvisor.builder(chatMemory).build();
    const requests: ChatClientRequest[] = [];
    const flux = advisor.adviseStream(request(new Prompt([new UserMessage('Hi')]), 'c'), streamChain(['A'], requests));

    expect(await chatMemory.get('c')).toEqual([]);
    await flux.collectList();
    await flux.collectList();

    expect(requests).toHaveLength(2);
    expect(requests[1]?.prompt().getInstructions().map((message) => message.getText())).toEqual(['Hi', 'A', 'Hi']);
  });

  test('a missing conversation id fails the stream with the Spring message', async () => {
    const advisor = MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build()).build();
    const noId = ChatClientRequest.builder().prompt(new Prompt([new UserMessage('Hi')])).build();

    await expect(advisor.adviseStream(noId, streamChain(['A'])).collectList()).rejects.toThrow(
      new IllegalArgumentException('conversationId cannot be null'),
    );
  });

  test('the builder is reachable as MessageChatMemoryAdvisor.Builder', () => {
    expect(MessageChatMemoryAdvisor.Builder).toBe(MessageChatMemoryAdvisorBuilder);
    expect(MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build())).toBeInstanceOf(MessageChatMemoryAdvisor.Builder);
    expect(MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build()).build().getName()).toBe('MessageChatMemoryAdvisor');
  });
});

describe('MessageChatMemoryAdvisor stream arguments (spring-ai-ts)', () => {
  test('adviseStream checks its arguments at once, before any Flux exists', () => {
    const advisor = MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build()).build();
    const valid = request(new Prompt([new UserMessage('Hi')]), 'c');
    expect(() => advisor.adviseStream(undefined as unknown as ChatClientRequest, streamChain([]))).toThrow(
      new IllegalArgumentException('chatClientRequest cannot be null'),
    );
    expect(() => advisor.adviseStream(valid, undefined as unknown as StreamAdvisorChain)).toThrow(
      new IllegalArgumentException('streamAdvisorChain cannot be null'),
    );
  });
});
