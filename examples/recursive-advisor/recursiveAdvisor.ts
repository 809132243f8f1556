/* spring-ai-ts, Apache-2.0. Examples: a recursive advisor looping with chain.copy(this) until a condition holds. */
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import type { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { Transcript } from '../shared/Transcript.js';
import { RoundLoggerAdvisor } from './RoundLoggerAdvisor.js';
import { WordLimitAdvisor } from './WordLimitAdvisor.js';

/** What the recursive-advisor example produced. */
export interface RecursiveAdvisorResult {
  /** The accepted (or last) answer. */
  readonly answer: string | undefined;
  /** The word count of each attempt. */
  readonly attempts: readonly number[];
  /** Every printed line. */
  readonly lines: readonly string[];
}

export const QUESTION = 'Explain what a Spring AI advisor is.';
export const MAX_WORDS = 20;

/** Asks one question through a {@link WordLimitAdvisor} with a {@link RoundLoggerAdvisor} inside its loop. */
export async function run(chatModel: ChatModel, echo = false): Promise<RecursiveAdvisorResult> {
  const out = new Transcript(echo);
  const limit = new WordLimitAdvisor(MAX_WORDS);
  const chatClient = ChatClient.builder(chatModel).defaultAdvisors(limit, new RoundLoggerAdvisor(out)).build();

  out.line(`> ${QUESTION} (at most ${MAX_WORDS} words)`);
  const answer = await chatClient.prompt().user(QUESTION).call().content();
  out.line(`Accepted after ${limit.attempts.length} attempt(s): ${answer ?? '(no answer)'}`);
  return { answer, attempts: [...limit.attempts], lines: out.lines() };
}

/** The simulator script of {@link run}: a long first answer, then a short one. */
export function script(simulator: MiniMaxSimulator): void {
  simulator.enqueue(
    MiniMaxScenarios.text(
      'An advisor in Spring AI is a component that intercepts every request to the chat model and every ' +
        'response from it, so it can add context, memory, tools, logging or validation around the call.',
    ),
    MiniMaxScenarios.text('An advisor wraps each chat model call to add context, memory, tools or checks.'),
  );
}
