/* spring-ai-ts, Apache-2.0. Internal: one tool call bounded by DefaultToolCallingManager's tool timeout. */
import { ToolContext } from '../../../chat/model/ToolContext.js';
import { AbortSignalContext } from '../../../java/core/AbortSignalContext.js';
import { ToolCallTimeoutException } from '../ToolCallTimeoutException.js';

/**
 * Runs `call` with a tool context whose abort signal also fires after `timeoutMillis`; rejects
 * with {@link ToolCallTimeoutException} then, even when the tool ignores its signal.
 */
export async function callWithTimeout<T>(
  toolName: string,
  timeoutMillis: number,
  toolContext: ToolContext,
  call: (toolContext: ToolContext) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const caller = toolContext.getAbortSignal();
  const signal = caller === undefined ? controller.signal : AbortSignal.any([caller, controller.signal]);
  const context = new Map(toolContext.getContext());
  context.set(ToolContext.ABORT_SIGNAL, signal);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new ToolCallTimeoutException(toolName, timeoutMillis);
      controller.abort(error);
      reject(error);
    }, timeoutMillis);
  });
  const running = (async () => AbortSignalContext.run(signal, () => call(new ToolContext(context))))();
  // The tool may still settle (or fail) after the timeout won the race: nobody waits for it then.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
