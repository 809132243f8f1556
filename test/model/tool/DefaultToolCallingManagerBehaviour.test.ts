/* spring-ai-ts, Apache-2.0. DefaultToolCallingManager behaviour beyond Spring's own tests. */
import 'reflect-metadata';
import { container } from 'tsyringe';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { ToolResponseMessage } from '../../../src/chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { AbortedException } from '../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../src/java/core/AbortSignalContext.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import type { ObservationView } from '../../../src/java/micrometer/observation/ObservationView.js';
import { ObservationThreadLocalAccessor } from '../../../src/java/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import { TestObservationRegistry } from '../../../src/java/micrometer/observation/tck/TestObservationRegistry.js';
import { DefaultToolCallingManager } from '../../../src/model/tool/DefaultToolCallingManager.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { ToolCallingManager } from '../../../src/model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../src/model/tool/ToolExecutionResult.js';
import { ToolCallReactiveContextHolder } from '../../../src/model/tool/ToolCallReactiveContextHolder.js';
import { Context } from '../../../src/java/reactor/Context.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import { DefaultToolExecutionExceptionProcessor } from '../../../src/tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionExceptionProcessor } from '../../../src/tool/execution/ToolExecutionExceptionProcessor.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import { DefaultToolCallingObservationConvention } from '../../../src/tool/observation/DefaultToolCallingObservationConvention.js';
import { ToolCallingContentObservationFilter } from '../../../src/tool/observation/ToolCallingContentObservationFilter.js';
import { ToolCallingObservationContext } from '../../../src/tool/observation/ToolCallingObservationContext.js';
import { StaticToolCallbackResolver } from '../../../src/tool/resolution/StaticToolCallbackResolver.js';
import { ToolCallbackResolver } from '../../../src/tool/resolution/ToolCallbackResolver.js';

type ToolFunction = (input: string, context: ToolContext | undefined) => string | Promise<string>;

/** A tool callback running `fn`; `fn` may answer synchronously or with a Promise. */
function tool(name: string, fn: ToolFunction, returnDirect = false): ToolCallback {
  const definition = DefaultToolDefinition.builder().name(name).description(`the ${name} tool`).inputSchema('{}').build();
  return {
    getToolDefinition: () => definition,
    getToolMetadata: () => ToolMetadata.builder().returnDirect(returnDirect).build(),
    // Deliberately not async: a sync result is passed through as is.
    call: ((input: string, context?: ToolContext) => fn(input, context)) as ToolCallback['call'],
  };
}

function toolCalls(...names: string[]): ChatResponse {
  return new ChatResponse([
    new Generation(
      AssistantMessage.builder()
        .content('calling tools')
        .toolCalls(names.map((name, index) => new AssistantMessage.ToolCall(`call-${index}`, 'function', name, '{}')))
        .build(),
    ),
  ]);
}

