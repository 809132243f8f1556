/* spring-ai-ts, Apache-2.0. Examples: structured output checked by StructuredOutputValidationAdvisor, retried when invalid. */
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import { StructuredOutputValidationAdvisor } from '../../src/chat/client/advisor/StructuredOutputValidationAdvisor.js';
import type { CallAdvisor } from '../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import { Ordered } from '../../src/java/core/Ordered.js';
import type { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { Transcript } from '../shared/Transcript.js';
import { ActorsFilms } from './ActorsFilms.js';

/** What the ActorFilms example produced. */
export interface ActorFilmsResult {
  /** The converted entity. */
  readonly actorsFilms: ActorsFilms | undefined;
  /** The raw text of each model answer, in order (the rejected ones included). */
  readonly attempts: readonly string[];
  /** Every printed line. */
  readonly lines: readonly string[];
}

export const QUESTION = 'Generate the filmography of 5 movies for Tom Hanks.';

/** Records each raw answer; ordered after the validation advisor, so it sees every attempt. */
class AttemptRecorder implements CallAdvisor {
  readonly answers: string[] = [];

  constructor(private readonly out: Transcript) {}

  getName(): string {
    return 'AttemptRecorder';
  }

  // The validation advisor's default order is `LOWEST_PRECEDENCE - 2000`: to sit inside its
  // retry loop, an advisor needs a larger order (but below the model advisor's LOWEST_PRECEDENCE).
  getOrder(): number {
    return Ordered.LOWEST_PRECEDENCE - 1000;
  }

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    const response = await callAdvisorChain.nextCall(chatClientRequest);
    const text = response.chatResponse()?.getResult()?.getOutput().getText() ?? '';
    this.answers.push(text);
    this.out.line(`attempt ${this.answers.length}: ${text.replace(/\s+/g, ' ')}`);
    return response;
  }
}

/**
 * Asks for an `ActorsFilms` object. The validation advisor checks each answer against the JSON
 * schema of the class; an invalid answer is sent back with the validation error appended to the
 * user message, up to `maxRepeatAttempts` times; `entity(ActorsFilms)` converts the valid one.
 */
export async function run(chatModel: ChatModel, echo = false): Promise<ActorFilmsResult> {
  const out = new Transcript(echo);
  const recorder = new AttemptRecorder(out);
  const validationAdvisor = StructuredOutputValidationAdvisor.builder().outputType(ActorsFilms).maxRepeatAttempts(3).build();

  out.line(`> ${QUESTION}`);
  const actorsFilms = await ChatClient.create(chatModel)
    .prompt()
    .advisors(validationAdvisor, recorder)
    .user(QUESTION)
    .call()
    .entity(ActorsFilms);
  out.line(`entity: ${actorsFilms?.actor ?? '?'} -> ${(actorsFilms?.movies ?? []).join(' | ')}`);
  return { actorsFilms, attempts: [...recorder.answers], lines: out.lines() };
}

/**
 * The simulator script of {@link run}: `movies` as one string (invalid), then a valid object.
 * (The validator checks the raw text, as Spring's does: a Markdown-fenced answer would fail it.)
 */
export function script(simulator: MiniMaxSimulator): void {
  simulator.enqueue(
    MiniMaxScenarios.text('{"actor": "Tom Hanks", "movies": "Forrest Gump, Big, Cast Away, Apollo 13, Philadelphia"}'),
    MiniMaxScenarios.text('{"actor": "Tom Hanks", "movies": ["Forrest Gump", "Big", "Cast Away", "Apollo 13", "Philadelphia"]}'),
  );
}
