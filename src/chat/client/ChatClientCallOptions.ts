/* spring-ai-ts, Apache-2.0. Options of ChatClientRequestSpec.call()/stream(); no Java counterpart. */

/**
 * Per-call options of `call(options)` and `stream(options)` on a chat client request.
 *
 * @remarks
 * An addition to Spring AI, whose `call()` and `stream()` take no arguments. Aborting the signal
 * rejects the pending `call()` result (or ends the stream) with `AbortedException` and cancels
 * the model request: the signal is visible to models and tools through `AbortSignalContext`.
 *
 * @category Chat Client
 */
export interface ChatClientCallOptions {
  /** Aborts the call or stream when signalled. */
  readonly signal?: AbortSignal | undefined;
}
