/* spring-ai-ts, Apache-2.0. Java's Consumer<AugmentedArgumentEvent<T>> for AugmentedToolCallback. */
import type { AugmentedArgumentEvent } from './AugmentedArgumentEvent.js';

/**
 * Receives the extra arguments of an {@link AugmentedToolCallback} (Java's `Consumer`); may be
 * `async`.
 *
 * @category Tools
 */
export type AugmentedArgumentConsumer<T> = (event: AugmentedArgumentEvent<T>) => void | Promise<void>;
