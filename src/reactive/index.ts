/* spring-ai-ts, Apache-2.0. Barrel of the reactive core (Flux, Context, Schedulers). */
export { Flux } from './Flux.js';
export type { Publisher } from './Publisher.js';
export { Context } from './Context.js';
export type { ContextView } from './ContextView.js';
export { SignalType } from './SignalType.js';
export type { Disposable } from './Disposable.js';
export { NoSuchElementException } from './NoSuchElementException.js';
export { TimeoutException } from './TimeoutException.js';
