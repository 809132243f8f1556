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
import { DefaultToolDefinition } from '../../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../../src/tool/definition/ToolDefinition.js';
import { DefaultToolCallingManager } from '../../../../src/model/tool/DefaultToolCallingManager.js';
import { DelegatingToolCallbackResolver } from '../../../../src/tool/resolution/DelegatingToolCallbackResolver.js';
import { DefaultToolExecutionExceptionProcessor } from '../../../../src/tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
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

  test('buildRequestPrompt merges options of exactly this class as it merges others (a subclass takes the getter path)', () => {
    class Subclassed extends MiniMaxChatOptions {}
    const fill = <T extends MiniMaxChatOptions>(options: T): T => {
      options.setModel('prompt-model');
      options.setMaxTokens(5);
      options.setStop(['y']);
      options.setToolNames(new Set(['runtimeTool']));
      options.setToolContext({ shared: 'runtime', onlyRuntime: 1 });
      options.setInternalToolExecutionEnabled(false);
      return options;
    };
    const defaults = MiniMaxChatOptions.builder()
      .model('default-model').temperature(0.5).seed(7).tools([tool('t')]).toolCallbacks([callback('defaultCallback')])
      .toolNames('defaultTool').toolContext({ shared: 'default', onlyDefault: 2 }).internalToolExecutionEnabled(true).build();
    const model = new MiniMaxChatModel(new MiniMaxApi('TEST'), defaults);
    const direct = model.buildRequestPrompt(new Prompt('hi', fill(new MiniMaxChatOptions()))).getOptions() as MiniMaxChatOptions;
    const viaGetters = model.buildRequestPrompt(new Prompt('hi', fill(new Subclassed()))).getOptions() as MiniMaxChatOptions;
    expect(direct.equals(viaGetters)).toBe(true);
    expect(direct.getModel()).toBe('prompt-model');
    expect(direct.getTemperature()).toBe(0.5);
    expect(direct.getSeed()).toBe(7);
    expect(direct.getStop()).toEqual(['y']);
    expect(direct.getTools()?.map((t) => t.getFunction()?.getName())).toEqual(['t']);
    expect([...direct.getToolNames()]).toEqual(['runtimeTool']);
    expect(direct.getToolCallbacks().map((c) => c.getToolDefinition().name())).toEqual(['defaultCallback']);
    expect(direct.getToolContext()).toEqual(new Map<string, unknown>([['shared', 'runtime'], ['onlyDefault', 2], ['onlyRuntime', 1]]));
    expect(direct.getInternalToolExecutionEnabled()).toBe(false);
    // New collections: changing the request options leaves the defaults as they were.
    direct.setToolContext(new Map([['x', 1]]));
    expect(defaults.getToolContext()).toEqual(new Map<string, unknown>([['shared', 'default'], ['onlyDefault', 2]]));
    expect([...defaults.getToolNames()]).toEqual(['defaultTool']);
  });

  test('buildRequestPrompt takes the defaults for empty tool settings and still checks names and callbacks', () => {
    const defaults = MiniMaxChatOptions.builder().model('m').toolNames('defaultTool').toolCallbacks([callback('defaultCallback')]).internalToolExecutionEnabled(false).build();
    const model = new MiniMaxChatModel(new MiniMaxApi('TEST'), defaults);
    const options = model.buildRequestPrompt(new Prompt('hi', MiniMaxChatOptions.builder().build())).getOptions() as MiniMaxChatOptions;
    expect([...options.getToolNames()]).toEqual(['defaultTool']);
    expect(options.getToolCallbacks().map((c) => c.getToolDefinition().name())).toEqual(['defaultCallback']);
    expect(options.getInternalToolExecutionEnabled()).toBe(false);
    // The builder's name list takes an empty name; the merge refuses it, as Spring's setter does.
    expect(() => model.buildRequestPrompt(new Prompt('hi', MiniMaxChatOptions.builder().toolNames('').build()))).toThrow(
      'toolNames cannot contain empty elements',
    );
    const twice = MiniMaxChatOptions.builder().toolCallbacks([callback('same'), callback('same')]).build();
    expect(() => model.buildRequestPrompt(new Prompt('hi', twice))).toThrow('Multiple tools with the same name (same) found in ToolCallingChatOptions');
  });

  test('a tool calling manager other than the default one is asked for tool definitions even when the options name no tools', () => {
    // A subclass of the default manager that adds a tool of its own.
    class ExtraToolManager extends DefaultToolCallingManager {
      override resolveToolDefinitions(): ToolDefinition[] {
        return [DefaultToolDefinition.builder().name('extra').description('always there').inputSchema('{"type":"object"}').build()];
      }
    }
    const model = MiniMaxChatModel.builder()
      .miniMaxApi(new MiniMaxApi('TEST'))
      .defaultOptions(MiniMaxChatOptions.builder().model('m').build())
      .toolCallingManager(new ExtraToolManager(ObservationRegistry.NOOP, new DelegatingToolCallbackResolver([]), new DefaultToolExecutionExceptionProcessor(true)))
      .build();
    expect(toolNames(model.createRequest(new Prompt('hi', MiniMaxChatOptions.builder().build()), true))).toEqual(['extra']);
    const plain = new MiniMaxChatModel(new MiniMaxApi('TEST'), MiniMaxChatOptions.builder().model('m').build());
    expect(plain.createRequest(new Prompt('hi', MiniMaxChatOptions.builder().build()), true).tools()).toBeUndefined();
    expect(toolNames(plain.createRequest(new Prompt('hi', MiniMaxChatOptions.builder().toolCallbacks([callback('cb')]).build()), true))).toEqual(['cb']);
  });
});
