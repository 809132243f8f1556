/* spring-ai-ts, Apache-2.0. Internal: Java HashSet iteration order, so messages that print a set read as in Java. */
import { stringHash } from './JavaObjects.js';

/**
 * Orders names as a `java.util.HashSet<String>` built from them iterates, so messages that
 * print the set read as in Java.
 */
export function javaHashSetOrder(names: readonly string[]): string[] {
  const unique = [...new Set(names)];
  let capacity = 16;
  while (capacity * 0.75 < unique.length) capacity *= 2;
  const bucket = (name: string): number => {
    const hash = stringHash(name);
    return (hash ^ (hash >>> 16)) & (capacity - 1);
  };
  return unique
    .map((name, position) => ({ name, position, bucket: bucket(name) }))
    .sort((a, b) => a.bucket - b.bucket || a.position - b.position)
    .map((entry) => entry.name);
}
