/* spring-ai-ts, Apache-2.0. Examples: a stream advisor that logs whether each chunk carries tool calls. */
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import type { StreamAdvisor } from '../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import type { Flux } from '../../src/java/reactor/Flux.js';
import type { Transcript } from '../shared/Transcript.js';

/** What the logger saw in one streamed chunk. */
export interface ChunkRecord {
  /** The chunk's position in its stream (each round of a tool loop is its own stream), from 1. */
  readonly index: number;
  /** The text delta of the chunk. */
  readonly text: string;
  /** Whether the chunk carries tool calls. */
  readonly hasToolCalls: boolean;
  /** The names of the tool calls it carries. */
  readonly toolNames: readonly string[];
  /** False for a chunk without generations (MiniMax's last chunk carries only the usage). */
  readonly hasGeneration: boolean;
}

/**
 * Passes the stream on unchanged and logs, per chunk, whether it carries tool calls. Ordered after
 * `ToolCallAdvisor` it sits inside the tool loop and sees every round's chunks, the tool-call
 * chunks included (which the tool advisor holds back from the caller by default).
 */
export class ToolCallChunkLoggerAdvisor implements StreamAdvisor {
  /** Every chunk seen, in order. */
  readonly chunks: ChunkRecord[] = [];

  constructor(
    private readonly out: Transcript,
    private readonly order = 0,
  ) {}

  getName(): string {
    return 'ToolCallChunkLoggerAdvisor';
  }

  getOrder(): number {
    return this.order;
  }

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    let index = 0;
    return streamAdvisorChain.nextStream(chatClientRequest).doOnNext((response) => {
      const chatResponse = response.chatResponse();
      const toolNames = (chatResponse?.getResults() ?? []).flatMap((generation) =>
        generation.getOutput().getToolCalls().map((toolCall) => toolCall.name()),
      );
      const record: ChunkRecord = {
        index: ++index,
        text: chatResponse?.getResult()?.getOutput().getText() ?? '',
        hasToolCalls: chatResponse?.hasToolCalls() ?? false,
        toolNames,
        hasGeneration: chatResponse?.getResult() !== undefined,
      };
      this.chunks.push(record);
      if (!record.hasGeneration) {
        this.out.line(`  chunk ${record.index}: no generation (usage only)`);
        return;
      }
      const calls = record.hasToolCalls ? `yes (${toolNames.join(', ')})` : 'no';
      this.out.line(`  chunk ${record.index}: tool calls: ${calls}, text: ${JSON.stringify(record.text)}`);
    });
  }
}
