import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import type { DefaultChatClientRequestSpec } from '../../../src/chat/client/DefaultChatClientRequestSpec.js';
import { ChatModelCallAdvisor } from '../../../src/chat/client/advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from '../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { MessageType } from '../../../src/chat/messages/MessageType.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import type { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { AbortedException } from '../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../src/java/core/AbortSignalContext.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { chatResponse, lastPrompt, mockChatModel, scriptResponses } from './chatClientTestSupport.js';

/** A promise that never settles: a model that ignores the abort signal. */
const forever = <T>() => new Promise<T>(() => undefined);

describe('ChatClient abort (spring-ai-ts)', () => {
  test('call(): a model that observes AbortSignalContext.current() is cancelled and the caller gets AbortedException', async () => {
    const chatModel = mockChatModel();
    let seen: AbortSignal | undefined;
    let cancelled = false;
    chatModel.call.mockImplementation(
      () =>
        new Promise<ChatResponse>((_resolve, reject) => {
          seen = AbortSignalContext.current();
          seen?.addEventListener('abort', () => {
            cancelled = true;
            reject(new Error('request cancelled'));
          });
        }),
    );
    const controller = new AbortController();
    const pending = ChatClient.create(chatModel).prompt('hi').call({ signal: controller.signal }).content();
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort(new Error('user pressed stop'));

    await expect(pending).rejects.toBeInstanceOf(AbortedException);
    expect(seen).toBe(controller.signal);
    expect(cancelled).toBe(true);
  });

  test('call(): a model that ignores the signal still releases the caller with AbortedException', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(() => forever());
    const controller = new AbortController();
    const pending = ChatClient.create(chatModel).prompt('hi').call({ signal: controller.signal }).chatResponse();
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();

    const error = await pending.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AbortedException);
    expect((error as AbortedException).getMessage()).toBe('The chat client call was aborted');
  });

  test('call(): an already aborted signal rejects without calling the model', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    const controller = new AbortController();
    controller.abort();
    await expect(
      ChatClient.create(chatModel).prompt('hi').call({ signal: controller.signal }).content(),
    ).rejects.toBeInstanceOf(AbortedException);
    expect(chatModel.call).not.toHaveBeenCalled();
  });

  test('call(): without abort the signal is visible to the model and the result arrives', async () => {
    const chatModel = mockChatModel();
    let seen: AbortSignal | undefined;
    chatModel.call.mockImplementation(async () => {
      seen = AbortSignalContext.current();
      return chatResponse('done');
    });
    const controller = new AbortController();
    expect(await ChatClient.create(chatModel).prompt('hi').call({ signal: controller.signal }).content()).toBe('done');
    expect(seen).toBe(controller.signal);
  });

  test('stream(): a model that observes the signal stops, upstream is cancelled, the stream ends with AbortedException', async () => {
    const chatModel = mockChatModel();
    const seen: (AbortSignal | undefined)[] = [];
    let closed = false;
    chatModel.stream.mockImplementation(() =>
      Flux.from(
        (async function* () {
          try {
            for (let index = 0; ; index++) {
              const signal = AbortSignalContext.current();
              seen.push(signal);
              if (signal?.aborted) throw new Error('model saw the abort');
              yield chatResponse(`chunk${index}`);
              await new Promise((resolve) => setImmediate(resolve));
            }
          } finally {
            closed = true;
          }
        })(),
      ),
    );
    const controller = new AbortController();
    const received: string[] = [];
    const consume = async () => {
      for await (const text of ChatClient.create(chatModel).prompt('hi').stream({ signal: controller.signal }).content()) {
        received.push(text);
        if (received.length === 2) controller.abort();
      }
    };

    await expect(consume()).rejects.toBeInstanceOf(AbortedException);
    expect(received).toEqual(['chunk0', 'chunk1']);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((signal) => signal === controller.signal)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
  });

  test('stream(): a model that ignores the signal is abandoned and the stream ends with AbortedException', async () => {
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() =>
      Flux.from(
        (async function* () {
          yield chatResponse('first');
          await forever();
        })(),
      ),
    );
    const controller = new AbortController();
    const received: string[] = [];
    const consume = async () => {
      for await (const text of ChatClient.create(chatModel).prompt('hi').stream({ signal: controller.signal }).content()) {
        received.push(text);
        setImmediate(() => controller.abort());
      }
    };
    await expect(consume()).rejects.toBeInstanceOf(AbortedException);
    expect(received).toEqual(['first']);
  });

  test('stream(): breaking out of for-await early cancels the model stream', async () => {
    const chatModel = mockChatModel();
    let produced = 0;
    let closed = false;
    chatModel.stream.mockImplementation(() =>
      Flux.from(
        (async function* () {
          try {
            for (;;) {
              produced++;
              yield chatResponse(`chunk${produced}`);
            }
          } finally {
            closed = true;
          }
        })(),
      ),
    );
    const received: string[] = [];
    for await (const text of ChatClient.create(chatModel).prompt('hi').stream().content()) {
      received.push(text);
      if (received.length === 3) break;
    }
    expect(received).toEqual(['chunk1', 'chunk2', 'chunk3']);
    expect(closed).toBe(true);
    expect(produced).toBeLessThanOrEqual(4);
  });
});

