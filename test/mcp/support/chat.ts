// The chat side of the MCP end-to-end tests: a ChatClient with ToolCallAdvisor over the MiniMax
// simulator, and readers for what the simulator received.
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { ToolCallAdvisor } from '../../../src/chat/client/advisor/ToolCallAdvisor.js';
import type { MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../../examples/shared/backend.js';

type Body = { messages: Array<Record<string, unknown>>; tools?: Array<{ function?: { name?: string } }> };

export function agentClient(simulator: MiniMaxSimulator): ChatClient {
  return ChatClient.builder(simulatorChatModel(simulator)).defaultAdvisors(ToolCallAdvisor.builder().build()).build();
}

/** The request bodies the simulator received, in order. */
export function bodies(simulator: MiniMaxSimulator): Body[] {
  return simulator.requests().map((request) => request.body as Body);
}

/** The content of every tool message of the last request. */
export function lastToolResults(simulator: MiniMaxSimulator): string[] {
  const last = bodies(simulator).at(-1);
  return (last?.messages ?? []).filter((message) => message['role'] === 'tool').map((message) => String(message['content']));
}

/** The tool names offered in the request at `index` (default: the last). */
export function offeredTools(simulator: MiniMaxSimulator, index = -1): string[] {
  return (bodies(simulator).at(index)?.tools ?? []).map((tool) => tool.function?.name ?? '');
}
