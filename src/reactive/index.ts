/* spring-ai-ts, Apache-2.0. Barrel of the reactive core (Flux, Context, Schedulers). */
export { Flux } from './Flux.js';
export type { Publisher } from './Publisher.js';
export type { FluxSink } from './FluxSink.js';
export type { SynchronousSink } from './SynchronousSink.js';
export type { Subscription } from './Subscription.js';
export type { Disposable } from './Disposable.js';
export type { ErrorMatcher } from './ErrorMatcher.js';
export { Context } from './Context.js';
export type { ContextView } from './ContextView.js';
export { SignalType } from './SignalType.js';
export type { Scheduler } from './Scheduler.js';
export { Schedulers } from './Schedulers.js';
export { NoSuchElementException } from './NoSuchElementException.js';
export { TimeoutException } from './TimeoutException.js';
export { Sinks } from './Sinks.js';
export { Retry, RetrySpec, RetryBackoffSpec, Exceptions } from './Retry.js';
export type { RetrySignal } from './Retry.js';
export { Tuple2, Tuple3, Tuples } from './Tuples.js';
