/* Ported from Spring AI MiniMaxApi.LogProbs (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Log probabilities of the output tokens, when the service returns them.
 *
 * @remarks Java's nested records `LogProbs.Content` and `Content.TopLogProbs` are kept as
 * their JSON objects (`{token, logprob, bytes, top_logprobs}`): MiniMax does not document them.
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.LogProbs.html
 * @category Models/MiniMax
 */
export class LogProbs {
  /** @param entries - the per-token entries as received */
  constructor(private readonly entries: Array<Record<string, unknown>> | undefined) {}

  /** The per-token entries. */
  content(): Array<Record<string, unknown>> | undefined {
    return this.entries;
  }

  /** The wire form. */
  toJSON(): Record<string, unknown> {
    return this.entries === undefined ? {} : { content: this.entries };
  }
}
