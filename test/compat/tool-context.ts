// Translated Java that reads the tool context through the ToolCallingChatOptions interface:
// Spring's getter returns a Map (non-null contract), so these compile under `strict` without `!`.
// test/compat/tool-context.test.ts runs them.
import type { ToolCallingChatOptions } from '../../src/model/tool/ToolCallingChatOptions.js';

/** Java: `Object tenant = options.getToolContext().get("tenant");`. */
export function tenantOf(options: ToolCallingChatOptions): unknown {
  return options.getToolContext().get('tenant');
}

/** Java: `Map<String, Object> ctx = new HashMap<>(options.getToolContext()); ctx.put(key, value); options.setToolContext(ctx);`. */
export function withEntry(options: ToolCallingChatOptions, key: string, value: unknown): number {
  const context = new Map(options.getToolContext());
  context.set(key, value);
  options.setToolContext(context);
  return options.getToolContext().size;
}
