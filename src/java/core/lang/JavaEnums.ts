/* spring-ai-ts, Apache-2.0. Java enum support shared by the classes that port Java enums. */
import { IllegalArgumentException } from '../IllegalArgumentException.js';

/**
 * Java's `Enum.valueOf`: the constant whose `name()` is exactly `name`.
 *
 * @param constants - every constant of the enum (its `values()`)
 * @param javaType - the Java enum's canonical name, as Java's message spells it
 *   (`org.springframework.ai.chat.messages.MessageType`; a nested enum keeps its outer type)
 * @param name - the constant's name
 * @throws IllegalArgumentException `"No enum constant <javaType>.<name>"` when there is none
 */
export function enumValueOf<E extends { name(): string }>(constants: readonly E[], javaType: string, name: string): E {
  const found = constants.find((constant) => constant.name() === name);
  if (found === undefined) throw new IllegalArgumentException(`No enum constant ${javaType}.${name}`);
  return found;
}
