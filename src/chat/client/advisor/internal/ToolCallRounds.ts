/* spring-ai-ts, Apache-2.0. Internal: the call and stream drivers of ToolCallAdvisor's loop. */
import { AbortSignalContext } from '../../../../core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../../../core/IllegalArgumentException.js';
import { ToolCallLimitBehavior } from '../../../../model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../../../model/tool/ToolCallLimitExceededException.js';
import { ToolCallingChatOptions } from '../../../../model/tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../../../model/tool/ToolCallingManager.js';
import { ToolCallReactiveContextHolder } from '../../../../model/tool/ToolCallReactiveContextHolder.js';
import { ToolExecutionResult } from '../../../../model/tool/ToolExecutionResult.js';
import { Flux } from '../../../../reactive/Flux.js';
import { Schedulers } from '../../../../reactive/Schedulers.js';
import type { Message } from '../../../messages/Message.js';
import { ChatResponse } from '../../../model/ChatResponse.js';
import type { Generation } from '../../../model/Generation.js';
import { Prompt } from '../../../prompt/Prompt.js';
import { ChatClientMessageAggregator } from '../../ChatClientMessageAggregator.js';
import { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import type { CallAdvisor } from '../api/CallAdvisor.js';
import type { CallAdvisorChain } from '../api/CallAdvisorChain.js';
import type { StreamAdvisor } from '../api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../api/StreamAdvisorChain.js';
import type { ToolCallAdvisorOptions } from '../ToolCallAdvisorOptions.js';
import { ToolCallLoop } from './ToolCallLoop.js';

const OPTIONS_REQUIRED = 'ToolCall Advisor requires ToolCallingChatOptions to be set in the ChatClientRequest options.';

const LOOP = 'The tool calling loop';

const AGGREGATOR = new ChatClientMessageAggregator();

type Maybe<T> = T | Promise<T>;

/** The advisor's hooks and settings, as the drivers call them (closures over its protected `do…` methods). */
export interface ToolCallAdvisorSteps {
  readonly advisor: CallAdvisor & StreamAdvisor;
  readonly toolCallingManager: ToolCallingManager;
  readonly streamToolCallResponses: boolean;
  beforeCall(request: ChatClientRequest, chain: CallAdvisorChain): Maybe<ChatClientRequest>;
  afterCall(response: ChatClientResponse, chain: CallAdvisorChain): Maybe<ChatClientResponse>;
  nextInstructions(request: ChatClientRequest, response: ChatClientResponse, result: ToolExecutionResult): Maybe<Message[]>;
  beforeStream(request: ChatClientRequest, chain: StreamAdvisorChain): Maybe<ChatClientRequest>;
  afterStream(response: ChatClientResponse, chain: StreamAdvisorChain): Maybe<ChatClientResponse>;
  finalizeLoopStream(responses: Flux<ChatClientResponse>, chain: StreamAdvisorChain): Maybe<Flux<ChatClientResponse>>;
  nextInstructionsStream(
    request: ChatClientRequest,
    response: ChatClientResponse,
    result: ToolExecutionResult,
  ): Maybe<Message[]>;
}

function isToolCall(chatResponse: ChatResponse | undefined): chatResponse is ChatResponse {
  return chatResponse !== undefined && chatResponse !== null && chatResponse.hasToolCalls();
}

/** The chat response with its generations replaced, all metadata kept. */
function withGenerations(
  response: ChatClientResponse,
  chatResponse: ChatResponse,
  generations: Generation[],
): ChatClientResponse {
  return response
    .mutate()
    .chatResponse(ChatResponse.builder().from(chatResponse).generations(generations).build())
    .build();
}

/** The loop's per-turn state: what `ToolCallLoop` needs from the advisor's options. */
export function loopFor(options: ToolCallAdvisorOptions): ToolCallLoop {
  return new ToolCallLoop({
    accumulateUsage: options.accumulateUsage ?? false,
    maxCallsPerTool: options.maxCallsPerTool,
    maxCallsPerToolByName: options.maxCallsPerToolByName ?? new Map(),
    toolsExcludedFromLimit: options.toolsExcludedFromLimit ?? new Set(),
    maxTotalToolCalls: options.maxTotalToolCalls,
    onLimitExceeded: options.onLimitExceeded ?? ToolCallLimitBehavior.THROW,
    maxRepeatedToolCalls: options.maxRepeatedToolCalls,
  });
}

/** @throws IllegalArgumentException when the request's options are not tool-calling options */
export function requireToolCallingOptions(chatClientRequest: ChatClientRequest): void {
  const options = chatClientRequest.prompt().getOptions();
  if (options === undefined || options === null || !ToolCallingChatOptions.isInstance(options)) {
    throw new IllegalArgumentException(OPTIONS_REQUIRED);
  }
}

/** A copy of the request's options with internal tool execution off. */
export function copyWithoutInternalExecution(chatClientRequest: ChatClientRequest): ToolCallingChatOptions {
  const options = chatClientRequest.prompt().getOptions() as ToolCallingChatOptions;
  const optionsCopy = options.copy<ToolCallingChatOptions>();
  // The model must hand the tool calls back instead of running its own loop.
  optionsCopy.setInternalToolExecutionEnabled(false);
  return optionsCopy;
}

/** The call loop: rounds down `chain.copy(advisor)` until a response has no tool calls. */
export async function runCallLoop(
  steps: ToolCallAdvisorSteps,
  initializedRequest: ChatClientRequest,
  callAdvisorChain: CallAdvisorChain,
  loop: ToolCallLoop,
): Promise<ChatClientResponse> {
  const optionsCopy = copyWithoutInternalExecution(initializedRequest);
  let instructions = initializedRequest.prompt().getInstructions();
  let chatClientResponse: ChatClientResponse;
  let toolCallRound = false;
  do {
    AbortSignalContext.throwIfAborted(LOOP);
    let processedRequest = ChatClientRequest.builder()
      .prompt(new Prompt(instructions, optionsCopy))
      .context(initializedRequest.context())
      .build();
    processedRequest = await steps.beforeCall(processedRequest, callAdvisorChain);

    chatClientResponse = await callAdvisorChain.copy(steps.advisor).nextCall(processedRequest);
    chatClientResponse = await steps.afterCall(chatClientResponse, callAdvisorChain);

    const chatResponse = chatClientResponse.chatResponse();
    loop.addRoundResponse(chatResponse);
    toolCallRound = isToolCall(chatResponse);
    if (isToolCall(chatResponse)) {
      AbortSignalContext.throwIfAborted(LOOP);
      let toolExecutionResult: ToolExecutionResult;
      try {
        toolExecutionResult = await loop.executeToolCalls(steps.toolCallingManager, processedRequest.prompt(), chatResponse, false);
      } catch (error) {
        if (!(error instanceof ToolCallLimitExceededException)) throw error;
        chatClientResponse = withGenerations(chatClientResponse, chatResponse, [error.buildGeneration()]);
        break;
      }
      if (ToolExecutionResult.isReturnDirect(toolExecutionResult)) {
        // The tool results go straight back to the application, not to the model.
        chatClientResponse = withGenerations(
          chatClientResponse,
          chatResponse,
          ToolExecutionResult.buildGenerations(toolExecutionResult),
        );
        break;
      }
      instructions = await steps.nextInstructions(processedRequest, chatClientResponse, toolExecutionResult);
    }
  } while (toolCallRound);
  return loop.applyAccumulatedUsage(chatClientResponse);
}

/** One streamed round, then (after it completes) the next one, as one `Flux`. */
export function streamRounds(
  steps: ToolCallAdvisorSteps,
  streamAdvisorChain: StreamAdvisorChain,
  originalRequest: ChatClientRequest,
  optionsCopy: ToolCallingChatOptions,
  instructions: Message[],
  loop: ToolCallLoop,
): Flux<ChatClientResponse> {
  return Flux.deferContextual(async () => {
    AbortSignalContext.throwIfAborted(LOOP);
    let processedRequest = ChatClientRequest.builder()
      .prompt(new Prompt(instructions, optionsCopy))
      .context(originalRequest.context())
      .build();
    processedRequest = await steps.beforeStream(processedRequest, streamAdvisorChain);
    const finalRequest = processedRequest;
    const responses = streamAdvisorChain.copy(steps.advisor).nextStream(finalRequest);

    // Aggregate the round while passing its chunks on, then decide on the next round.
    let aggregated: ChatClientResponse | undefined;
    const previousAccumulated = loop.accumulatedResponse();
    return AGGREGATOR.aggregateChatClientResponse(responses, (response) => {
      aggregated = response;
    })
      .map((chunk) => loop.applyPreviousUsageToChunk(chunk, previousAccumulated))
      .concatWith(
        Flux.defer(() => nextRound(steps, aggregated, finalRequest, streamAdvisorChain, originalRequest, optionsCopy, loop)),
      )
      .filter((response) => steps.streamToolCallResponses || !isToolCall(response.chatResponse()));
  });
}

async function nextRound(
  steps: ToolCallAdvisorSteps,
  aggregatedResponse: ChatClientResponse | undefined,
  finalRequest: ChatClientRequest,
  streamAdvisorChain: StreamAdvisorChain,
  originalRequest: ChatClientRequest,
  optionsCopy: ToolCallingChatOptions,
  loop: ToolCallLoop,
): Promise<Flux<ChatClientResponse>> {
  if (aggregatedResponse === undefined) {
    return Flux.empty();
  }
  const afterResponse = await steps.afterStream(aggregatedResponse, streamAdvisorChain);
  const chatResponse = afterResponse.chatResponse();
  const accumulated = loop.addRoundResponse(chatResponse);

  if (!isToolCall(chatResponse)) {
    // The final round's chunks have been streamed already.
    return steps.finalizeLoopStream(loop.finalUsageCorrection(afterResponse, chatResponse, accumulated), streamAdvisorChain);
  }

  // The tools run with the subscriber's context, so their observations find their parent.
  return Flux.deferContextual(async (contextView) => {
    AbortSignalContext.throwIfAborted(LOOP);
    let toolExecutionResult: ToolExecutionResult;
    try {
      toolExecutionResult = await ToolCallReactiveContextHolder.run(contextView, () =>
        loop.executeToolCalls(steps.toolCallingManager, finalRequest.prompt(), chatResponse, true),
      );
    } catch (error) {
      if (!(error instanceof ToolCallLimitExceededException)) throw error;
      return Flux.just(loop.applyAccumulatedUsage(withGenerations(afterResponse, chatResponse, [error.buildGeneration()])));
    }
    if (ToolExecutionResult.isReturnDirect(toolExecutionResult)) {
      return Flux.just(
        loop.applyAccumulatedUsage(
          withGenerations(afterResponse, chatResponse, ToolExecutionResult.buildGenerations(toolExecutionResult)),
        ),
      );
    }
    const nextInstructions = await steps.nextInstructionsStream(finalRequest, afterResponse, toolExecutionResult);
    return streamRounds(steps, streamAdvisorChain, originalRequest, optionsCopy, nextInstructions, loop);
  }).subscribeOn(Schedulers.boundedElastic());
}
