/* spring-ai-ts, Apache-2.0. Consumes a Flux for the terminal operators (internal). */
import type { FluxCore } from './FluxCore.js';
import { runSync } from './fusion.js';

/**
 * Feeds every element to `onValue` until it returns `false` (which cancels upstream) or the Flux
 * ends. A synchronous pipeline runs as a plain loop; anything else through async iteration.
 * Never throws synchronously: every failure is a rejection.
 */
export async function drain<T>(flux: FluxCore<T>, onValue: (value: T) => boolean): Promise<void> {
  if (runSync(flux, onValue)) {
    return;
  }
  for await (const value of flux) {
    if (!onValue(value)) {
      break;
    }
  }
}
