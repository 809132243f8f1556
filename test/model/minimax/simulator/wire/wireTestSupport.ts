// spring-ai-ts test helpers: runs a real spring-ai-ts program against the scripted simulator through
// the recording proxy, and the small program variants the comparison tests tell apart.
import 'reflect-metadata';
import type { ChatClientRequest } from '../../../../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../../../../src/chat/client/ChatClientResponse.js';
import { ChatClient } from '../../../../../src/chat/client/ChatClient.js';
import { BaseAdvisor } from '../../../../../src/chat/client/advisor/api/BaseAdvisor.js';
import { MessageChatMemoryAdvisor } from '../../../../../src/chat/client/advisor/MessageChatMemoryAdvisor.js';
import { ChatMemory } from '../../../../../src/chat/memory/ChatMemory.js';
import { MessageWindowChatMemory } from '../../../../../src/chat/memory/MessageWindowChatMemory.js';
import { MiniMaxRecordingProxy, type MiniMaxScenarioSource, MiniMaxSimulator, type MiniMaxWireExchange } from '../../../../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../../../../src/model/minimax/index.js';
import { ToolParam } from '../../../../../src/tool/annotation/ToolParam.js';
import { FunctionToolCallback } from '../../../../../src/tool/function/FunctionToolCallback.js';

export const KEY = 'sk-wire-compare-secret-key';

/** Records what `program` sends, answered by a simulator (with its own id seed) scripted with `scenarios`. */
export async function recordRun(program: (api: MiniMaxApi) => Promise<void>, scenarios: MiniMaxScenarioSource[], seed = 1, out?: string): Promise<MiniMaxWireExchange[]> {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY], seed });
  simulator.enqueue(...scenarios);
  const proxy = new MiniMaxRecordingProxy(out === undefined ? { simulator } : { simulator, out });
  const { baseUrl } = await proxy.start();
  try {
    await program(new MiniMaxApi({ baseUrl, apiKey: KEY }));
    return proxy.exchanges();
  } finally {
    await proxy.stop();
    await simulator.stop();
  }
}

class ForecastWithInt {
  @ToolParam({ description: 'The city' })
  location!: string;

  @ToolParam({ description: 'Number of days', type: 'int' })
  days!: number;
}

class ForecastWithNumber {
  @ToolParam({ description: 'The city' })
  location!: string;

  @ToolParam({ description: 'Number of days' })
  days!: number;
}

/** Appends its text to the system message: the order of two of these shows in the request. */
class AppendToSystemAdvisor extends BaseAdvisor {
  constructor(
    private readonly text: string,
    private readonly order: number,
  ) {
    super();
  }
  override getName(): string {
    return `append-${this.text}`;
  }
  getOrder(): number {
    return this.order;
  }
  before(request: ChatClientRequest): ChatClientRequest {
    const prompt = request.prompt().augmentSystemMessage((system) => system.mutate().text(`${system.getText() ?? ''} ${this.text}`).build());
    return request.mutate().prompt(prompt).build();
  }
  after(response: ChatClientResponse): ChatClientResponse {
    return response;
  }
}

/** What differs between program variants. */
export interface Variant {
  system?: string;
  advisorOrder?: 'ab' | 'ba';
  intDays?: boolean;
  memoryWindow?: number;
  turns?: string[];
}

/** A ChatClient program: a system text, two advisors, a forecast tool, optional memory, one or more user turns. */
export function program(variant: Variant = {}): (api: MiniMaxApi) => Promise<void> {
  return async (api) => {
    const tool = FunctionToolCallback.builder('get_forecast', (request: { location: string; days: number }) => ({ location: request.location, days: request.days, sky: 'clear' }))
      .description('Get the forecast for a city')
      .inputType(variant.intDays === false ? ForecastWithNumber : ForecastWithInt)
      .build();
    const chatModel = MiniMaxChatModel.builder()
      .miniMaxApi(api)
      .defaultOptions(MiniMaxChatOptions.builder().model('MiniMax-M2.7').temperature(0.2).toolCallbacks([tool]).build())
      .build();
    const [first, second] = variant.advisorOrder === 'ba' ? [2, 1] : [1, 2];
    const advisors: BaseAdvisor[] = [new AppendToSystemAdvisor('Be brief.', first), new AppendToSystemAdvisor('Use metric units.', second)];
    const builder = ChatClient.builder(chatModel).defaultSystem(variant.system ?? 'You are a weather assistant.');
    const memory = MessageWindowChatMemory.builder().maxMessages(variant.memoryWindow ?? 20).build();
    const client = builder.defaultAdvisors(...advisors, MessageChatMemoryAdvisor.builder(memory).build()).build();
    for (const turn of variant.turns ?? ['What is the forecast for Paris for 3 days?']) {
      await client.prompt(turn).advisors((spec) => spec.param(ChatMemory.CONVERSATION_ID, 'c1')).call().content();
    }
  };
}
