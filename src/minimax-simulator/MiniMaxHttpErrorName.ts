/* spring-ai-ts, Apache-2.0. The names of the scripted MiniMax HTTP error presets. */
import type { MiniMaxHttpErrors } from './MiniMaxHttpErrors.js';

/**
 * The name of one of the {@link MiniMaxHttpErrors} presets, e.g. `rate-limit`.
 *
 * @category Testing
 */
export type MiniMaxHttpErrorName = keyof typeof MiniMaxHttpErrors;
