/* spring-ai-ts, Apache-2.0. Flux.toReadableStream: expose a Flux as a web ReadableStream. */
import type { FluxCore } from '../internal/FluxCore.js';
import { cancelQuietly } from '../internal/fusion.js';

/**
 * Implements {@link Flux.toReadableStream}: the stream pulls one element per read (high-water mark
 * 0, so nothing runs before the first read), and cancelling the stream cancels the Flux. @internal
 */
export function toReadableStream<T>(source: FluxCore<T>): ReadableStream<T> {
  let it: AsyncIterator<T> | undefined;
  let pulling = false;
  return new ReadableStream<T>(
    {
      async pull(controller): Promise<void> {
        it ??= source[Symbol.asyncIterator]();
        pulling = true;
        try {
          const result = await it.next();
          if (result.done) {
            controller.close();
          } else {
            controller.enqueue(result.value);
          }
        } catch (e) {
          controller.error(e);
        } finally {
          pulling = false;
        }
      },
      async cancel(): Promise<void> {
        const cancelling = cancelQuietly(it);
        // A source busy in a pull finishes its return() only when that pull settles; don't wait.
        if (!pulling) {
          await cancelling;
        }
      },
    },
    { highWaterMark: 0 },
  );
}
