/* spring-ai-ts, Apache-2.0. No Spring counterpart: the result of comparing two recorded runs. */

/**
 * One thing the two clients sent differently. `added` means only the right (second) run sent
 * it, `removed` only the left (first) run.
 *
 * @category Testing
 */
export interface MiniMaxWireDifference {
  /** What part of the request: a message, a tool definition, an option, the endpoint, or a whole round. */
  area: 'message' | 'tool' | 'option' | 'endpoint' | 'round';
  kind: 'added' | 'removed' | 'changed' | 'moved';
  /** Where, e.g. `messages[2].content`, `tools[getWeather].function.parameters.properties.count.type`, `temperature`. */
  where: string;
  /** The left run's value (absent when added). */
  left?: unknown;
  /** The right run's value (absent when removed). */
  right?: unknown;
}

/**
 * One row of the side-by-side view of a round's messages.
 *
 * @category Testing
 */
export interface MiniMaxWireMessageRow {
  kind: 'same' | 'changed' | 'added' | 'removed' | 'moved';
  /** Index and normalized message on the left, if the row has one. */
  left?: { index: number; message: unknown };
  /** Index and normalized message on the right, if the row has one. */
  right?: { index: number; message: unknown };
}

/**
 * The comparison of one round (one request of each run).
 *
 * @category Testing
 */
export interface MiniMaxWireRoundComparison {
  /** 1-based round number. */
  round: number;
  status: 'equal' | 'different' | 'only-left' | 'only-right';
  differences: MiniMaxWireDifference[];
  /** The messages side by side. */
  messages: MiniMaxWireMessageRow[];
  /** The left run's normalized request, if it has this round. */
  left?: unknown;
  /** The right run's normalized request, if it has this round. */
  right?: unknown;
}

/**
 * The comparison of two recorded runs, round by round.
 *
 * @category Testing
 */
export interface MiniMaxWireComparison {
  /** True when every round's normalized requests are equal and both runs have as many rounds. */
  equal: boolean;
  /** Name of the left run (e.g. its file name) and its number of rounds. */
  left: { label: string; rounds: number };
  /** Name of the right run and its number of rounds. */
  right: { label: string; rounds: number };
  rounds: MiniMaxWireRoundComparison[];
}
