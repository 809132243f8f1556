/* spring-ai-ts, Apache-2.0. One queue per key: work for one key runs one at a time, keys run in parallel. */

/** Runs the work of one key one at a time, in call order; different keys do not wait for each other. */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `work` once the earlier work of `key` has settled. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The last one out removes the key, so the map holds only keys with work in flight.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have work in flight. */
  size(): number {
    return this.tails.size;
  }
}
