import { UnsupportedOperationException } from '../../../src/java/core/UnsupportedOperationException.js';
import { Flux } from '../../../src/java/reactor/index.js';
import { AssistantMessage, SystemMessage, UserMessage } from '../../../src/chat/messages/index.js';
import { ChatResponse, ChatModel, Generation, StreamingChatModel } from '../../../src/chat/model/index.js';
import { DefaultChatOptions, Prompt } from '../../../src/chat/prompt/index.js';

// Java's ChatModel and StreamingChatModel have no unit tests of their own in 1.1.8; these pin the
// default methods the port applies through the companions (PORTING.md rule 18).

/** A model object that leaves Java's default methods out; the statics apply the defaults. */
type ChatModelLike = Pick<ChatModel, 'call'> & Partial<ChatModel>;

const answer = (text: string | undefined) => new ChatResponse([new Generation(new AssistantMessage(text))]);

describe('ChatModel (spring-ai-ts default methods)', () => {
  test('callText sends one user message and resolves to the first generation text', async () => {
    const call = jest.fn(async (_prompt: Prompt) => answer('pong'));
    const model: ChatModelLike = { call };

    await expect(ChatModel.callText(model, 'ping')).resolves.toBe('pong');

    const prompt = call.mock.calls[0]![0];
    expect(prompt.getInstructions()).toHaveLength(1);
    expect(prompt.getUserMessage().getText()).toBe('ping');
    expect(prompt.getOptions()).toBeUndefined();
  });

  test('callText and callMessages resolve to "" when there is no generation', async () => {
    const model: ChatModelLike = { call: async () => new ChatResponse([]) };

    await expect(ChatModel.callText(model, 'x')).resolves.toBe('');
    await expect(ChatModel.callMessages(model, new UserMessage('x'))).resolves.toBe('');
  });

  test('callMessages sends all messages in order', async () => {
    const call = jest.fn(async (_prompt: Prompt) => answer('ok'));
    const system = new SystemMessage('be brief');
    const user = new UserMessage('hi');

    await expect(ChatModel.callMessages({ call }, system, user)).resolves.toBe('ok');
    expect(call.mock.calls[0]![0].getInstructions()).toEqual([system, user]);
  });

  test('a failing model or bad argument becomes a rejection, never a synchronous throw', async () => {
    const failure = new Error('down');
    const model: ChatModelLike = { call: async () => Promise.reject(failure) };

    const pending = ChatModel.callText(model, 'x');
    await expect(pending).rejects.toBe(failure);
    await expect(ChatModel.callText(model, null as unknown as string)).rejects.toThrow(
      'Content must not be null for SYSTEM or USER messages',
    );
  });

  test('getDefaultOptions applies Java\'s default, or the model\'s own', () => {
    const plain: ChatModelLike = { call: async () => answer('') };
    const defaults = ChatModel.getDefaultOptions(plain);
    expect(defaults).toBeInstanceOf(DefaultChatOptions);
    expect(defaults.getModel()).toBeUndefined();

    const own = new DefaultChatOptions();
    expect(ChatModel.getDefaultOptions({ call: plain.call, getDefaultOptions: () => own })).toBe(own);
  });

  test('stream throws "streaming is not supported" at once when the model cannot stream', () => {
    const model: ChatModelLike = { call: async () => answer('') };
    expect(() => ChatModel.stream(model, {} as Prompt)).toThrow(
      new UnsupportedOperationException('streaming is not supported'),
    );
  });

  test('stream delegates to the model\'s own stream', async () => {
    const chunks = [answer('a'), answer('b')];
    const model: ChatModelLike = { call: async () => answer(''), stream: () => Flux.fromIterable(chunks) };
    await expect(ChatModel.stream(model, {} as Prompt).collectList()).resolves.toEqual(chunks);
    expect(ChatModel.isInstance(model)).toBe(true);
    expect(StreamingChatModel.isInstance(model)).toBe(true);
    expect(StreamingChatModel.isInstance({ call: model.call })).toBe(false);
  });
});

describe('StreamingChatModel (spring-ai-ts default methods)', () => {
  test('streamText streams each chunk\'s first generation text, "" for chunks without one', async () => {
    const stream = jest.fn((_prompt: Prompt) =>
      Flux.just(answer('Hel'), new ChatResponse([]), answer(undefined), answer('lo')),
    );
    const model: StreamingChatModel = { stream };

    await expect(StreamingChatModel.streamText(model, 'hi').collectList()).resolves.toEqual(['Hel', '', '', 'lo']);
    expect(stream.mock.calls[0]![0].getUserMessage().getText()).toBe('hi');
  });

  test('streamMessages sends all messages', async () => {
    const stream = jest.fn((_prompt: Prompt) => Flux.just(answer('x')));
    const user = new UserMessage('u');

    await expect(StreamingChatModel.streamMessages({ stream }, user).collectList()).resolves.toEqual(['x']);
    expect(stream.mock.calls[0]![0].getInstructions()).toEqual([user]);
  });
});

