// spring-ai-ts own tests: the single typed merge behind MiniMaxChatModel.createRequest and buildRequestPrompt.
import { DefaultChatOptions, DefaultChatOptionsBuilder } from '../../../../src/chat/prompt/DefaultChatOptions.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { ChatCompletionRequest, ToolChoiceBuilder } from '../../../../src/model/minimax/api/ChatCompletionRequest.js';
import { FunctionTool } from '../../../../src/model/minimax/api/FunctionTool.js';
import { FunctionToolFunction } from '../../../../src/model/minimax/api/FunctionToolFunction.js';
import { MiniMaxApi } from '../../../../src/model/minimax/api/MiniMaxApi.js';
import { ResponseFormat } from '../../../../src/model/minimax/api/ResponseFormat.js';
import { MiniMaxChatModel } from '../../../../src/model/minimax/MiniMaxChatModel.js';
import { MiniMaxChatOptions } from '../../../../src/model/minimax/MiniMaxChatOptions.js';
import { FunctionToolCallback } from '../../../../src/tool/function/FunctionToolCallback.js';
import { mockWeatherService, WeatherRequest } from '../api/MockWeatherService.js';

const tool = (name: string) => new FunctionTool(new FunctionToolFunction(`${name} tool`, name, { type: 'object' }));
const callback = (name: string) =>
  FunctionToolCallback.builder(name, mockWeatherService).description('Get the weather').inputType(WeatherRequest).build();
const toolNames = (request: ChatCompletionRequest) => request.tools()?.map((t) => t.getFunction()?.getName());

describe('MiniMax request merge', () => {
  test('each request field comes from the prompt options when present, else from the defaults', () => {
    const defaults = MiniMaxChatOptions.builder()
      .model('default-model').temperature(0.5).maxTokens(100).N(1).seed(7).stop(['x']).topP(0.9)
      .frequencyPenalty(0.1).presencePenalty(0.2).maskSensitiveInfo(true).responseFormat(new ResponseFormat('text'))
      .toolChoice(ToolChoiceBuilder.AUTO).build();
    const model = new MiniMaxChatModel(new MiniMaxApi('TEST'), defaults);
    const request = model.createRequest(new Prompt('hi', MiniMaxChatOptions.builder().model('prompt-model').maxTokens(5).stop(['y']).build()), true);
    expect(request.model()).toBe('prompt-model');
    expect(request.maxTokens()).toBe(5);
    expect(request.stop()).toEqual(['y']);
    expect(request.temperature()).toBe(0.5);
    expect(request.n()).toBe(1);
    expect(request.seed()).toBe(7);
    expect(request.topP()).toBe(0.9);
    expect(request.frequencyPenalty()).toBe(0.1);
    expect(request.presencePenalty()).toBe(0.2);
    expect(request.maskSensitiveInfo()).toBe(true);
    expect(request.toolChoice()).toBe('auto');
    expect(request.stream()).toBe(true);
    // The wire form keeps Java's field order and drops absent fields.
    expect(Object.keys(request.toJSON())).toEqual([
      'messages', 'model', 'frequency_penalty', 'max_tokens', 'n', 'presence_penalty', 'response_format', 'seed',
      'stop', 'stream', 'temperature', 'top_p', 'mask_sensitive_info', 'tool_choice', 'stream_options',
    ]);
  });

  test('tools given directly win over tools resolved from callbacks, which win over the default tools', () => {
    const model = new MiniMaxChatModel(new MiniMaxApi('TEST'), MiniMaxChatOptions.builder().model('m').tools([tool('defaultTool')]).build());
    const direct = model.createRequest(
      new Prompt('hi', MiniMaxChatOptions.builder().tools([tool('directTool')]).toolCallbacks([callback('callbackTool')]).build()),
      false,
    );
    expect(toolNames(direct)).toEqual(['directTool']);
    const resolved = model.createRequest(new Prompt('hi', MiniMaxChatOptions.builder().toolCallbacks([callback('callbackTool')]).build()), false);
    expect(toolNames(resolved)).toEqual(['callbackTool']);
    const fallback = model.createRequest(new Prompt('hi', MiniMaxChatOptions.builder().build()), false);
    expect(toolNames(fallback)).toEqual(['defaultTool']);
  });

  test('portable options contribute their portable fields only; top-K is not a MiniMax field', () => {
    const model = new MiniMaxChatModel(new MiniMaxApi('TEST'), MiniMaxChatOptions.builder().model('m').seed(3).build());
    const portable = new DefaultChatOptionsBuilder().model('portable').temperature(0.3).topK(40).stopSequences(['z']).build();
    expect(portable).toBeInstanceOf(DefaultChatOptions);
    const request = model.createRequest(new Prompt('hi', portable), false);
    expect(request.model()).toBe('portable');
    expect(request.temperature()).toBe(0.3);
    expect(request.stop()).toEqual(['z']);
    expect(request.seed()).toBe(3);
    expect(request.toJSON()).not.toHaveProperty('top_k');
  });

  test('buildRequestPrompt merges the same fields over the defaults into new options', () => {
    const defaults = MiniMaxChatOptions.builder().model('default-model').temperature(0.5).stop(['a']).build();
    const model = new MiniMaxChatModel(new MiniMaxApi('TEST'), defaults);
    const options = model.buildRequestPrompt(new Prompt('hi', MiniMaxChatOptions.builder().temperature(0.9).build())).getOptions() as MiniMaxChatOptions;
    expect(options.getModel()).toBe('default-model');
    expect(options.getTemperature()).toBe(0.9);
    expect(options.getStop()).toEqual(['a']);
    expect(options).not.toBe(defaults);
  });

  test('buildRequestPrompt keeps no list of the prompt options: later changes to them do not reach the request', () => {
    const model = new MiniMaxChatModel(new MiniMaxApi('TEST'), MiniMaxChatOptions.builder().model('default-model').build());
    const stop = ['x'];
    const tools = [tool('a')];
    const promptOptions = MiniMaxChatOptions.builder().stop(stop).tools(tools).build();
    const options = model.buildRequestPrompt(new Prompt('hi', promptOptions)).getOptions() as MiniMaxChatOptions;
    stop.push('y');
    tools.push(tool('b'));
    promptOptions.setStop(['z']);
    expect(options.getStop()).toEqual(['x']);
    expect(options.getTools()?.map((t) => t.getFunction()?.getName())).toEqual(['a']);
    expect(options).not.toBe(promptOptions);
  });

  test('the short constructors fill the named fields as Java does', () => {
    const messages: never[] = [];
    expect(new ChatCompletionRequest(messages, 'm', 0.4).toJSON()).toEqual({ messages: [], model: 'm', stream: false, temperature: 0.4 });
    expect(new ChatCompletionRequest(messages, 'm', 0.4, true).stream()).toBe(true);
    const withTools = new ChatCompletionRequest(messages, 'm', [tool('t')], ToolChoiceBuilder.NONE);
    expect(withTools.temperature()).toBe(0.8);
    expect(withTools.toolChoice()).toBe('none');
    expect(ChatCompletionRequest.ToolChoiceBuilder).toBe(ToolChoiceBuilder);
  });
});
