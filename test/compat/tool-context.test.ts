import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../src/chat/model/ChatResponse.js';
import { Generation } from '../../src/chat/model/Generation.js';
import type { ToolContext } from '../../src/chat/model/ToolContext.js';
import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { UnsupportedOperationException } from '../../src/java/core/UnsupportedOperationException.js';
import { MiniMaxChatOptions } from '../../src/model/minimax/MiniMaxChatOptions.js';
import { DefaultToolCallingManager } from '../../src/model/tool/DefaultToolCallingManager.js';
import { ToolCallingChatOptions } from '../../src/model/tool/ToolCallingChatOptions.js';
import { ToolCallback } from '../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../src/tool/definition/ToolDefinition.js';
import { tenantOf, withEntry } from './tool-context.js';

class RecordingTool extends ToolCallback {
  readonly contexts: Array<ToolContext | undefined> = [];
  getToolDefinition(): ToolDefinition {
    return DefaultToolDefinition.builder().name('rec').description('records').inputSchema('{}').build();
  }
  async call(_toolInput: string, toolContext?: ToolContext): Promise<string> {
    this.contexts.push(toolContext);
    return 'ok';
  }
}

const toolCall = (): ChatResponse =>
  new ChatResponse([
    new Generation(
      AssistantMessage.builder()
        .content('')
        .toolCalls([new AssistantMessage.ToolCall('1', 'function', 'rec', '{}')])
        .build(),
    ),
  ]);

describe('ToolCallingChatOptions.getToolContext() through the interface', () => {
  test('the translated Java reads and replaces the context of both option classes', () => {
    const defaults = ToolCallingChatOptions.builder().toolContext('tenant', 'acme').build();
    expect(tenantOf(defaults)).toBe('acme');
    expect(withEntry(defaults, 'user', 'ann')).toBe(2);

    const miniMax = MiniMaxChatOptions.builder().toolContext({ tenant: 'minimax' }).build();
    expect(tenantOf(miniMax)).toBe('minimax');
    expect(withEntry(miniMax, 'user', 'ann')).toBe(2);
    expect(() => miniMax.getToolContext().set('x', 1)).toThrow(UnsupportedOperationException);
  });

  test('MiniMax options cleared with setToolContext(null) stay unset, as Spring\'s test requires', () => {
    const miniMax = MiniMaxChatOptions.builder().toolContext({ tenant: 'minimax' }).build();
    miniMax.setToolContext(null);
    expect(miniMax.getToolContext()).toBeUndefined();
    // Java's NullPointerException on `options.getToolContext().get(...)` is a TypeError here.
    expect(() => tenantOf(miniMax)).toThrow(TypeError);
    // withEntry copies the (absent) context first, as `new HashMap<>(null)` would not in Java.
    expect(withEntry(miniMax, 'user', 'ann')).toBe(1);
  });

  test('the tool calling manager runs tools for MiniMax options whose context was cleared', async () => {
    const tool = new RecordingTool();
    const options = MiniMaxChatOptions.builder().toolCallbacks([tool]).build();
    options.setToolContext(null);
    const result = await DefaultToolCallingManager.builder().build().executeToolCalls(new Prompt('hi', options), toolCall());
    expect(result.conversationHistory().length).toBeGreaterThan(1);
    expect(tool.contexts).toHaveLength(1);
    expect(tool.contexts[0]?.getContext().size ?? 0).toBe(0);
  });
});
