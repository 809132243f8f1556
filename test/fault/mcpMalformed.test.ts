// spring-ai-ts fault suite, hardening II item 4: an MCP server that breaks the protocol. A
// malformed tools/list or tool result rejects with the SDK's McpError (the exception the MCP
// migration notes document) naming the server and what was malformed, not with a raw schema
// validation error; a result over the SDK's 10 MB stdio limit, which closes the connection,
// tells the model why, and the next call says the server is gone (the model is told so too).
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { SyncMcpToolCallbackProvider } from '../../src/mcp/index.js';
import { DefaultToolExecutionExceptionProcessor } from '../../src/tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionException } from '../../src/tool/execution/ToolExecutionException.js';
import { capturedLogs } from '../harness/logs.js';
import { guardEachTest } from './processGuards.js';

// The callbacks log a failed call at ERROR before they throw, as Spring's do.
capturedLogs.expect(/McpToolCallback - Exception while tool calling/);

jest.setTimeout(30_000);

const clients: Client[] = [];

async function rawClient(mode: string): Promise<Client> {
  const client = new Client({ name: 'fault-suite', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(__dirname, 'mcpRawServer.cjs'), mode], stderr: 'ignore' }));
  clients.push(client);
  return client;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );
}

/** What the model reads for a failed tool call (the default processor). */
const toModel = (error: ToolExecutionException): string => DefaultToolExecutionExceptionProcessor.builder().build().process(error);

describe('MCP servers that break the protocol (fault suite, hardening II item 4)', () => {
  guardEachTest();
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close();
  });

  test('tools/list answering {"tools": "not-a-list"}: McpError naming the server and the malformed field', async () => {
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(await rawClient('list-malformed')).build();
    const error = await rejection(provider.loadToolCallbacks());
    expect(error).toBeInstanceOf(McpError);
    expect(error.message).toContain("MCP server 'raw-server'");
    expect(error.message).toContain('tools/list');
    expect(error.message).toMatch(/tools: .*array/i);
    expect(error.name).not.toBe('ZodError');
  });

  test('a tool result of the wrong shape: ToolExecutionException wrapping McpError naming the server and the field', async () => {
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(await rawClient('result-malformed')).build();
    const [echo] = await provider.loadToolCallbacks();
    const error = await rejection(echo!.call('{"text":"hi"}'));
    expect(error).toBeInstanceOf(ToolExecutionException);
    const cause = (error as ToolExecutionException).getCause();
    expect(cause).toBeInstanceOf(McpError);
    expect((cause as Error).message).toContain("MCP server 'raw-server'");
    expect((cause as Error).message).toContain("tool 'echo'");
    expect((cause as Error).message).toMatch(/content: .*array/i);
    expect(toModel(error as ToolExecutionException)).toContain("MCP server 'raw-server'");
  });

  test('a result over the 10 MB stdio limit: the model is told why, and the next call says the server is gone', async () => {
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(await rawClient('result-huge')).build();
    const [echo] = await provider.loadToolCallbacks();
    const first = await rejection(echo!.call('{"text":"hi"}'));
    expect(first).toBeInstanceOf(ToolExecutionException);
    expect(toModel(first as ToolExecutionException)).toMatch(/Connection closed by MCP server 'raw-server' during tool 'echo'.*maximum size/);
    const next = await rejection(echo!.call('{"text":"again"}'));
    expect(next).toBeInstanceOf(ToolExecutionException);
    expect((next as ToolExecutionException).getCause()).toBeInstanceOf(McpError);
    expect(toModel(next as ToolExecutionException)).toMatch(/MCP server 'raw-server' is gone.*maximum size/);
  });
});
