// One scenario of the differential suite: a small program written in Java against the real
// Spring AI (test/spring/java/src/main/java/sidebyside/scenarios/<Name>.java) and translated to
// TypeScript by the migration guide's rules (test/spring/scenarios/<Name>.ts). Both run against a
// simulator serving the same scripted answers through a recording proxy.
import type { MiniMaxScenarioSource, MiniMaxSimulator } from 'spring-ai-ts/minimax/testing';
import type { Outcome } from './Outcome.js';

/** What a scenario program gets: where to send requests, and where to write its outcome. */
export interface ScenarioContext {
  /** The base URL of the recording proxy in front of this scenario's simulator. */
  readonly baseUrl: string;
  /** Any non-empty key (the simulator accepts every Bearer key). */
  readonly apiKey: string;
  readonly outcome: Outcome;
  /** A value the harness set for this run (a database URL, a server command), or undefined. */
  property(name: string): string | undefined;
}

/**
 * A difference both sides are known to show, deliberately: it names where it shows (a prefix of
 * the wire difference's `where`, or `outcome.<field>`) and the user documentation that explains it.
 */
export interface ExpectedDifference {
  /** `wire:<area> <where prefix>` for a request difference, `outcome:<field>` for an outcome field. */
  readonly at: string;
  /** The user documentation that explains it: a path under docs/, with an anchor. */
  readonly doc: string;
  readonly why: string;
}

export interface SpringScenario {
  /** Scripted answers, in order: the same for both sides. */
  readonly script?: readonly MiniMaxScenarioSource[];
  /** Further set-up of each side's simulator (matches, defaults). */
  readonly simulator?: (simulator: MiniMaxSimulator) => void;
  /** Needs a resource of the harness (`postgres`, `mcp`); without it the scenario is skipped. */
  readonly needs?: readonly ('postgres' | 'mcp')[];
  readonly expected?: readonly ExpectedDifference[];
  /**
   * Runs in this many phases (default 1), alternating Java phase 1, TypeScript phase 1, Java
   * phase 2, …; each phase reads its number from the `phase` property. For state that moves
   * between the languages (a conversation in PostgreSQL).
   */
  readonly phases?: number;
  /** The TypeScript translation of the Java program. */
  run(context: ScenarioContext): Promise<void>;
}

/** Declares a scenario (the identity; it gives the object its type). */
export function scenario(definition: SpringScenario): SpringScenario {
  return definition;
}
