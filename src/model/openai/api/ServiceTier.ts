/* Ported from Spring AI OpenAiApi.ServiceTier (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The processing tier of a request (`service_tier`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ServiceTier.html
 * @category Models/OpenAI
 */
export class ServiceTier extends JsonEnum {
  /** `auto`. */
  static readonly AUTO = new ServiceTier('AUTO', 0, 'auto');
  /** `default`. */
  static readonly DEFAULT = new ServiceTier('DEFAULT', 1, 'default');
  /** `flex`. */
  static readonly FLEX = new ServiceTier('FLEX', 2, 'flex');
  /** `priority`. */
  static readonly PRIORITY = new ServiceTier('PRIORITY', 3, 'priority');

  /** The value (Java's `value` field). */
  get value(): string {
    return this.toJSON();
  }

  /** The value. */
  getValue(): string {
    return this.toJSON();
  }

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): ServiceTier {
    return ServiceTier.constantNamed('ServiceTier', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): ServiceTier | undefined {
    return ServiceTier.constantWithValue(value);
  }
}
