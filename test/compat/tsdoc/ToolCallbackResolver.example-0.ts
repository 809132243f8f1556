import { DefaultToolCallingManager, FunctionToolCallback, type ToolCallback, type ToolCallbackResolver } from 'spring-ai-ts';

// Resolves the tools the model names (the ones the request names by name only) from a map.
class MapToolCallbackResolver implements ToolCallbackResolver {
  constructor(private readonly tools: ReadonlyMap<string, ToolCallback>) {}

  resolve(toolName: string): ToolCallback | undefined {
    return this.tools.get(toolName);
  }
}

const now = FunctionToolCallback.builder('now', () => new Date().toISOString()).description('The current time').build();
const resolver = new MapToolCallbackResolver(new Map([['now', now]]));
const toolCallingManager = DefaultToolCallingManager.builder().toolCallbackResolver(resolver).build();
console.log(resolver.resolve('now')?.getToolDefinition().name(), toolCallingManager);
export {};
