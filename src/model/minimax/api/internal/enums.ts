/* spring-ai-ts, Apache-2.0. Internal: lookups shared by the ported MiniMax enums. */
export { enumValueOf } from '../../../../core/lang/JavaEnums.js';

interface Constant {
  name(): string;
  getValue(): string;
}

/** The constant whose JSON value is `value`, or `undefined`. */
export function enumFromValue<E extends Constant>(values: readonly E[], value: unknown): E | undefined {
  if (typeof value !== 'string') return undefined;
  for (const candidate of values) if (candidate.getValue() === value) return candidate;
  return undefined;
}
