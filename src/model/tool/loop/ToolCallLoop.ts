/* spring-ai-ts, Apache-2.0. The one tool-calling round driver, for the advisor's loop and the chat models' own loops. */
import type { ChatResponse } from '../../../chat/model/ChatResponse.js';
import type { Generation } from '../../../chat/model/Generation.js';
import { Flux } from '../../../java/reactor/Flux.js';
import { Schedulers } from '../../../java/reactor/Schedulers.js';
import { ToolCallLimitExceededException } from '../ToolCallLimitExceededException.js';
import { ToolCallReactiveContextHolder } from '../ToolCallReactiveContextHolder.js';
import { ToolExecutionResult } from '../ToolExecutionResult.js';

type Maybe<T> = T | Promise<T>;

/**
 * How a tool round ended: the loop goes on with the tools' result, or ends with generations that
 * replace the round's own (the direct tool results, or the breached limit's refusal).
 */
export type ToolRoundOutcome =
  | { readonly kind: 'next'; readonly result: ToolExecutionResult }
  | { readonly kind: 'final'; readonly generations: Generation[] };

/**
 * What a tool loop is made of, over its own request and response types (a `Prompt` and a
 * `ChatResponse` inside a chat model; a chat client request and response inside an advisor).
 * The loop drivers ({@link ToolCallLoop.call}, {@link ToolCallLoop.stream}) own the order of the
 * steps and how a round ends; the hooks own the I/O and the types.
 */
export interface ToolCallLoopHooks<Request, Response> {
  /** Called before each round; returns the request the round sends (default: unchanged). */
  prepareRound?(request: Request): Maybe<Request>;
  /** The chat response inside a round's response (`undefined` when there is none). */
  chatResponseOf(response: Response): ChatResponse | undefined;
  /** Whether the round asks for tools that this loop runs. */
  toolExecutionRequired(chatResponse: ChatResponse): boolean;
  /** Runs the round's tools (`request` as sent). */
  executeToolCalls(request: Request, chatResponse: ChatResponse): Promise<ToolExecutionResult>;
  /** The loop's final response: `response` with `generations` in place of its chat response's own. */
  withGenerations(response: Response, chatResponse: ChatResponse, generations: Generation[]): Response;
  /** The next round's request after a tool round (`request` as sent). */
  nextRequest(request: Request, response: Response, result: ToolExecutionResult): Maybe<Request>;
}

/** The blocking loop's own steps. */
export interface ToolCallLoopCallHooks<Request, Response> extends ToolCallLoopHooks<Request, Response> {
  /** Sends one round and returns its response. */
  callRound(request: Request): Promise<Response>;
}

/** The streaming loop's own steps. */
export interface ToolCallLoopStreamHooks<Request, Response> extends ToolCallLoopHooks<Request, Response> {
  /**
   * Streams one round: its chunks pass on, and once they completed `onAggregated` has received
   * the round's aggregated response (not called when the round had no chunk).
   */
  streamRound(request: Request, onAggregated: (aggregated: Response) => void): Flux<Response>;
  /** Called with each round's aggregated response; returns the one the loop inspects (default: unchanged). */
  afterRound?(aggregated: Response): Maybe<Response>;
  /** What follows the last round's chunks when it asked for no tools. */
  finish(aggregated: Response, chatResponse: ChatResponse | undefined): Maybe<Flux<Response>>;
}

/**
 * The tool loop shared by `ToolCallAdvisor` (call and stream), the chat models' own loops and the
 * agent layer: round after round, while the model asks for tools, the tools run and their result
 * becomes the next round's request. A round ends the loop when it asks for no tools, when its
 * tools return directly (their results become the final generations), or when a tool-call limit
 * with behaviour `THROW` is breached (the breach's generation, finish reason
 * `toolCallLimitExceeded`, becomes the final one).
 */
export const ToolCallLoop = {
  /**
   * Runs `execute` (one round's tools) and says how the round ends; a breached limit is an
   * outcome, any other failure rejects.
   */
  async runRound(execute: () => Promise<ToolExecutionResult>): Promise<ToolRoundOutcome> {
    let result: ToolExecutionResult;
    try {
      result = await execute();
    } catch (error) {
      if (!(error instanceof ToolCallLimitExceededException)) throw error;
      return { kind: 'final', generations: [error.buildGeneration()] };
    }
    // Return-direct results go straight back to the application, not to the model.
    return ToolExecutionResult.isReturnDirect(result)
      ? { kind: 'final', generations: ToolExecutionResult.buildGenerations(result) }
      : { kind: 'next', result };
  },

  /** The blocking loop: rounds until one ends it; resolves with that round's (final) response. */
  async call<Request, Response>(hooks: ToolCallLoopCallHooks<Request, Response>, request: Request): Promise<Response> {
    let next = request;
    for (;;) {
      const sent = hooks.prepareRound === undefined ? next : await hooks.prepareRound(next);
      const response = await hooks.callRound(sent);
      const chatResponse = hooks.chatResponseOf(response);
      if (chatResponse === undefined || !hooks.toolExecutionRequired(chatResponse)) return response;
      const outcome = await ToolCallLoop.runRound(() => hooks.executeToolCalls(sent, chatResponse));
      if (outcome.kind === 'final') return hooks.withGenerations(response, chatResponse, outcome.generations);
      next = await hooks.nextRequest(sent, response, outcome.result);
    }
  },

  /**
   * The streaming loop: each round's chunks as they arrive, then (once the round completed and
   * asked for tools) the tools on a worker, with the subscriber's reactive context in
   * `ToolCallReactiveContextHolder` so that their observations find their parent, and the next
   * round. Nothing after a chunk runs before the consumer pulls the next one.
   */
  stream<Request, Response>(hooks: ToolCallLoopStreamHooks<Request, Response>, request: Request): Flux<Response> {
    return Flux.defer(async () => {
      const sent = hooks.prepareRound === undefined ? request : await hooks.prepareRound(request);
      let aggregated: Response | undefined;
      return hooks
        .streamRound(sent, (response) => {
          aggregated = response;
        })
        .concatWith(Flux.defer(() => afterStreamedRound(hooks, sent, aggregated)));
    });
  },
};

async function afterStreamedRound<Request, Response>(
  hooks: ToolCallLoopStreamHooks<Request, Response>,
  sent: Request,
  aggregated: Response | undefined,
): Promise<Flux<Response>> {
  if (aggregated === undefined) return Flux.empty();
  const response = hooks.afterRound === undefined ? aggregated : await hooks.afterRound(aggregated);
  const chatResponse = hooks.chatResponseOf(response);
  if (chatResponse === undefined || !hooks.toolExecutionRequired(chatResponse)) {
    // The final round's chunks have been streamed already.
    return hooks.finish(response, chatResponse);
  }
  return Flux.deferContextual(async (contextView) => {
    const outcome = await ToolCallLoop.runRound(() =>
      ToolCallReactiveContextHolder.run(contextView, () => hooks.executeToolCalls(sent, chatResponse)),
    );
    if (outcome.kind === 'final') return Flux.just(hooks.withGenerations(response, chatResponse, outcome.generations));
    return ToolCallLoop.stream(hooks, await hooks.nextRequest(sent, response, outcome.result));
  }).subscribeOn(Schedulers.boundedElastic());
}