describe('StreamingChatModel and ChatModel: Java\'s default stream overloads on instances', () => {
  /** What `implements StreamingChatModel` translates to: a class with Java's one stream(Prompt). */
  class ChunkedModel extends StreamingChatModel {
    readonly prompts: Prompt[] = [];
    stream(prompt: Prompt): Flux<ChatResponse> {
      this.prompts.push(prompt);
      return Flux.just(answer('Hel'), new ChatResponse([]), answer(undefined), answer('lo'));
    }
  }

  test('stream(String) streams the text of each chunk, "" for chunks without one', async () => {
    const model = new ChunkedModel();
    const streaming: StreamingChatModel = model;

    const texts: string[] = await streaming.stream('hi').collectList();

    expect(texts).toEqual(['Hel', '', '', 'lo']);
    expect(model.prompts[0]!.getInstructions()).toHaveLength(1);
    expect(model.prompts[0]!.getUserMessage().getText()).toBe('hi');
  });

  test('stream(Message...) sends all the messages in one prompt', async () => {
    const model = new ChunkedModel();
    const system = new SystemMessage('s');
    const user = new UserMessage('u');

    await expect((model as StreamingChatModel).stream(system, user).collectList()).resolves.toEqual(['Hel', '', '', 'lo']);
    expect(model.prompts[0]!.getInstructions()).toEqual([system, user]);
  });

  test('stream(Prompt) still streams the chat responses, through the class\'s own stream', async () => {
    const model = new ChunkedModel();
    const spy = jest.spyOn(ChunkedModel.prototype, 'stream');
    try {
      const responses = await (model as StreamingChatModel).stream(new Prompt('hi')).collectList();
      expect(responses[0]).toBeInstanceOf(ChatResponse);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  test('a ChatModel that cannot stream throws UnsupportedOperationException for stream(String), as Java\'s default does', () => {
    class CallOnly extends ChatModel {
      async call(_prompt: Prompt): Promise<ChatResponse> {
        return answer('x');
      }
    }
    const model: ChatModel = new CallOnly();

    expect(() => model.stream('hi')).toThrow(new UnsupportedOperationException('streaming is not supported'));
  });

  test('a ChatModel that streams answers stream(String) with text chunks', async () => {
    class Both extends ChatModel {
      async call(_prompt: Prompt): Promise<ChatResponse> {
        return answer('x');
      }
      override stream(_prompt: Prompt): Flux<ChatResponse> {
        return Flux.just(answer('a'), answer('b'));
      }
    }
    const model: ChatModel = new Both();

    await expect(model.stream('hi').collectList()).resolves.toEqual(['a', 'b']);
    await expect(model.call('hi')).resolves.toBe('x');
  });
});

/** Java: `class Scripted implements ChatModel { public ChatResponse call(Prompt prompt) {…} }`. */
class ScriptedModel extends ChatModel {
  readonly prompts: Prompt[] = [];
  constructor(private readonly reply: (prompt: Prompt) => Promise<ChatResponse>) {
    super();
  }
  override async call(prompt: Prompt): Promise<ChatResponse> {
    this.prompts.push(prompt);
    return this.reply(prompt);
  }
}

describe('ChatModel call(String) and call(Message...) as instance members (Java defaults)', () => {
  test('call(String) sends one user message through the subclass call(prompt) and resolves to the text', async () => {
    const model: ChatModel = new ScriptedModel(async () => answer('pong'));
    await expect(model.call('ping')).resolves.toBe('pong');
    const [prompt] = (model as ScriptedModel).prompts;
    expect(prompt!.getInstructions().map((m) => [m.getMessageType().getValue(), m.getText()])).toEqual([['user', 'ping']]);
    expect(prompt!.getOptions()).toBeUndefined();
  });

  test('call(Message...) sends the messages in order; call(prompt) still resolves to the ChatResponse', async () => {
    const model: ChatModel = new ScriptedModel(async () => answer('ok'));
    const system = new SystemMessage('be brief');
    const user = new UserMessage('hi');
    await expect(model.call(system, user)).resolves.toBe('ok');
    expect((model as ScriptedModel).prompts[0]!.getInstructions()).toEqual([system, user]);
    const response = await model.call((model as ScriptedModel).prompts[0]!);
    expect(response).toBeInstanceOf(ChatResponse);
  });

  test('no generation gives "", a generation without text gives undefined', async () => {
    await expect(new ScriptedModel(async () => new ChatResponse([])).call('x' as never)).resolves.toBe('');
    const model: ChatModel = new ScriptedModel(async () => answer(undefined));
    await expect(model.call(new UserMessage('x'))).resolves.toBeUndefined();
  });

  test('failures are rejections, never synchronous throws', async () => {
    const failure = new Error('down');
    const model: ChatModel = new ScriptedModel(() => Promise.reject(failure));
    const pending = model.call('x');
    await expect(pending).rejects.toBe(failure);
  });

  test('a spy on the subclass prototype, installed after construction, sees the default calls', async () => {
    const model: ChatModel = new ScriptedModel(async () => answer('real'));
    const spy = jest.spyOn(ScriptedModel.prototype, 'call').mockResolvedValue(answer('spied'));
    try {
      await expect(model.call('x')).resolves.toBe('spied');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  test('the method keeps working when taken off the instance', async () => {
    const model: ChatModel = new ScriptedModel(async () => answer('detached'));
    const { call } = model;
    await expect(call('x')).resolves.toBe('detached');
  });
});
