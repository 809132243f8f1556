// Ported from Spring AI ChatCompletionRequestTests (v1.1.8).
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { MiniMaxApi } from '../../../src/model/minimax/api/MiniMaxApi.js';
import { MiniMaxChatModel } from '../../../src/model/minimax/MiniMaxChatModel.js';
import { MiniMaxChatOptions } from '../../../src/model/minimax/MiniMaxChatOptions.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { mockWeatherService, WeatherRequest } from './api/MockWeatherService.js';

const weatherTool = (name: string) =>
  FunctionToolCallback.builder(name, mockWeatherService).description('Get the weather in location').inputType(WeatherRequest).build();

describe('ChatCompletionRequestTests', () => {
  test('createRequestWithChatOptions', () => {
    const client = new MiniMaxChatModel(new MiniMaxApi('TEST'), MiniMaxChatOptions.builder().model('DEFAULT_MODEL').temperature(66.6).build());

    let request = client.createRequest(
      new Prompt('Test message content', MiniMaxChatOptions.builder().model('DEFAULT_MODEL').temperature(66.6).build()),
      false,
    );
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(false);
    expect(request.model()).toBe('DEFAULT_MODEL');
    expect(request.temperature()).toBe(66.6);

    request = client.createRequest(
      new Prompt('Test message content', MiniMaxChatOptions.builder().model('PROMPT_MODEL').temperature(99.9).build()),
      true,
    );
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(true);
    expect(request.model()).toBe('PROMPT_MODEL');
    expect(request.temperature()).toBe(99.9);
  });

  test('promptOptionsTools', () => {
    const TOOL_FUNCTION_NAME = 'CurrentWeather';
    const client = new MiniMaxChatModel(new MiniMaxApi('TEST'), MiniMaxChatOptions.builder().model('DEFAULT_MODEL').build());

    const request = client.createRequest(
      new Prompt(
        'Test message content',
        MiniMaxChatOptions.builder().model('PROMPT_MODEL').toolCallbacks([weatherTool(TOOL_FUNCTION_NAME)]).build(),
      ),
      false,
    );
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(false);
    expect(request.model()).toBe('PROMPT_MODEL');
    expect(request.tools()).toHaveLength(1);
    expect(request.tools()?.[0]?.getFunction()?.getName()).toBe(TOOL_FUNCTION_NAME);
  });

  test('defaultOptionsTools', () => {
    const TOOL_FUNCTION_NAME = 'CurrentWeather';
    const client = new MiniMaxChatModel(
      new MiniMaxApi('TEST'),
      MiniMaxChatOptions.builder().model('DEFAULT_MODEL').toolCallbacks([weatherTool(TOOL_FUNCTION_NAME)]).build(),
    );
    const prompt = client.buildRequestPrompt(new Prompt('Test message content'));
    const request = client.createRequest(prompt, false);
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(false);
    expect(request.model()).toBe('DEFAULT_MODEL');
  });
});

describe('ChatCompletionRequest wire form (spring-ai-ts)', () => {
  test("Java's nulls stay off the wire, and present fields keep their wire names", () => {
    const { ChatCompletionRequest, ChatCompletionMessage } = MiniMaxApi;
    const messages = [new ChatCompletionMessage('hi', ChatCompletionMessage.Role.USER)];
    const nulls = null as unknown as undefined;
    const request = new ChatCompletionRequest(messages, 'm', nulls, 64, nulls, nulls, nulls, nulls, ['x'], true, 0.5, nulls, nulls, nulls, nulls);
    expect(request.frequencyPenalty()).toBeUndefined();
    expect(request.topP()).toBeUndefined();
    expect(request.toJSON()).toEqual({
      messages,
      model: 'm',
      max_tokens: 64,
      stop: ['x'],
      stream: true,
      temperature: 0.5,
      stream_options: { include_usage: true },
    });
    expect(Object.keys(request.toJSON())).toEqual(['messages', 'model', 'max_tokens', 'stop', 'stream', 'temperature', 'stream_options']);
  });
});
