import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ChatClient } from 'spring-ai-ts';
import { SyncMcpToolCallbackProvider } from 'spring-ai-ts/mcp';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario, type ScenarioContext } from '../harness/Scenario.js';

async function connect(context: ScenarioContext, serverName: string, clientName: string): Promise<Client> {
  const mcpClient = new Client({ name: clientName, version: '1.0.0' });
  await mcpClient.connect(new StdioClientTransport({ command: context.property('node')!, args: [context.property('mcpServerScript')!, '--name', serverName] }));
  return mcpClient;
}

/**
 * Two MCP servers with the same tools behind one provider: the default tool name prefix generator
 * renames the second server's tools (alt_1_…), and the model calls one of them by that name.
 */
export default scenario({
  needs: ['mcp'],
  script: [{ toolCalls: [{ name: 'alt_1_get_forecast', arguments: { city: 'Boston' } }] }, { text: 'It is 18 degrees with light rain in Boston.' }],
  async run(context) {
    const europe = await connect(context, 'europe-weather', 'europe-client');
    const america = await connect(context, 'america-weather', 'america-client');
    try {
      const toolCallbackProvider = SyncMcpToolCallbackProvider.builder()
        .mcpClients(europe, america)
        .build();
      await toolCallbackProvider.loadToolCallbacks();

      const api = new MiniMaxApi(context.baseUrl, context.apiKey);
      const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
      const chatClient = ChatClient.create(chatModel);

      const answer = await chatClient.prompt()
        .user('What is the weather in Boston?')
        .toolCallbacks(toolCallbackProvider)
        .call()
        .content();

      const toolNames = toolCallbackProvider.getToolCallbacks()
        .map((callback) => callback.getToolDefinition().name());
      context.outcome.put('toolNames', toolNames);
      context.outcome.text(answer);
    } finally {
      await europe.close();
      await america.close();
    }
  },
});
