// Shared helpers of the agent tests: a chat model that answers from a script, chosen per
// conversation (the first user message) and indexed by the tool rounds already in the prompt.
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import type { CallAdvisor } from '../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { StreamAdvisor } from '../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import { MessageType } from '../../src/chat/messages/MessageType.js';
import { ToolCall } from '../../src/chat/messages/ToolCall.js';
import { ToolResponseMessage } from '../../src/chat/messages/ToolResponseMessage.js';
import { ChatGenerationMetadata } from '../../src/chat/metadata/ChatGenerationMetadata.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../src/chat/model/ChatResponse.js';
import { Generation } from '../../src/chat/model/Generation.js';
import type { Prompt } from '../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { ToolCallingChatOptions } from '../../src/model/tool/ToolCallingChatOptions.js';
import { Flux } from '../../src/java/reactor/Flux.js';

export interface ScriptedCall {
  readonly name: string;
  readonly args: string;
}

/** One model answer: text (streamed word by word), then tool calls in a last chunk. */
export interface Round {
  readonly text?: string;
  readonly calls?: readonly ScriptedCall[];
}

let callIds = 0;

function responseOf(text: string, calls: readonly ScriptedCall[] | undefined, finishReason: string | undefined): ChatResponse {
  const message = AssistantMessage.builder()
    .content(text)
    .toolCalls((calls ?? []).map((call) => new ToolCall(`call-${++callIds}`, 'function', call.name, call.args)))
    .build();
  const metadata =
    finishReason === undefined ? ChatGenerationMetadata.NULL : ChatGenerationMetadata.builder().finishReason(finishReason).build();
  return ChatResponse.builder().generations([new Generation(message, metadata)]).build();
}

/** The last tool response message of a prompt. */
export function lastToolResponses(prompt: Prompt): ToolResponseMessage {
  const last = prompt.getInstructions().at(-1);
  if (!(last instanceof ToolResponseMessage)) throw new Error(`not a tool response: ${String(last)}`);
  return last;
}

/**
 * Answers from `scripts[firstUserText]`; the round index is the number of tool response messages
 * already in the prompt, so interleaved conversations each follow their own script. Each answer
 * first yields to the event loop, so concurrent turns really interleave.
 */
export class ScriptedChatModel implements ChatModel {
  readonly prompts: Prompt[] = [];

  readonly order: string[] = [];

  constructor(private readonly scripts: Readonly<Record<string, readonly Round[]>>) {}

  static single(rounds: readonly Round[]): ScriptedChatModel {
    return new ScriptedChatModel({ q: rounds });
  }

  promptsOf(conversation: string): Prompt[] {
    return this.prompts.filter((prompt) => ScriptedChatModel.keyOf(prompt) === conversation);
  }

  private static keyOf(prompt: Prompt): string {
    const user = prompt.getInstructions().find((message) => message.getMessageType() === MessageType.USER);
    return user?.getText() ?? '';
  }

  private async take(prompt: Prompt): Promise<Round> {
    await new Promise((resolve) => setImmediate(resolve));
    this.prompts.push(prompt);
    const key = ScriptedChatModel.keyOf(prompt);
    this.order.push(key);
    const script = this.scripts[key];
    if (script === undefined) throw new Error(`no script for ${key}`);
    const index = prompt.getInstructions().filter((message) => message instanceof ToolResponseMessage).length;
    return script[Math.min(index, script.length - 1)] as Round;
  }

  async call(prompt: Prompt): Promise<ChatResponse> {
    const round = await this.take(prompt);
    return responseOf(round.text ?? '', round.calls, round.calls === undefined ? 'STOP' : 'TOOL_CALLS');
  }

  stream(prompt: Prompt): Flux<ChatResponse> {
    return Flux.defer(async () => {
      const round = await this.take(prompt);
      const words = (round.text ?? '').split(/(?<= )/).filter((word) => word !== '');
      const chunks = words.map((word) => responseOf(word, undefined, undefined));
      chunks.push(responseOf('', round.calls, round.calls === undefined ? 'STOP' : 'TOOL_CALLS'));
      return Flux.fromIterable(chunks);
    });
  }

  getDefaultOptions(): ToolCallingChatOptions {
    return ToolCallingChatOptions.builder().build();
  }
}

/** Records each turn that passes through it and how often its `finally` ran. */
export class RecordingAdvisor implements CallAdvisor, StreamAdvisor {
  turns = 0;

  finallies = 0;

  constructor(
    private readonly name: string,
    private readonly order: number,
  ) {}

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return this.order;
  }

  async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.turns++;
    try {
      return await chain.nextCall(request);
    } finally {
      this.finallies++;
    }
  }

  adviseStream(request: ChatClientRequest, chain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return Flux.defer(() => {
      this.turns++;
      return chain.nextStream(request);
    }).doFinally(() => {
      this.finallies++;
    });
  }
}

export function clientWith(model: ChatModel, ...advisors: Array<CallAdvisor & StreamAdvisor>): ChatClient {
  return ChatClient.builder(model, ObservationRegistry.NOOP)
    .defaultAdvisors(...advisors)
    .build();
}

export type Mode = 'call' | 'stream';

/**
 * Runs one turn in the given mode and returns the final response (call) or the last response
 * of the stream, with the streamed text.
 */
export async function turn(
  mode: Mode,
  spec: ReturnType<ChatClient['prompt']>,
): Promise<{ text: string; last: ChatClientResponse | undefined }> {
  if (mode === 'call') {
    const response = await spec.call().chatClientResponse();
    return { text: response.chatResponse()?.getResult()?.getOutput().getText() ?? '', last: response };
  }
  const responses = await spec.stream().chatClientResponse().collectList();
  const text = responses.map((response) => response.chatResponse()?.getResult()?.getOutput().getText() ?? '').join('');
  return { text, last: responses.at(-1) };
}
