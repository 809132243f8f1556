/* spring-ai-ts, Apache-2.0. Examples: a recursive advisor that re-runs the rest of the chain until the answer is short enough. */
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import type { CallAdvisor } from '../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../src/chat/client/advisor/api/CallAdvisorChain.js';
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { Prompt } from '../../src/chat/prompt/Prompt.js';
import { Ordered } from '../../src/java/core/Ordered.js';

/** The text of a response's first generation, or an empty string. */
export function answerOf(response: ChatClientResponse): string {
  return response.chatResponse()?.getResult()?.getOutput().getText() ?? '';
}

/** How many words a text has. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/**
 * A recursive advisor: it calls the rest of the chain, checks the answer against a condition (at
 * most `maxWords` words) and, while the condition does not hold, asks again with the previous
 * answer and a correction appended, at most `maxAttempts` times in all.
 *
 * A chain can be walked only once, so every retry runs on `chain.copy(this)`: a fresh chain of the
 * advisors ordered after this one. Advisors ordered after it (and the model) see every attempt;
 * advisors ordered before it see the turn once.
 */
export class WordLimitAdvisor implements CallAdvisor {
  /** One entry per attempt: the answer's word count. */
  readonly attempts: number[] = [];

  constructor(
    private readonly maxWords: number,
    private readonly maxAttempts = 3,
    private readonly order = Ordered.HIGHEST_PRECEDENCE + 500,
  ) {}

  getName(): string {
    return 'WordLimitAdvisor';
  }

  getOrder(): number {
    return this.order;
  }

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    let response = await callAdvisorChain.nextCall(chatClientRequest);
    let request = chatClientRequest;
    while (!this.conditionHolds(response) && this.attempts.length < this.maxAttempts) {
      request = this.retryRequest(request, response);
      response = await callAdvisorChain.copy(this).nextCall(request);
    }
    return response;
  }

  private conditionHolds(response: ChatClientResponse): boolean {
    const words = wordCount(answerOf(response));
    this.attempts.push(words);
    return words <= this.maxWords;
  }

  /** The conversation so far plus the rejected answer and what to change. */
  private retryRequest(request: ChatClientRequest, response: ChatClientResponse): ChatClientRequest {
    const answer = answerOf(response);
    const correction =
      `Your answer has ${wordCount(answer)} words; the limit is ${this.maxWords}. ` +
      'Answer again, shorter, keeping the facts.';
    const prompt = request.prompt();
    const messages = [...prompt.getInstructions(), new AssistantMessage(answer), new UserMessage(correction)];
    return request.mutate().prompt(new Prompt(messages, prompt.getOptions()?.copy())).build();
  }
}
