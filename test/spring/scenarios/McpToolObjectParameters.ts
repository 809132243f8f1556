import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ChatClient } from 'spring-ai-ts';
import { SyncMcpToolCallbackProvider } from 'spring-ai-ts/mcp';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * An MCP tool with string, integer, number and object parameters whose result carries structured
 * content: the arguments reach the server, the content comes back to the model as JSON.
 */
export default scenario({
  needs: ['mcp'],
  script: [
    { toolCalls: [{ name: 'plan_trip', arguments: { destination: 'Lisbon', days: 3, budget: 450.75, traveller: { name: 'Ada', age: 36 } } }] },
    { text: 'Three days in Lisbon for Ada at 150.25 euros a day.' },
  ],
  async run(context) {
    const mcpClient = new Client({ name: 'travel-client', version: '1.0.0' });
    await mcpClient.connect(new StdioClientTransport({ command: context.property('node')!, args: [context.property('mcpServerScript')!] }));
    try {
      const toolCallbackProvider = SyncMcpToolCallbackProvider.builder()
        .mcpClients(mcpClient)
        .toolFilter((connectionInfo, tool) => tool.name === 'plan_trip')
        .build();
      await toolCallbackProvider.loadToolCallbacks();

      const api = new MiniMaxApi(context.baseUrl, context.apiKey);
      const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
      const chatClient = ChatClient.create(chatModel);

      const answer = await chatClient.prompt()
        .user('Plan three days in Lisbon for Ada (36) with 450.75 euros.')
        .toolCallbacks(toolCallbackProvider)
        .call()
        .content();

      const planTrip = toolCallbackProvider.getToolCallbacks()[0]!;
      const direct = await planTrip.call('{"destination":"Porto","days":2,"traveller":{"name":"Grace"}}');
      context.outcome.put('directResult', direct);
      context.outcome.text(answer);
    } finally {
      await mcpClient.close();
    }
  },
});
