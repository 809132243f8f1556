/* spring-ai-ts, Apache-2.0. Examples: a logging advisor that sees each round of a recursive advisor. */
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import type { AdvisorChain } from '../../src/chat/client/advisor/api/AdvisorChain.js';
import { BaseAdvisor } from '../../src/chat/client/advisor/api/BaseAdvisor.js';
import type { Transcript } from '../shared/Transcript.js';
import { answerOf, wordCount } from './WordLimitAdvisor.js';

/**
 * Prints every request it passes on (how many messages) and every answer (word count), like the
 * logger of Spring's recursive-advisor demo. Ordered after the recursive advisor, it runs once per
 * attempt.
 */
export class RoundLoggerAdvisor extends BaseAdvisor {
  private round = 0;

  constructor(
    private readonly out: Transcript,
    private readonly order = 0,
  ) {
    super();
  }

  override getName(): string {
    return 'RoundLoggerAdvisor';
  }

  getOrder(): number {
    return this.order;
  }

  before(chatClientRequest: ChatClientRequest, _advisorChain: AdvisorChain): ChatClientRequest {
    this.round++;
    this.out.line(`[round ${this.round}] request with ${chatClientRequest.prompt().getInstructions().length} message(s)`);
    return chatClientRequest;
  }

  after(chatClientResponse: ChatClientResponse, _advisorChain: AdvisorChain): ChatClientResponse {
    const answer = answerOf(chatClientResponse);
    this.out.line(`[round ${this.round}] answer (${wordCount(answer)} words): ${answer}`);
    return chatClientResponse;
  }
}
