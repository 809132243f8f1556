/* spring-ai-ts, Apache-2.0. Flux.interval: ticks 0, 1, 2, … on a timer. */
import { FluxCore } from '../internal/FluxCore.js';
import { done } from '../internal/fusion.js';

/**
 * Implements {@link Flux.interval}: per subscription, the timer starts at the first pull; the first
 * tick comes after `delay`, the next ones every `period`. Ticks the consumer has not pulled yet wait
 * in order. A cancel clears the timers and settles a pending pull as done. @internal
 */
export function interval(delay: number, period: number): FluxCore<number> {
  return new FluxCore<number>(() => {
    let started = false;
    let cancelled = false;
    let produced = 0;
    let delivered = 0;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let repeat: ReturnType<typeof setInterval> | undefined;
    let wake: (() => void) | undefined;
    const tick = (): void => {
      produced++;
      const w = wake;
      wake = undefined;
      w?.();
    };
    return {
      async next(): Promise<IteratorResult<number>> {
        if (!started) {
          started = true;
          timeout = setTimeout(() => {
            tick();
            repeat = setInterval(tick, period);
          }, delay);
        }
        for (;;) {
          if (cancelled) {
            return done();
          }
          if (delivered < produced) {
            return { done: false, value: delivered++ };
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      },
      async return(): Promise<IteratorResult<number>> {
        cancelled = true;
        clearTimeout(timeout);
        clearInterval(repeat);
        const w = wake;
        wake = undefined;
        w?.();
        return done();
      },
    };
  });
}
