/* spring-ai-ts, Apache-2.0. Examples: an agent using MCP tools (another process) beside a local @Tool class. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { ToolCallAdvisor } from '../../src/chat/client/advisor/ToolCallAdvisor.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import { SyncMcpToolCallbackProvider } from '../../src/mcp/SyncMcpToolCallbackProvider.js';
import type { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { Tool } from '../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../src/tool/annotation/ToolParam.js';
import { Transcript } from '../shared/Transcript.js';

/** A local tool, running in the agent's own process. */
export class TextTools {
  /** The texts counted, in order. */
  readonly counted: string[] = [];

  @Tool({ description: 'Count the words of a text' })
  countWords(@ToolParam({ description: 'The text' }) text: string): number {
    this.counted.push(text);
    return text.split(/\s+/).filter(Boolean).length;
  }
}

/** How to start the MCP server process: a command and its arguments. */
export interface McpServerCommand {
  readonly command: string;
  readonly args: readonly string[];
}

/** What the MCP example produced. */
export interface McpExampleResult {
  readonly answer: string | undefined;
  /** The tools the agent offered the model: the MCP server's and the local one. */
  readonly toolNames: readonly string[];
  /** The texts the local tool counted. */
  readonly localCalls: readonly string[];
  /** The server process id (ended when `run` returns). */
  readonly serverPid: number;
  readonly lines: readonly string[];
}

export const QUESTION =
  'Write a haiku about the sea to haiku.txt, then tell me how many words it has and which files the sandbox holds.';

/**
 * Starts the file-tools MCP server as a child process (stdio), discovers its tools with
 * `SyncMcpToolCallbackProvider`, and lets the agent use them beside the local `TextTools`;
 * `ToolCallAdvisor` runs the loop. The server process is closed at the end.
 */
export async function run(chatModel: ChatModel, server: McpServerCommand, echo = false): Promise<McpExampleResult> {
  const out = new Transcript(echo);
  const transport = new StdioClientTransport({ command: server.command, args: [...server.args], stderr: 'inherit' });
  const client = new Client({ name: 'mcp-example-agent', version: '1.0.0' });
  await client.connect(transport);
  const serverPid = transport.pid ?? -1;
  try {
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    const mcpTools = await provider.loadToolCallbacks();
    const textTools = new TextTools();
    const toolNames = [...mcpTools.map((tool) => tool.getToolDefinition().name()), 'countWords'];
    out.line(`MCP server ${client.getServerVersion()?.name ?? '?'} (pid ${serverPid}) offers: ${mcpTools.map((tool) => tool.getToolDefinition().name()).join(', ')}`);
    out.line(`> ${QUESTION}`);
    const chatClient = ChatClient.builder(chatModel).defaultAdvisors(ToolCallAdvisor.builder().build()).build();
    const answer = await chatClient.prompt().user(QUESTION).toolCallbacks(provider).tools(textTools).call().content();
    out.line(answer ?? '(no answer)');
    return { answer, toolNames, localCalls: [...textTools.counted], serverPid, lines: out.lines() };
  } finally {
    await client.close();
  }
}

export const HAIKU = 'Grey waves fold and break\nsalt wind carries gull voices\nthe tide keeps its time';

/** The simulator script of {@link run}: write through MCP, count locally, list through MCP, answer. */
export function script(simulator: MiniMaxSimulator): void {
  simulator.enqueue(
    MiniMaxScenarios.toolCall('writeFile', { path: 'haiku.txt', content: HAIKU }),
    MiniMaxScenarios.toolCall('countWords', { text: HAIKU }),
    MiniMaxScenarios.toolCall('listFiles', {}),
    MiniMaxScenarios.text('I wrote haiku.txt (15 words); the sandbox holds haiku.txt.'),
  );
}
