/* Ported from Spring AI ChatClientObservationDocumentation.LowCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { KeyName } from '../../../micrometer/common/docs/KeyName.js';
import { enumValueOf } from '../../../core/lang/JavaEnums.js';

/**
 * The low cardinality keys of a chat-client observation (Java's nested enum
 * `ChatClientObservationDocumentation.LowCardinalityKeyNames`).
 *
 * @remarks
 * Exported under a prefixed name because other observation documentations have a nested enum of
 * the same name; also reachable as `ChatClientObservationDocumentation.LowCardinalityKeyNames`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationDocumentation.LowCardinalityKeyNames.html
 * @category Observation
 */
export class ChatClientLowCardinalityKeyNames implements KeyName {
  /** The kind of Spring AI component: `spring.ai.kind`. */
  static readonly SPRING_AI_KIND = new ChatClientLowCardinalityKeyNames('SPRING_AI_KIND', 0, 'spring.ai.kind');

  /** Whether the call streams: `spring.ai.chat.client.stream`. */
  static readonly STREAM = new ChatClientLowCardinalityKeyNames('STREAM', 1, 'spring.ai.chat.client.stream');

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
    private readonly key: string,
  ) {}

  /** The key as it appears on metrics and spans. */
  asString(): string {
    return this.key;
  }

  /** The constant's name. */
  name(): string {
    return this._name;
  }

  /** The constant's position. */
  ordinal(): number {
    return this._ordinal;
  }

  /** The constant's name. */
  toString(): string {
    return this._name;
  }

  /** Every constant, in declaration order. */
  static values(): ChatClientLowCardinalityKeyNames[] {
    return [ChatClientLowCardinalityKeyNames.SPRING_AI_KIND, ChatClientLowCardinalityKeyNames.STREAM];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): ChatClientLowCardinalityKeyNames {
    return enumValueOf(ChatClientLowCardinalityKeyNames.values(), 'org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation.LowCardinalityKeyNames', name);
  }
}
