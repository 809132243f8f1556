// Translated Java snippets around tools and advisors that must compile under `strict`
// (checked by `npm run typecheck`; test/compat/tools-and-advisors.test.ts runs them).
import { SafeGuardAdvisor } from '../../src/chat/client/advisor/SafeGuardAdvisor.js';
import { ToolCallAdvisor } from '../../src/chat/client/advisor/ToolCallAdvisor.js';
import type { ToolContext } from '../../src/chat/model/ToolContext.js';
import { FunctionToolCallback } from '../../src/tool/function/FunctionToolCallback.js';

/** Java: `FunctionToolCallback.builder("tenant", (String input, ToolContext context) -> …)`. */
export function tenantTool(): FunctionToolCallback<string, string> {
  return FunctionToolCallback.builder('tenant', (input: string, context: ToolContext) => `${input}@${String(context.getContext().get('tenant') ?? 'none')}`)
    .description('tenant of the caller')
    .inputType(String)
    .build();
}

/** Java: `static class TestableBuilder extends ToolCallAdvisor.Builder<TestableBuilder>` with no constructor. */
export class TestableBuilder extends ToolCallAdvisor.Builder<TestableBuilder> {
  protected override self(): TestableBuilder {
    return this;
  }
}

/** Java: `new SafeGuardAdvisor(words, null, order)`. */
export function safeGuardWithoutFailureResponse(): SafeGuardAdvisor {
  return new SafeGuardAdvisor(['secret'], null, 0);
}
