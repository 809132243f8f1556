/* spring-ai-ts, Apache-2.0. Demo: a stream advisor inside the tool loop that prints the agent's progress live. */
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import type { StreamAdvisor } from '../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import type { ToolCall } from '../../src/chat/messages/ToolCall.js';
import { ToolResponseMessage } from '../../src/chat/messages/ToolResponseMessage.js';
import { Flux } from '../../src/java/reactor/Flux.js';
import type { Transcript } from '../shared/Transcript.js';

const TODO_TOOLS = new Set(['todoUpdate', 'todoRead']);

/**
 * Ordered after the tool advisor, so it runs once per round of the tool loop and sees everything
 * the caller does not: each round's streamed text (printed as it arrives), the tool calls the
 * model asks for (printed when their chunk arrives) and, at the start of the next round, the tool
 * results that the loop sends back: the todo list after each todo tool call, a short summary of
 * other results, and any reminder the agent's tool manager put in front of them.
 */
export class ProgressAdvisor implements StreamAdvisor {
  private rounds = 0;
  private roundText = '';
  private streaming: 'thinking' | 'text' | undefined;
  private thinkingSpace = false;
  private thinkingWritten = false;
  private readonly calls: string[] = [];
  private reminderCount = 0;

  constructor(
    private readonly out: Transcript,
    private readonly reminderText: string,
    private readonly order = 0,
  ) {}

  getName(): string {
    return 'ProgressAdvisor';
  }

  getOrder(): number {
    return this.order;
  }

  /** Model rounds so far. */
  getRounds(): number {
    return this.rounds;
  }

  /** The names of the tools the model called, in order. */
  getToolCalls(): string[] {
    return [...this.calls];
  }

  /** Reminders seen in tool results. */
  getReminders(): number {
    return this.reminderCount;
  }

  /** The text of the latest round (the final answer once the loop is over). */
  getLastRoundText(): string {
    return this.roundText;
  }

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return Flux.defer(() => {
      this.printToolResults(chatClientRequest);
      this.rounds++;
      this.roundText = '';
      this.streaming = undefined;
      this.out.line(`── round ${this.rounds} ──`);
      return streamAdvisorChain.nextStream(chatClientRequest).doOnNext((response) => this.printChunk(response));
    }).doFinally(() => this.out.endLine());
  }

  private printChunk(response: ChatClientResponse): void {
    for (const generation of response.chatResponse()?.getResults() ?? []) {
      const output = generation.getOutput();
      // MiniMax keeps reasoning out of the text; its chat model passes each piece as metadata.
      const reasoning = output.getMetadata().get('reasoningDelta');
      if (typeof reasoning === 'string' && reasoning !== '') this.stream('thinking', reasoning);
      const text = output.getText() ?? '';
      if (text !== '') {
        this.roundText += text;
        this.stream('text', text);
      }
      if (output.hasToolCalls()) {
        this.out.endLine();
        this.streaming = undefined;
        for (const toolCall of output.getToolCalls()) {
          this.calls.push(toolCall.name());
          this.out.line(`→ ${toolCall.name()}(${describeArguments(toolCall)})`);
        }
      }
    }
  }

  /** Writes a streamed piece, starting a `thinking:` or `assistant:` line when the kind changes. */
  private stream(kind: 'thinking' | 'text', piece: string): void {
    if (this.streaming !== kind) {
      this.out.endLine();
      this.out.write(kind === 'thinking' ? 'thinking: ' : 'assistant: ');
      this.streaming = kind;
      this.thinkingSpace = false;
      this.thinkingWritten = false;
    }
    if (kind === 'text') {
      this.out.write(piece);
      return;
    }
    // Reasoning goes on one line: line breaks become spaces, and a space is only written once
    // more reasoning follows it (no leading or trailing blanks).
    const words = piece.replace(/\s+/g, ' ');
    const core = words.trim();
    if (core === '') {
      this.thinkingSpace ||= words !== '';
      return;
    }
    const lead = this.thinkingSpace || words.startsWith(' ');
    if (lead && this.thinkingWritten) this.out.write(' ');
    this.out.write(core);
    this.thinkingWritten = true;
    this.thinkingSpace = words.endsWith(' ');
  }

  /** The results of the previous round arrive as the last message of this round's request. */
  private printToolResults(request: ChatClientRequest): void {
    const last = request.prompt().getInstructions().at(-1);
    if (!(last instanceof ToolResponseMessage)) return;
    for (const response of last.getResponses()) {
      let data = response.responseData();
      if (data.startsWith(this.reminderText)) {
        this.reminderCount++;
        data = data.slice(this.reminderText.length).replace(/^\r?\n/, '');
        this.out.line(`⚠ reminder sent with the ${response.name()} result: ${this.reminderText}`);
      }
      if (TODO_TOOLS.has(response.name()) && !data.startsWith('Error')) {
        this.out.line('← todo list:');
        for (const line of data.split('\n')) this.out.line(`     ${line}`);
      } else {
        this.out.line(`← ${response.name()}: ${summarise(data)}`);
      }
    }
  }
}

/** A one-line view of tool arguments: long strings become their length, lists their size. */
function describeArguments(toolCall: ToolCall): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(toolCall.arguments() || '{}');
  } catch {
    return `invalid JSON: ${summarise(toolCall.arguments())}`;
  }
  if (typeof parsed !== 'object' || parsed === null) return summarise(toolCall.arguments());
  return Object.entries(parsed as Record<string, unknown>)
    .map(([key, value]) => {
      if (Array.isArray(value)) return `${key}: [${value.length} item${value.length === 1 ? '' : 's'}]`;
      if (typeof value === 'string' && (value.length > 40 || value.includes('\n'))) return `${key}: ${value.length} chars`;
      return `${key}: ${JSON.stringify(value)}`;
    })
    .join(', ');
}

/** The first line of a text, cut at 100 characters, with a line count when there are more. */
function summarise(text: string): string {
  const lines = text.split('\n');
  const first = (lines[0] ?? '').length > 100 ? `${(lines[0] ?? '').slice(0, 97)}...` : lines[0] ?? '';
  return lines.length > 1 ? `${first} (+${lines.length - 1} more lines)` : first;
}