describe('ChatClient message assembly and spec reuse (spring-ai-ts)', () => {
  test('defaults + prompt + system/user: system text first, then the prompt messages, then the user text', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    const chatClient = ChatClient.builder(chatModel).defaultSystem('default system').defaultUser('default user').build();

    await chatClient
      .prompt(new Prompt(new SystemMessage('instructions'), new UserMessage('my question')))
      .system('other instructions')
      .user('another question')
      .call()
      .content();
    const messages = lastPrompt(chatModel).getInstructions();
    expect(messages.map((message) => [message.getMessageType(), message.getText()])).toEqual([
      [MessageType.SYSTEM, 'other instructions'],
      [MessageType.SYSTEM, 'instructions'],
      [MessageType.USER, 'my question'],
      [MessageType.USER, 'another question'],
    ]);
    expect(Object.fromEntries(messages[0]!.getMetadata())).toEqual({ messageType: MessageType.SYSTEM });

    await chatClient
      .prompt()
      .messages(new UserMessage('earlier'), new AssistantMessage('answer'))
      .call()
      .content();
    expect(lastPrompt(chatModel).getInstructions().map((message) => message.getText())).toEqual([
      'default system',
      'earlier',
      'answer',
      'default user',
    ]);
  });

  test('repeated call() on one spec appends the model advisors again, as in 1.1.8', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    const spec = ChatClient.create(chatModel).prompt().user('question') as DefaultChatClientRequestSpec;

    expect(await spec.call().content()).toBe('response');
    expect(spec.getAdvisors()).toHaveLength(2);
    expect(await spec.call().content()).toBe('response');
    const advisors = spec.getAdvisors();
    expect(advisors).toHaveLength(4);
    expect(advisors.filter((advisor) => advisor instanceof ChatModelCallAdvisor)).toHaveLength(2);
    expect(advisors.filter((advisor) => advisor instanceof ChatModelStreamAdvisor)).toHaveLength(2);
    // The chain ends at the first model advisor, so the model still runs once per call.
    expect(chatModel.call).toHaveBeenCalledTimes(2);
  });

  test('every prompt() starts from a fresh copy of the defaults', async () => {
    const chatModel = mockChatModel();
    scriptResponses(chatModel);
    const chatClient = ChatClient.builder(chatModel).defaultSystem('default').build();
    const first = chatClient.prompt().system('changed') as DefaultChatClientRequestSpec;
    const second = chatClient.prompt() as DefaultChatClientRequestSpec;
    expect(first.getSystemText()).toBe('changed');
    expect(second.getSystemText()).toBe('default');
  });
});
