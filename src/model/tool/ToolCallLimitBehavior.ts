/* Ported from Spring AI ToolCallLimitBehavior (2.0.1; not in v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * What a tool-calling loop does when a call would go over a configured tool-call limit.
 *
 * `THROW` ends the loop: the breach becomes a `ToolCallLimitExceededException`, which
 * `ToolCallAdvisor` turns into a final response carrying one generation (the breach message).
 * `RETURN_ERROR_RESPONSE` skips only the offending call and hands the model a tool response that
 * explains the refusal, so the model can decide what to do next.
 *
 * @remarks
 * From Spring AI 2.0.1, offered in addition to the 1.1.8 API. As in Spring 2.0.1 the limits live in
 * `DefaultToolCallingManager` (on by default: 40 calls per tool, 150 per turn); `ToolCallAdvisor`
 * offers the same limits on its own builder (opt-in).
 *
 * @see https://docs.spring.io/spring-ai/docs/2.0.1/api/org/springframework/ai/model/tool/ToolCallLimitBehavior.html
 * @category Tool Calling
 */
export class ToolCallLimitBehavior extends JavaEnumConstant {
  /** End the loop with `ToolCallLimitExceededException`'s breach response. */
  static readonly THROW = new ToolCallLimitBehavior('THROW', 0);

  /** Skip the offending call and tell the model so in its tool response. */
  static readonly RETURN_ERROR_RESPONSE = new ToolCallLimitBehavior('RETURN_ERROR_RESPONSE', 1);

  private constructor(name: string, ordinal: number) {
    super(name, ordinal);
  }

  /**
   * The constant with this name.
   * @throws IllegalArgumentException for an unknown name
   */
  static override valueOf(name: string): ToolCallLimitBehavior {
    return ToolCallLimitBehavior.constantNamed('org.springframework.ai.model.tool.ToolCallLimitBehavior', name);
  }
}
