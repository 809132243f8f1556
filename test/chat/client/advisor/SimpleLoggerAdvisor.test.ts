import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatModelCallAdvisor } from '../../../../src/chat/client/advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from '../../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { SimpleLoggerAdvisor } from '../../../../src/chat/client/advisor/SimpleLoggerAdvisor.js';
import type { CallAdvisorChain } from '../../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import type { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Logger } from '../../../../src/java/logging/Logger.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';

/** Spring Boot's CapturedOutput becomes a Logger that keeps the formatted lines. */
class CapturingLogger implements Logger.Minimal {
  readonly lines: string[] = [];

  constructor(private readonly debugEnabled = true) {}

  isDebugEnabled(): boolean {
    return this.debugEnabled;
  }

  debug(message: string, ...args: unknown[]): void {
    if (this.debugEnabled) this.lines.push(Logger.format(message, ...args));
  }

  info(message: string, ...args: unknown[]): void {
    this.lines.push(Logger.format(message, ...args));
  }

  warn(message: string, ...args: unknown[]): void {
    this.lines.push(Logger.format(message, ...args));
  }

  error(message: string, ...args: unknown[]): void {
    this.lines.push(Logger.format(message, ...args));
  }

  out(): string {
    return this.lines.join('\n');
  }
}

const answer = (): ChatResponse => new ChatResponse([new Generation(new AssistantMessage('Your answer is ZXY'))]);

function mockChatModel(): ChatModel & { prompts: Prompt[] } {
  const prompts: Prompt[] = [];
  return {
    prompts,
    call: jest.fn(async (prompt: Prompt) => {
      prompts.push(prompt);
      return answer();
    }),
    stream: jest.fn((prompt: Prompt) => {
      prompts.push(prompt);
      return Flux.just(answer());
    }),
  } as unknown as ChatModel & { prompts: Prompt[] };
}

// ChatClient.builder(chatModel).defaultAdvisors(loggerAdvisor) becomes the chain ChatClient builds.
function chainFor(chatModel: ChatModel, loggerAdvisor: SimpleLoggerAdvisor): DefaultAroundAdvisorChain {
  return DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
    .pushAll([
      loggerAdvisor,
      ChatModelCallAdvisor.builder().chatModel(chatModel).build(),
      ChatModelStreamAdvisor.builder().chatModel(chatModel).build(),
    ])
    .build();
}

const userRequest = (): ChatClientRequest =>
  ChatClientRequest.builder().prompt(new Prompt(new UserMessage('Please answer my question XYZ'))).build();

function validate(content: string | undefined, chatModel: { prompts: Prompt[] }, output: CapturingLogger): void {
  expect(content).toBe('Your answer is ZXY');
  const userMessage = chatModel.prompts[0]?.getInstructions()[0] as UserMessage;
  expect(userMessage.getText()?.replace(/\s+/g, '')).toBe('PleaseanswermyquestionXYZ');
  expect(output.out()).toContain('request: ChatClientRequest');
  expect(output.out()).toContain('Please answer my question XYZ');
  expect(output.out()).toContain('response:');
  expect(output.out()).toContain('finishReason');
}

describe('SimpleLoggerAdvisorTests', () => {
  test('callLogging', async () => {
    const chatModel = mockChatModel();
    const output = new CapturingLogger();
    const loggerAdvisor = SimpleLoggerAdvisor.builder().logger(output).build();

    const response = await chainFor(chatModel, loggerAdvisor).nextCall(userRequest());
    const content = response.chatResponse()?.getResult()?.getOutput().getText();

    validate(content, chatModel, output);
  });

  test('streamLogging', async () => {
    const chatModel = mockChatModel();
    const output = new CapturingLogger();
    const loggerAdvisor = new SimpleLoggerAdvisor(null, null, 0, output);

    const responses = await chainFor(chatModel, loggerAdvisor).nextStream(userRequest()).collectList();
    const content = responses.map((response) => response.chatResponse()?.getResult()?.getOutput().getText() ?? '').join('');

    validate(content, chatModel, output);
  });

  test('loggingOrder', () => {
    const loggerAdvisor = new SimpleLoggerAdvisor(1);

    expect(loggerAdvisor.getOrder()).toBe(1);
  });
});

