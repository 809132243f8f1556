/* spring-ai-ts, Apache-2.0. Reactor's Tuple2 and Tuple3 (reactor.util.function), the elements of Flux.zip. */

/**
 * A pair of values: Reactor's `Tuple2`, what `Flux.zip(a, b)` emits.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/function/Tuple2.html
 * @category Streaming
 */
export class Tuple2<T1, T2> implements Iterable<unknown> {
  /** @param t1 - the first value; `t2` the second. */
  constructor(
    private readonly t1: T1,
    private readonly t2: T2,
  ) {}

  /** The first value. */
  getT1(): T1 {
    return this.t1;
  }

  /** The second value. */
  getT2(): T2 {
    return this.t2;
  }

  /** The value at `index` (0-based), or `undefined` past the end. */
  get(index: number): unknown {
    return this.toArray()[index];
  }

  /** The number of values. */
  size(): number {
    return this.toArray().length;
  }

  /** The values, in order (a new array). */
  toArray(): unknown[] {
    return [this.t1, this.t2];
  }

  /** The values, in order, as a list (a new array). */
  toList(): unknown[] {
    return this.toArray();
  }

  /** Iterates the values, in order. */
  [Symbol.iterator](): Iterator<unknown> {
    return this.toArray()[Symbol.iterator]();
  }

  /** Equal values in the same order (compared with `Object.is`, or `equals` when they have one). */
  equals(other: unknown): boolean {
    if (!(other instanceof Tuple2) || other.constructor !== this.constructor) return false;
    const mine = this.toArray();
    const theirs = other.toArray();
    return mine.length === theirs.length && mine.every((value, i) => equal(value, theirs[i]));
  }

  /** Reactor's rendering: `[a,b]`. */
  toString(): string {
    return '[' + this.toArray().map((value) => String(value)).join(',') + ']';
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  const candidate = a as { equals?: (other: unknown) => boolean } | null;
  return typeof candidate?.equals === 'function' && candidate.equals(b);
}

/**
 * Three values: Reactor's `Tuple3`, what `Flux.zip(a, b, c)` emits.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/function/Tuple3.html
 * @category Streaming
 */
export class Tuple3<T1, T2, T3> extends Tuple2<T1, T2> {
  /** @param t1 - the first value; `t2` the second, `t3` the third. */
  constructor(t1: T1, t2: T2, private readonly t3: T3) {
    super(t1, t2);
  }

  /** The third value. */
  getT3(): T3 {
    return this.t3;
  }

  override toArray(): unknown[] {
    return [this.getT1(), this.getT2(), this.t3];
  }
}

/**
 * Reactor's `Tuples` factory.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/function/Tuples.html
 * @category Streaming
 */
export const Tuples = {
  /** A {@link Tuple2} or, with a third value, a {@link Tuple3}. */
  of: ((t1: unknown, t2: unknown, ...rest: unknown[]) =>
    rest.length === 0 ? new Tuple2(t1, t2) : new Tuple3(t1, t2, rest[0])) as {
    <T1, T2>(t1: T1, t2: T2): Tuple2<T1, T2>;
    <T1, T2, T3>(t1: T1, t2: T2, t3: T3): Tuple3<T1, T2, T3>;
  },
};
