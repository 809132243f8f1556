/* Ported from Spring AI ChatClient.AdvisorSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Advisor } from './advisor/api/Advisor.js';

/**
 * Adds advisors and advisor parameters (the initial advisor context) to a request.
 * Reachable as `ChatClient.AdvisorSpec`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.AdvisorSpec.html
 * @category Chat Client
 */
export interface AdvisorSpec {
  /** Adds one advisor parameter. */
  param(key: string, value: unknown): AdvisorSpec;

  /** Adds advisor parameters (a `Map` or a plain object). */
  params(params: Map<string, unknown> | Record<string, unknown>): AdvisorSpec;

  /** Adds advisors, given one by one or as an array (Java's `List` overload). */
  advisors(...advisors: Advisor[]): AdvisorSpec;
  /** Adds the advisors of a list. */
  advisors(advisors: Advisor[]): AdvisorSpec;
}