describe('SimpleLoggerAdvisor (spring-ai-ts)', () => {
  const passThrough = { nextCall: async () => ({ chatResponse: () => answer() }) } as unknown as CallAdvisorChain;

  test('never writes an API key or an Authorization header', async () => {
    const output = new CapturingLogger();
    const advisor = SimpleLoggerAdvisor.builder().logger(output).build();
    const request = ChatClientRequest.builder()
      .prompt(new Prompt('hello'))
      .context('apiKey', 'sk-live-1234567890abcdefghij')
      .context('headers', new Map([['Authorization', 'Bearer abc.def-ghi']]))
      .context('MINIMAX_API_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJl')
      .build();

    await advisor.adviseCall(request, passThrough);

    const out = output.out();
    expect(out).toContain('request: ChatClientRequest');
    expect(out).not.toContain('sk-live-1234567890abcdefghij');
    expect(out).not.toContain('abc.def-ghi');
    expect(out).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(out).toContain('apiKey=[REDACTED]');
    expect(out).toContain('Authorization=[REDACTED]');
  });

  test('redacts credentials in custom texts and JSON too', async () => {
    const output = new CapturingLogger();
    const advisor = SimpleLoggerAdvisor.builder()
      .logger(output)
      .requestToString(() => '{"api_key": "secret-value-1", "x-api-key":"secret-value-2", "note": "fine"}')
      .responseToString(() => 'Authorization: Bearer secret-value-3 and sk-abcdefghijklmnopqrstuv')
      .build();

    await advisor.adviseCall(ChatClientRequest.builder().prompt(new Prompt('hi')).build(), passThrough);

    const out = output.out();
    for (const secret of ['secret-value-1', 'secret-value-2', 'secret-value-3', 'sk-abcdefghijklmnopqrstuv']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('"note": "fine"');
    expect(out).toContain('"api_key": "[REDACTED]"');
  });

  test('is silent, and does not build the texts, when debug is disabled', async () => {
    const output = new CapturingLogger(false);
    const requestToString = jest.fn(() => 'text');
    const advisor = new SimpleLoggerAdvisor(requestToString, undefined, 0, output);

    await advisor.adviseCall(ChatClientRequest.builder().prompt(new Prompt('hi')).build(), passThrough);

    expect(output.lines).toEqual([]);
    expect(requestToString).not.toHaveBeenCalled();
  });

  test('the default logger writes nothing unless SPRING_AI_TS_LOG or DEBUG enables it', async () => {
    const saved = { log: process.env['SPRING_AI_TS_LOG'], debug: process.env['DEBUG'] };
    const spy = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      delete process.env['SPRING_AI_TS_LOG'];
      delete process.env['DEBUG'];
      await new SimpleLoggerAdvisor().adviseCall(userRequest(), passThrough);
      expect(spy).not.toHaveBeenCalled();

      process.env['SPRING_AI_TS_LOG'] = 'debug';
      await new SimpleLoggerAdvisor().adviseCall(userRequest(), passThrough);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(String(spy.mock.calls[0]?.[0])).toContain('request: ChatClientRequest');

      delete process.env['SPRING_AI_TS_LOG'];
      process.env['DEBUG'] = 'express,spring-ai-ts';
      await new SimpleLoggerAdvisor().adviseCall(userRequest(), passThrough);
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      spy.mockRestore();
      if (saved.log === undefined) delete process.env['SPRING_AI_TS_LOG'];
      else process.env['SPRING_AI_TS_LOG'] = saved.log;
      if (saved.debug === undefined) delete process.env['DEBUG'];
      else process.env['DEBUG'] = saved.debug;
    }
  });

  test('name, toString, default order and the default texts', () => {
    const advisor = new SimpleLoggerAdvisor();
    expect(advisor.getName()).toBe('SimpleLoggerAdvisor');
    expect(advisor.toString()).toBe('SimpleLoggerAdvisor');
    expect(advisor.getOrder()).toBe(0);
    expect(SimpleLoggerAdvisor.builder().order(3).build().getOrder()).toBe(3);
    const request = userRequest();
    expect(SimpleLoggerAdvisor.DEFAULT_REQUEST_TO_STRING(request)).toBe(request.toString());
    expect(JSON.parse(SimpleLoggerAdvisor.DEFAULT_RESPONSE_TO_STRING(answer()))).toMatchObject({
      result: { output: { text: 'Your answer is ZXY' } },
    });
    expect(SimpleLoggerAdvisor.DEFAULT_RESPONSE_TO_STRING(undefined)).toBe('null');
  });
});
