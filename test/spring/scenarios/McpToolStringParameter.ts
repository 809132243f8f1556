import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ChatClient } from 'spring-ai-ts';
import { SyncMcpToolCallback, SyncMcpToolCallbackProvider } from 'spring-ai-ts/mcp';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * The tools of a stdio MCP server through SyncMcpToolCallbackProvider: their definitions on the
 * wire (a hyphenated name formatted to '_'), and a call with a String parameter.
 */
export default scenario({
  needs: ['mcp'],
  script: [{ toolCalls: [{ name: 'get_forecast', arguments: { city: 'Paris' } }] }, { text: 'It is 18 degrees with light rain in Paris.' }],
  async run(context) {
    const mcpClient = new Client({ name: 'travel-client', version: '1.0.0' });
    await mcpClient.connect(new StdioClientTransport({ command: context.property('node')!, args: [context.property('mcpServerScript')!] }));
    try {
      const toolCallbackProvider = SyncMcpToolCallbackProvider.builder()
        .mcpClients(mcpClient)
        .build();
      await toolCallbackProvider.loadToolCallbacks();

      const api = new MiniMaxApi(context.baseUrl, context.apiKey);
      const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
      const chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(toolCallbackProvider).build();

      const answer = await chatClient.prompt().user('What is the weather in Paris?').call().content();

      const toolNames = toolCallbackProvider.getToolCallbacks()
        .map((callback) => callback.getToolDefinition())
        .map((definition) => `${definition.name()}: ${definition.description()}`);
      context.outcome.put('toolNames', toolNames);

      // The deprecated constructor names a tool after the client: McpToolUtils.prefixedToolName
      const prefixedNames = (await mcpClient.listTools())
        .tools
        .map((tool) => new SyncMcpToolCallback(mcpClient, tool).getToolDefinition().name());
      context.outcome.put('prefixedNames', prefixedNames);
      context.outcome.text(answer);
    } finally {
      await mcpClient.close();
    }
  },
});