function responses(result: ToolExecutionResult): string[] {
  const last = result.conversationHistory().at(-1) as ToolResponseMessage;
  return last.getResponses().map((response) => `${response.name()}=${response.responseData()}`);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function toolObservations(registry: TestObservationRegistry): ToolCallingObservationContext[] {
  return registry
    .getObservationContexts()
    .filter((context): context is ToolCallingObservationContext => context instanceof ToolCallingObservationContext);
}

describe('DefaultToolCallingManager (spring-ai-ts)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('a tool throwing something other than ToolExecutionException rejects the call and leaves the conversation as it was', async () => {
    const registry = TestObservationRegistry.create();
    const ran: string[] = [];
    const failure = new TypeError('boom');
    const options = ToolCallingChatOptions.builder()
      .toolCallbacks(
        tool('first', () => {
          ran.push('first');
          return 'ok';
        }),
        tool('broken', () => {
          ran.push('broken');
          throw failure;
        }),
        tool('third', () => {
          ran.push('third');
          return 'never';
        }),
      )
      .toolContext('tenant', 'acme')
      .build();
    const messages: Message[] = [new SystemMessage('be helpful'), new UserMessage('go')];
    const prompt = new Prompt([...messages], options);
    const manager = DefaultToolCallingManager.builder().observationRegistry(registry).build();

    await expect(manager.executeToolCalls(prompt, toolCalls('first', 'broken', 'third'))).rejects.toBe(failure);

    expect(ran).toEqual(['first', 'broken']);
    expect(prompt.getInstructions()).toEqual(messages);
    expect([...options.getToolContext().keys()]).toEqual(['tenant']);
    const observed = toolObservations(registry);
    expect(observed.map((context) => context.getToolDefinition().name())).toEqual(['first', 'broken']);
    expect(observed[1]?.getError()).toBe(failure);
    expect(registry.getCurrentObservation()).toBeUndefined();
  });

  test('an unknown tool name rejects with "No ToolCallback found for tool name: X" and a hint in the log', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const manager = DefaultToolCallingManager.builder()
      .toolCallbackResolver(new StaticToolCallbackResolver([tool('known', () => 'k')]))
      .build();
    const prompt = new Prompt('hi', ToolCallingChatOptions.builder().build());

    const execution = manager.executeToolCalls(prompt, toolCalls('known', 'unknownTool'));

    await expect(execution).rejects.toThrow(IllegalStateException);
    await expect(execution).rejects.toThrow('No ToolCallback found for tool name: unknownTool');
    expect(String(warn.mock.calls.at(-1)?.[0])).toContain("LLM may have adapted the tool name 'unknownTool'");
  });

  test('the options\' callbacks win over the resolver, which is asked for the other names', async () => {
    const resolve = jest.fn((name: string) => tool(name, () => `resolver ${name}`));
    const manager = DefaultToolCallingManager.builder().toolCallbackResolver({ resolve }).build();
    const prompt = new Prompt(
      'hi',
      ToolCallingChatOptions.builder()
        .toolCallbacks(tool('a', () => 'options a'))
        .build(),
    );

    const result = await manager.executeToolCalls(prompt, toolCalls('a', 'b'));

    expect(responses(result)).toEqual(['a=options a', 'b=resolver b']);
    expect(resolve.mock.calls).toEqual([['b']]);
  });

  test('TOOL_CALL_HISTORY only when the options carry a non-empty tool context', async () => {
    const seen: ToolContext[] = [];
    const recorder = tool('rec', (_input, context) => {
      seen.push(context as ToolContext);
      return 'r';
    });
    const manager = DefaultToolCallingManager.builder().build();
    const response = toolCalls('rec');

    await manager.executeToolCalls(new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(recorder).build()), response);
    await manager.executeToolCalls(
      new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(recorder).toolContext('user', 'ann').build()),
      response,
    );

    expect(seen[0]?.getContext().size).toBe(0);
    expect(seen[1]?.getContext().get('user')).toBe('ann');
    const history = seen[1]?.getToolCallHistory() ?? [];
    expect(history).toHaveLength(2);
    expect(history[0]?.getText()).toBe('hi');
    const rebuilt = history[1] as AssistantMessage;
    const received = response.getResult()?.getOutput();
    expect(rebuilt).not.toBe(received);
    expect(rebuilt.getText()).toBe('calling tools');
    expect(rebuilt.getToolCalls()).toEqual(received?.getToolCalls());
    expect(() => (seen[1]?.getContext() as Map<string, unknown>).set('x', 1)).toThrow();
  });

  test('100 concurrent executeToolCalls with distinct ToolContexts never mix', async () => {
    const whoAmI = tool('whoAmI', async (_input, context) => {
      await delay(Math.random() * 5);
      const user = String(context?.getContext().get('user'));
      const history = context?.getToolCallHistory() ?? [];
      return `${user}:${history[0]?.getText() ?? ''}`;
    });
    const manager = DefaultToolCallingManager.builder().build();

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        manager.executeToolCalls(
          new Prompt(
            `question ${index}`,
            ToolCallingChatOptions.builder().toolCallbacks(whoAmI).toolContext('user', `user${index}`).build(),
          ),
          toolCalls('whoAmI', 'whoAmI'),
        ),
      ),
    );

    results.forEach((result, index) => {
      expect(responses(result)).toEqual([`whoAmI=user${index}:question ${index}`, `whoAmI=user${index}:question ${index}`]);
      expect(result.conversationHistory()[0]?.getText()).toBe(`question ${index}`);
    });
  });

  test('the caller AbortSignal reaches each tool through its ToolContext, and aborting stops the batch', async () => {
    const controller = new AbortController();
    const seenSignals: (AbortSignal | undefined)[] = [];
    const ran: string[] = [];
    const options = ToolCallingChatOptions.builder()
      .toolCallbacks(
        tool('first', (_input, context) => {
          ran.push('first');
          seenSignals.push(context?.getAbortSignal());
          seenSignals.push(context?.getContext().get(ToolContext.ABORT_SIGNAL) as AbortSignal | undefined);
          expect(context?.getContext().has(ToolContext.TOOL_CALL_HISTORY)).toBe(false);
          controller.abort(new Error('user cancelled'));
          return 'done';
        }),
        tool('second', () => {
          ran.push('second');
          return 'too late';
        }),
      )
      .build();
    const manager = DefaultToolCallingManager.builder().build();

    const execution = AbortSignalContext.run(controller.signal, () =>
      manager.executeToolCalls(new Prompt('hi', options), toolCalls('first', 'second')),
    );

    await expect(execution).rejects.toThrow(AbortedException);
    await expect(execution).rejects.toThrow('Tool execution was aborted');
    expect(ran).toEqual(['first']);
    expect(seenSignals).toEqual([controller.signal, controller.signal]);
  });

  test('an already aborted signal runs no tool at all', async () => {
    const controller = new AbortController();
    controller.abort();
    const callback = jest.fn(() => 'x');
    const manager = DefaultToolCallingManager.builder().build();
    const prompt = new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(tool('t', callback)).build());

    await expect(
      AbortSignalContext.run(controller.signal, () => manager.executeToolCalls(prompt, toolCalls('t'))),
    ).rejects.toBeInstanceOf(AbortedException);
    expect(callback).not.toHaveBeenCalled();
  });

  test('sync and async tools run one after the other in tool-call order', async () => {
    const events: string[] = [];
    const syncTool = tool('syncTool', () => {
      events.push('sync');
      return 'sync result';
    });
    const asyncTool = tool('asyncTool', async () => {
      events.push('async start');
      await delay(10);
      events.push('async end');
      return 'async result';
    });
    const manager = DefaultToolCallingManager.builder().build();
    const prompt = new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(syncTool, asyncTool).build());

    const result = await manager.executeToolCalls(prompt, toolCalls('asyncTool', 'syncTool', 'asyncTool'));

    expect(responses(result)).toEqual(['asyncTool=async result', 'syncTool=sync result', 'asyncTool=async result']);
    expect(events).toEqual(['async start', 'async end', 'sync', 'async start', 'async end']);
    expect(result.conversationHistory().map((message) => message.getMessageType().name())).toEqual([
      'USER',
      'ASSISTANT',
      'TOOL',
    ]);
  });

  test('a ToolExecutionException goes through the configured processor (plain function accepted)', async () => {
    const failing = DefaultToolDefinition.builder().name('failing').inputSchema('{}').build();
    const { ToolExecutionException } = await import('../../../src/tool/execution/ToolExecutionException.js');
    const callback: ToolCallback = {
      getToolDefinition: () => failing,
      call: () => Promise.reject(new ToolExecutionException(failing, new Error('bad input'))),
    } as unknown as ToolCallback;
    const manager = DefaultToolCallingManager.builder()
      .toolExecutionExceptionProcessor((exception) => `handled: ${exception.getMessage()}`)
      .build();

    const result = await manager.executeToolCalls(
      new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(callback).build()),
      toolCalls('failing'),
    );
    expect(responses(result)).toEqual(['failing=handled: bad input']);

    const throwing = DefaultToolCallingManager.builder()
      .toolExecutionExceptionProcessor(DefaultToolExecutionExceptionProcessor.builder().alwaysThrow(true).build())
      .build();
    await expect(
      throwing.executeToolCalls(
        new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(callback).build()),
        toolCalls('failing'),
      ),
    ).rejects.toBeInstanceOf(ToolExecutionException);
  });

  test('one observation per tool call, parented by the current observation in a call', async () => {
    const registry = TestObservationRegistry.create();
    const manager = DefaultToolCallingManager.builder().observationRegistry(registry).build();
    const prompt = new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(tool('a', () => 'A'), tool('b', () => 'B')).build());

    const parent = Observation.createNotStarted('parent', registry);
    await parent.observe(() => manager.executeToolCalls(prompt, toolCalls('a', 'b', 'a')));

    const observed = toolObservations(registry);
    expect(observed.map((context) => context.getContextualName())).toEqual(['tool_call a', 'tool_call b', 'tool_call a']);
    expect(observed.map((context) => context.getName())).toEqual(Array(3).fill(DefaultToolCallingObservationConvention.DEFAULT_NAME));
    for (const context of observed) {
      expect(context.getParentObservation()).toBe(parent);
    }
    expect(observed.map((context) => context.getToolCallResult())).toEqual(['A', 'B', 'A']);
  });

  test('whenBlockingExecutionThenToolCallObservationHasCurrentObservationAsParent (Spring AI 2.0 test)', async () => {
    const observationRegistry = ObservationRegistry.create();
    const capturedParents: (ObservationView | undefined)[] = [];
    observationRegistry.observationConfig().observationHandler({
      onStart: (context: ToolCallingObservationContext) => capturedParents.push(context.getParentObservation()),
      supportsContext: (context) => context instanceof ToolCallingObservationContext,
    });
    const manager = DefaultToolCallingManager.builder()
      .observationRegistry(observationRegistry)
      .toolCallbackResolver(new StaticToolCallbackResolver([tool('toolA', () => 'Mission accomplished!')]))
      .build();

    const parentObservation = Observation.start('parent', observationRegistry);
    const scope = parentObservation.openScope();
    try {
      await manager.executeToolCalls(new Prompt(new UserMessage('Hello'), ToolCallingChatOptions.builder().build()), toolCalls('toolA'));
    } finally {
      scope.close();
      parentObservation.stop();
    }

    expect(capturedParents).toEqual([parentObservation]);
  });

  test('in a Flux the parent comes from the reactive context handed over by ToolCallReactiveContextHolder', async () => {
    const registry = TestObservationRegistry.create();
    const manager = DefaultToolCallingManager.builder().observationRegistry(registry).build();
    const prompt = new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(tool('a', () => 'A'), tool('b', () => 'B')).build());
    const streamObservation = Observation.start('stream', registry);

    const results = await Flux.deferContextual((ctx) =>
      ToolCallReactiveContextHolder.run(ctx, () => manager.executeToolCalls(prompt, toolCalls('a', 'b'))),
    )
      .contextWrite(Context.of(ObservationThreadLocalAccessor.KEY, streamObservation))
      .collectList();
    streamObservation.stop();

    expect(results).toHaveLength(1);
    expect(registry.getCurrentObservation()).toBeUndefined();
    const observed = toolObservations(registry);
    expect(observed).toHaveLength(2);
    for (const context of observed) {
      expect(context.getParentObservation()).toBe(streamObservation);
    }
    expect(ToolCallReactiveContextHolder.getContext().isEmpty()).toBe(true);
  });

  test('the Java setContext/clearContext idiom works around an awaited call', async () => {
    const registry = TestObservationRegistry.create();
    const manager = DefaultToolCallingManager.builder().observationRegistry(registry).build();
    const prompt = new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(tool('a', () => 'A')).build());
    const streamObservation = Observation.start('stream', registry);

    const execute = async (): Promise<void> => {
      try {
        ToolCallReactiveContextHolder.setContext(Context.of(ObservationThreadLocalAccessor.KEY, streamObservation));
        await manager.executeToolCalls(prompt, toolCalls('a'));
      } finally {
        ToolCallReactiveContextHolder.clearContext();
      }
      expect(ToolCallReactiveContextHolder.getContext().isEmpty()).toBe(true);
    };
    // Run in its own async context so that enterWith does not leak into the test body.
    await ToolCallReactiveContextHolder.run(Context.empty(), execute);
    streamObservation.stop();

    expect(toolObservations(registry)[0]?.getParentObservation()).toBe(streamObservation);
  });

  test('a custom convention and the content filter apply to tool observations', async () => {
    const registry = TestObservationRegistry.create();
    registry.observationConfig().observationFilter(new ToolCallingContentObservationFilter());
    const manager = DefaultToolCallingManager.builder().observationRegistry(registry).build();
    manager.setObservationConvention(new DefaultToolCallingObservationConvention('my.tool'));
    const prompt = new Prompt('hi', ToolCallingChatOptions.builder().toolCallbacks(tool('a', () => 'A')).build());

    await manager.executeToolCalls(prompt, toolCalls('a'));

    const [context] = toolObservations(registry);
    expect(context?.getName()).toBe('my.tool');
    expect(context?.getHighCardinalityKeyValue('spring.ai.tool.call.arguments')?.getValue()).toBe('{}');
    expect(context?.getHighCardinalityKeyValue('spring.ai.tool.call.result')?.getValue()).toBe('A');
  });

  test('tsyringe builds the manager from the companion tokens', async () => {
    const child = container.createChildContainer();
    child.register(Symbol.for('spring-ai.ObservationRegistry'), { useValue: ObservationRegistry.NOOP });
    child.register(ToolCallbackResolver.TOKEN, {
      useValue: new StaticToolCallbackResolver([tool('fromContainer', () => 'container tool')]),
    });
    child.register(ToolExecutionExceptionProcessor.TOKEN, {
      useValue: DefaultToolExecutionExceptionProcessor.builder().build(),
    });
    child.register(ToolCallingManager.TOKEN, { useClass: DefaultToolCallingManager });

    const manager = child.resolve<ToolCallingManager>(ToolCallingManager.TOKEN);

    expect(manager).toBeInstanceOf(DefaultToolCallingManager);
    expect(ToolCallingManager.isInstance(manager)).toBe(true);
    const result = await manager.executeToolCalls(new Prompt('hi', ToolCallingChatOptions.builder().build()), toolCalls('fromContainer'));
    expect(responses(result)).toEqual(['fromContainer=container tool']);
    expect(ToolExecutionResult.isReturnDirect(result)).toBe(false);
  });

  test('executeToolCalls never throws synchronously', () => {
    const manager = DefaultToolCallingManager.builder().build();
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = manager.executeToolCalls(undefined as unknown as Prompt, undefined as unknown as ChatResponse);
    }).not.toThrow();
    return expect(promise).rejects.toThrow('prompt cannot be null');
  });

  test('ToolCallingManager.builder() and the Builder alias build a DefaultToolCallingManager', () => {
    expect(ToolCallingManager.builder().build()).toBeInstanceOf(DefaultToolCallingManager);
    expect(new DefaultToolCallingManager.Builder().build()).toBeInstanceOf(DefaultToolCallingManager);
    expect(ToolCallingManager.isInstance({})).toBe(false);
  });
});
