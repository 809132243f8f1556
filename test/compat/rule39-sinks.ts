// Translated Java snippets using Reactor's Sinks (rule 39) that must compile under `strict`
// (checked by `npm run typecheck`; test/compat/rule39-sinks.test.ts runs them).
import { Duration, Exceptions, Flux, Retry, SignalType, Sinks, type Tuple2 } from '../../src/index.js';

/**
 * Java:
 * ```java
 * class ToolEvents {
 *   private final Sinks.Many<String> sink = Sinks.many().multicast().onBackpressureBuffer();
 *   public Flux<String> events() { return sink.asFlux(); }
 *   public void publish(String event) {
 *     Sinks.EmitResult result = sink.tryEmitNext(event);
 *     if (result.isFailure()) { log.warn("dropped {}", result); }
 *   }
 *   public void done() { sink.emitComplete(Sinks.EmitFailureHandler.FAIL_FAST); }
 *   public int listeners() { return sink.currentSubscriberCount(); }
 * }
 * ```
 */
export class ToolEvents {
  private readonly sink: Sinks.Many<string> = Sinks.many().multicast().onBackpressureBuffer();
  readonly dropped: Sinks.EmitResult[] = [];

  events(): Flux<string> {
    return this.sink.asFlux();
  }

  publish(event: string): void {
    const result: Sinks.EmitResult = this.sink.tryEmitNext(event);
    if (result.isFailure()) {
      this.dropped.push(result);
    }
  }

  done(): void {
    this.sink.emitComplete(Sinks.EmitFailureHandler.FAIL_FAST);
  }

  listeners(): number {
    return this.sink.currentSubscriberCount();
  }
}

/**
 * Java:
 * ```java
 * Sinks.Many<Integer> replay = Sinks.many().replay().limit(2);
 * Sinks.Many<Integer> unicast = Sinks.many().unicast().onBackpressureBuffer();
 * Sinks.One<String> one = Sinks.one();
 * Sinks.Empty<Void> empty = Sinks.empty();
 * replay.emitNext(1, Sinks.EmitFailureHandler.FAIL_FAST);
 * unicast.emitNext(1, (signal, result) -> result == Sinks.EmitResult.FAIL_NON_SERIALIZED);
 * one.tryEmitValue("v").orThrow();
 * String value = one.asMono().block();
 * empty.tryEmitEmpty();
 * try { replay.tryEmitComplete(); replay.tryEmitComplete().orThrow(); }
 * catch (Sinks.EmissionException e) { reason = e.getReason(); }
 * ```
 */
export async function sinkKinds(): Promise<{ value: string | undefined; replayed: number[]; reason: Sinks.EmitResult | undefined }> {
  const replay: Sinks.Many<number> = Sinks.many().replay().limit(2);
  const unicast: Sinks.Many<number> = Sinks.many().unicast().onBackpressureBuffer();
  const one: Sinks.One<string> = Sinks.one();
  const empty: Sinks.Empty<void> = Sinks.empty();
  replay.emitNext(1, Sinks.EmitFailureHandler.FAIL_FAST);
  replay.emitNext(2, Sinks.EmitFailureHandler.FAIL_FAST);
  replay.emitNext(3, Sinks.EmitFailureHandler.FAIL_FAST);
  unicast.emitNext(1, (_signal: SignalType, result: Sinks.EmitResult) => result === Sinks.EmitResult.FAIL_NON_SERIALIZED);
  one.tryEmitValue('v').orThrow();
  const value: string | undefined = await one.asMono();
  empty.tryEmitEmpty();
  let reason: Sinks.EmitResult | undefined;
  try {
    replay.tryEmitComplete();
    replay.tryEmitComplete().orThrow();
  } catch (e) {
    if (e instanceof Sinks.EmissionException) {
      reason = e.getReason();
    }
  }
  return { value, replayed: await replay.asFlux().collectList(), reason };
}

/**
 * Java:
 * ```java
 * Flux<Long> ticks = Flux.interval(Duration.ofMillis(5)).take(3);
 * Flux<String> events = Flux.<String>push(sink -> { sink.next("a"); sink.complete(); })
 *     .delayElements(Duration.ofMillis(1)).retry(2).cache();
 * List<Long> t = ticks.collectList().block();
 * ```
 */
export async function operators(): Promise<{ ticks: number[]; events: string[] }> {
  const ticks: Flux<number> = Flux.interval(Duration.ofMillis(5)).take(3);
  const events: Flux<string> = Flux.push<string>((sink) => {
    sink.next('a');
    sink.complete();
  }).delayElements(Duration.ofMillis(1)).retry(2).cache();
  return { ticks: await ticks.collectList(), events: await events.collectList() };
}

/**
 * Java:
 * ```java
 * try {
 *   source.retryWhen(Retry.backoff(2, Duration.ofMillis(1)).filter(e -> e instanceof IllegalStateException))
 *       .collectList().block();
 * } catch (IllegalStateException e) { exhausted = Exceptions.isRetryExhausted(e); }
 * ```
 */
export async function retryBackoff(source: Flux<string>): Promise<boolean> {
  try {
    await source.retryWhen(Retry.backoff(2, Duration.ofMillis(1)).filter((e) => e instanceof Error))
      .collectList();
    return false;
  } catch (e) {
    return Exceptions.isRetryExhausted(e);
  }
}

/**
 * Java:
 * ```java
 * Flux<List<Integer>> batches = Flux.range(1, 5).bufferTimeout(2, Duration.ofSeconds(1));
 * Flux<Tuple2<Integer, String>> pairs = Flux.zip(Flux.range(1, 2), Flux.just("a", "b"));
 * String first = pairs.blockFirst().getT2();
 * Flux<Integer> latest = Flux.range(1, 3).sample(Duration.ofMillis(10));
 * ```
 */
export async function batchesAndPairs(): Promise<{ batches: number[][]; first: string | undefined; latest: number[] }> {
  const batches: Flux<number[]> = Flux.range(1, 5).bufferTimeout(2, Duration.ofSeconds(1));
  const pairs: Flux<Tuple2<number, string>> = Flux.zip(Flux.range(1, 2), Flux.just('a', 'b'));
  const first: string | undefined = (await pairs.blockFirst())?.getT2();
  const latest: Flux<number> = Flux.range(1, 3).sample(Duration.ofMillis(10));
  return { batches: await batches.collectList(), first, latest: await latest.collectList() };
}
