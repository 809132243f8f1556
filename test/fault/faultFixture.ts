// spring-ai-ts fault suite: one simulator and the three tool-loop paths (ToolCallAdvisor, the
// agent advisor, the model's internal loop) in call and stream mode.
import 'reflect-metadata';
import { AgentToolCallAdvisor } from '../../src/agent/advisor/AgentToolCallAdvisor.js';
import type { Advisor } from '../../src/chat/client/advisor/api/Advisor.js';
import { ToolCallAdvisor } from '../../src/chat/client/advisor/ToolCallAdvisor.js';
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import type { ChatClientRequestSpec } from '../../src/chat/client/ChatClientRequestSpec.js';
import type { ChatResponse } from '../../src/chat/model/ChatResponse.js';
import { ChatMemory } from '../../src/chat/memory/ChatMemory.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { MiniMaxScenarios, MiniMaxSimulator, type MiniMaxRecordedRequest, type MiniMaxScenario } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../src/model/minimax/index.js';
import { AgentToolCallingManager } from '../../src/agent/tool/AgentToolCallingManager.js';
import type { ToolCallingManager } from '../../src/model/tool/ToolCallingManager.js';
import type { ToolCallback } from '../../src/tool/ToolCallback.js';

export type Mode = 'call' | 'stream';
export type Path = 'advisor' | 'agent' | 'internal';
export const MODES: Mode[] = ['call', 'stream'];
export const PATHS: Path[] = ['advisor', 'agent', 'internal'];
export const KEY = 'sk-fault-suite-key-0001';

export class FaultFixture {
  readonly simulator: MiniMaxSimulator;
  /** What answers when nothing is enqueued; tests replace it. */
  scenario: (request: MiniMaxRecordedRequest) => MiniMaxScenario = MiniMaxScenarios.echo();
  api!: MiniMaxApi;

  constructor() {
    this.simulator = new MiniMaxSimulator({ apiKeys: [KEY], defaultScenario: (request) => this.scenario(request) });
  }

  async start(): Promise<void> {
    const { baseUrl } = await this.simulator.start();
    this.api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' });
  }

  async stop(): Promise<void> {
    await this.simulator.stop();
  }

  reset(): void {
    this.simulator.reset();
    this.scenario = MiniMaxScenarios.echo();
  }

  /** A chat model; `options` may change the default options (tools, internal execution, limits). */
  model(tools: ToolCallback[], manager?: ToolCallingManager): MiniMaxChatModel {
    const options = MiniMaxChatOptions.builder().model('MiniMax-M2.7').toolCallbacks(tools).build();
    const builder = MiniMaxChatModel.builder().miniMaxApi(this.api).defaultOptions(options);
    if (manager !== undefined) builder.toolCallingManager(manager);
    return builder.build();
  }

  /** A client on `path` whose tools all run through `manager` (the model's or the advisor's). */
  clientWith(path: Path, tools: ToolCallback[], manager: ToolCallingManager, advisors: Advisor[] = []): ChatClient {
    if (path === 'internal') return this.client(path, this.model(tools, manager), advisors);
    const advisor =
      path === 'agent'
        ? AgentToolCallAdvisor.builder().toolCallingManager(AgentToolCallingManager.builder().delegate(manager).build()).build()
        : ToolCallAdvisor.builder().toolCallingManager(manager).build();
    return this.client(path, this.model(tools), advisors, advisor);
  }

  /** A chat client whose tools run on `path`; `advisor` configures the tool advisor. */
  client(path: Path, model: MiniMaxChatModel, advisors: Advisor[] = [], advisor?: Advisor): ChatClient {
    const loop: Advisor[] =
      path === 'internal' ? [] : [advisor ?? (path === 'agent' ? AgentToolCallAdvisor.builder().build() : ToolCallAdvisor.builder().build())];
    return ChatClient.builder(model, ObservationRegistry.NOOP)
      .defaultAdvisors([...advisors, ...loop])
      .build();
  }
}

/** Runs a request to its end; returns the answer's text. */
export async function ask(mode: Mode, spec: ChatClientRequestSpec, signal?: AbortSignal, conversationId = 'fault-suite'): Promise<string> {
  spec.advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversationId));
  const options = signal === undefined ? undefined : { signal };
  if (mode === 'call') return (await spec.call(options).content()) ?? '';
  const parts = await spec.stream(options).content().collectList();
  return parts.join('');
}

/** Runs a request to its end; returns every response (one for a call, the chunks of a stream). */
export async function responses(mode: Mode, spec: ChatClientRequestSpec, conversationId = 'fault-suite'): Promise<ChatResponse[]> {
  spec.advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversationId));
  if (mode === 'call') {
    const response = await spec.call().chatResponse();
    return response === undefined ? [] : [response];
  }
  return spec.stream().chatResponse().collectList();
}
