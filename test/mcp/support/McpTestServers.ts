// Real MCP servers for the tests: in-process SDK servers behind Streamable HTTP on 127.0.0.1, and
// stdio child processes running the scripts in test/mcp/servers. Everything started is tracked and
// closed by closeAll(), which also checks that no child process is left running.
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { Client, type ClientOptions } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Implementation,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';

/** A tool of a scripted server: its description and what a call returns (or throws). */
export interface ScriptedTool {
  tool: Tool;
  handler?: (args: Record<string, unknown>, meta: Record<string, unknown> | undefined) => CallToolResult | Promise<CallToolResult>;
}

export interface RunningHttpServer {
  url: URL;
  /** The SDK servers created so far, one per client session. */
  sessions: Server[];
  close(): Promise<void>;
}

const running: Array<() => Promise<void>> = [];
const childPids = new Set<number>();

/** A low-level SDK server answering tools/list and tools/call from the script. */
export function scriptedServer(tools: ScriptedTool[], serverInfo: Implementation = { name: 'test-server', version: '1.0.0' }): Server {
  const server = new Server(serverInfo, { capabilities: { tools: { listChanged: true } } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map((entry) => entry.tool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const entry = tools.find((candidate) => candidate.tool.name === request.params.name);
    if (entry?.handler === undefined) return { content: [] };
    return entry.handler(request.params.arguments ?? {}, request.params._meta as Record<string, unknown> | undefined);
  });
  return server;
}

/** Serves a fresh SDK server per session (from `serverFactory`) over Streamable HTTP on 127.0.0.1. */
export async function startHttpServer(serverFactory: () => Server): Promise<RunningHttpServer> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const sessions: Server[] = [];
  const http: HttpServer = createServer((req, res) => {
    void (async () => {
      const sessionId = req.headers['mcp-session-id'] as string | undefined;
      let transport = sessionId === undefined ? undefined : transports.get(sessionId);
      if (transport === undefined) {
        transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (id) => {
            transports.set(id, transport as StreamableHTTPServerTransport);
          },
        });
        const server = serverFactory();
        sessions.push(server);
        await server.connect(transport);
      }
      await transport.handleRequest(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await Promise.all(sessions.map((server) => server.close()));
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
  running.push(close);
  return { url: new URL(`http://127.0.0.1:${port}/mcp`), sessions, close };
}

/** A connected client over Streamable HTTP. */
export async function httpClient(url: URL, clientInfo: Implementation = { name: 'test-client', version: '1.0.0' }, options?: ClientOptions): Promise<Client> {
  const client = new Client(clientInfo, options);
  await client.connect(new StreamableHTTPClientTransport(url));
  running.push(() => client.close());
  return client;
}

/** A scripted server over HTTP and a client connected to it. */
export async function scriptedClient(tools: ScriptedTool[], clientInfo?: Implementation, serverInfo?: Implementation): Promise<Client> {
  const server = await startHttpServer(() => scriptedServer(tools, serverInfo));
  return httpClient(server.url, clientInfo);
}

/** A connected client to `node test/mcp/servers/<script>` over stdio, and the child's pid. */
export async function stdioClient(
  script: string,
  clientInfo: Implementation = { name: 'stdio-client', version: '1.0.0' },
  options?: ClientOptions,
): Promise<{ client: Client; transport: StdioClientTransport; pid: number }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(__dirname, '..', 'servers', script)],
    stderr: 'pipe',
  });
  const client = new Client(clientInfo, options);
  await client.connect(transport);
  const pid = transport.pid as number;
  childPids.add(pid);
  running.push(() => client.close());
  return { client, transport, pid };
}

/** True while a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `condition` holds (polling), or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Closes every client and server started by this module and checks that no child process survived. */
export async function closeAll(): Promise<void> {
  const closers = running.splice(0);
  await Promise.allSettled(closers.reverse().map((close) => close()));
  const pids = [...childPids];
  childPids.clear();
  await waitFor(() => pids.every((pid) => !isAlive(pid)), 5000, 'MCP child processes to exit');
}

/** The TCP sockets, servers and child processes this process still holds. */
export function openNetworkAndProcessHandles(): string[] {
  return process
    .getActiveResourcesInfo()
    .filter((resource) => resource === 'TCPSocketWrap' || resource === 'TCPServerWrap' || resource === 'ProcessWrap');
}
