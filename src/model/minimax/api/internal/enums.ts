/* spring-ai-ts, Apache-2.0. Internal: lookups shared by the ported MiniMax enums. */
import { IllegalArgumentException } from '../../../../core/IllegalArgumentException.js';

interface Constant {
  name(): string;
  getValue(): string;
}

/** `valueOf(name)` over `values`, with Java's message. */
export function enumValueOf<E extends Constant>(values: readonly E[], type: string, name: string): E {
  const found = values.find((value) => value.name() === name);
  if (found === undefined) throw new IllegalArgumentException(`No enum constant ${type}.${name}`);
  return found;
}

/** The constant whose JSON value is `value`, or `undefined`. */
export function enumFromValue<E extends Constant>(values: readonly E[], value: unknown): E | undefined {
  if (typeof value !== 'string') return undefined;
  for (const candidate of values) if (candidate.getValue() === value) return candidate;
  return undefined;
}
