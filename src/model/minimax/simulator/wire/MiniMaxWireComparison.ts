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
  /** Only in the right run, only in the left run, different in both, or at another position. */
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
  /** Equal in both runs, changed, only right, only left, or at another position. */
  kind: 'same' | 'changed' | 'added' | 'removed' | 'moved';
  /** The message on the left, if the row has one. */
  left?: MiniMaxWireMessageRow.Side;
  /** The message on the right, if the row has one. */
  right?: MiniMaxWireMessageRow.Side;
}

/**
 * Types nested in {@link MiniMaxWireMessageRow}.
 *
 * @category Testing
 */
export declare namespace MiniMaxWireMessageRow {
  /** One side of a row. */
  interface Side {
    /** The message's index in its request's `messages`. */
    index: number;
    /** The normalized message. */
    message: unknown;
  }
}

/**
 * The comparison of one round (one request of each run).
 *
 * @category Testing
 */
export interface MiniMaxWireRoundComparison {
  /** 1-based round number. */
  round: number;
  /** Equal, different, or present in one run only. */
  status: 'equal' | 'different' | 'only-left' | 'only-right';
  /** Everything that differs, messages first, then tools, options and the endpoint. */
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
  /** The left (first) run. */
  left: MiniMaxWireComparison.Run;
  /** The right (second) run. */
  right: MiniMaxWireComparison.Run;
  /** One entry per round of the longer run. */
  rounds: MiniMaxWireRoundComparison[];
}

/**
 * Types nested in {@link MiniMaxWireComparison}.
 *
 * @category Testing
 */
export declare namespace MiniMaxWireComparison {
  /** One of the compared runs. */
  interface Run {
    /** Its name in reports, e.g. its file name. */
    label: string;
    /** Its number of rounds. */
    rounds: number;
  }
}
