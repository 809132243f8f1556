import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ChatClient, RuntimeException } from 'spring-ai-ts';
import { SyncMcpToolCallbackProvider } from 'spring-ai-ts/mcp';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * An MCP tool that answers with an error result: the tool-calling loop sends the error to the
 * model and the conversation goes on; called directly, the callback throws.
 */
export default scenario({
  needs: ['mcp'],
  expected: [
    { at: 'wire:message messages[2].content', doc: 'docs/DIFFERENCES.md#mcp-tool-errors-are-described-as-json', why: 'the error result sent back to the model prints the content as JSON, Java as SDK records' },
    { at: 'outcome:exception.message', doc: 'docs/DIFFERENCES.md#mcp-tool-errors-are-described-as-json', why: 'the exception message prints the content as JSON, Java as SDK records' },
  ],
  script: [{ toolCalls: [{ name: 'cancel_booking', arguments: { reference: 'ABC-123' } }] }, { text: 'Sorry, ABC-123 can no longer be cancelled.' }],
  async run(context) {
    const mcpClient = new Client({ name: 'travel-client', version: '1.0.0' });
    await mcpClient.connect(new StdioClientTransport({ command: context.property('node')!, args: [context.property('mcpServerScript')!] }));
    try {
      const toolCallbackProvider = SyncMcpToolCallbackProvider.builder()
        .mcpClients(mcpClient)
        .toolFilter((connectionInfo, tool) => tool.name === 'cancel_booking')
        .build();
      await toolCallbackProvider.loadToolCallbacks();

      const api = new MiniMaxApi(context.baseUrl, context.apiKey);
      const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
      const chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(toolCallbackProvider).build();

      const answer = await chatClient.prompt().user('Cancel my booking ABC-123.').call().content();
      context.outcome.text(answer);

      const cancelBooking = toolCallbackProvider.getToolCallbacks()[0]!;
      try {
        await cancelBooking.call('{"reference":"XYZ-9"}');
      } catch (ex) {
        if (!(ex instanceof RuntimeException)) throw ex;
        context.outcome.exception(ex);
        context.outcome.put('cause', ex.getCause()!.constructor.name);
      }
    } finally {
      await mcpClient.close();
    }
  },
});
