/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/mcp.md: each region is shown verbatim there. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ChatClient, type ChatModel } from 'spring-ai-ts';
import { SyncMcpToolCallbackProvider } from 'spring-ai-ts/mcp';

export async function mcpGuide(chatModel: ChatModel): Promise<string | undefined> {
  // #region client
  const client = new Client({ name: 'my-agent', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] }));

  const answer = await ChatClient.builder(chatModel)
    .defaultToolCallbacks(SyncMcpToolCallbackProvider.builder().mcpClients(client).build())
    .build()
    .prompt('Which files are in this folder?')
    .call()
    .content();
  // #endregion client
  await client.close();
  return answer;
}
