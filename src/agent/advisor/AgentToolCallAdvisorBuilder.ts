/* spring-ai-ts, Apache-2.0. Builder of AgentToolCallAdvisor. */
import { ToolCallAdvisorBuilder } from '../../chat/client/advisor/ToolCallAdvisor.js';
import { ToolCallingManager } from '../../model/tool/ToolCallingManager.js';
import { AgentToolCallingManager } from '../tool/AgentToolCallingManager.js';
import { AgentToolCallAdvisor } from './AgentToolCallAdvisor.js';

/**
 * Builds an {@link AgentToolCallAdvisor}: every setting of `ToolCallAdvisor.builder()`, with an
 * {@link AgentToolCallingManager} (default settings) as the default manager.
 *
 * A manager given with `toolCallingManager(...)` that is not an {@link AgentToolCallingManager}
 * is wrapped in one as its delegate, so the argument checks and reminders always apply; pass an
 * `AgentToolCallingManager.builder()…build()` to change their settings.
 *
 * @example
 * ```ts
 * const advisor = AgentToolCallAdvisor.builder()
 *   .toolCallingManager(AgentToolCallingManager.builder().maxRetries(2).repairArguments(true).build())
 *   .build();
 * ```
 *
 * @category Advisors
 */
export class AgentToolCallAdvisorBuilder extends ToolCallAdvisorBuilder<AgentToolCallAdvisorBuilder> {
  /** Use {@link AgentToolCallAdvisor.builder}. */
  constructor() {
    super();
    this.toolCallingManager(new AgentToolCallingManager());
  }

  protected override self(): AgentToolCallAdvisorBuilder {
    return this;
  }

  /**
   * Builds the advisor.
   * @throws IllegalArgumentException `"toolCallingManager must not be null"`,
   *   `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"`
   */
  override build(): AgentToolCallAdvisor {
    const manager = this.getToolCallingManager();
    const agentManager =
      manager instanceof AgentToolCallingManager || !ToolCallingManager.isInstance(manager)
        ? manager
        : new AgentToolCallingManager({ delegate: manager });
    return AgentToolCallAdvisor.create(
      agentManager,
      this.getAdvisorOrder(),
      this.isConversationHistoryEnabled(),
      this.isStreamToolCallResponses(),
      this.getOptions(),
    );
  }
}
