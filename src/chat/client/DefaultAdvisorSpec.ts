/* Ported from Spring AI DefaultChatClient.DefaultAdvisorSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { keysOf, putAll, valuesOf } from '../../java/core/lang/maps.js';
import { varargsOrList } from './internal/varargs.js';
import type { Advisor } from './advisor/api/Advisor.js';
import type { AdvisorSpec } from './AdvisorSpec.js';

/**
 * The {@link AdvisorSpec} handed to `advisors(a => …)` and `defaultAdvisors(a => …)`.
 * Reachable as `DefaultChatClient.DefaultAdvisorSpec`.
 *
 * @remarks
 * `advisors(null)` cannot tell Java's array overload from its `List` overload; both fail with
 * `"advisors cannot be null"`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultAdvisorSpec.html
 * @category Chat Client
 */
export class DefaultAdvisorSpec implements AdvisorSpec {
  private readonly advisorList: Advisor[] = [];
  private readonly paramsMap = new Map<string, unknown>();

  /** Adds one advisor parameter. */
  param(key: string, value: unknown): this {
    Assert.hasText(key, 'key cannot be null or empty');
    Assert.notNull(value, 'value cannot be null');
    this.paramsMap.set(key, value);
    return this;
  }

  /** Adds advisor parameters (a `Map` or a plain object). */
  params(params: Map<string, unknown> | Record<string, unknown>): this {
    Assert.notNull(params, 'params cannot be null');
    Assert.noNullElements(keysOf(params), 'param keys cannot contain null elements');
    Assert.noNullElements(valuesOf(params), 'param values cannot contain null elements');
    putAll(this.paramsMap, params);
    return this;
  }

  /** Adds advisors. */
  advisors(...advisors: Advisor[]): this;
  /** Adds the advisors of a list. */
  advisors(advisors: Advisor[]): this;
  advisors(...args: unknown[]): this {
    const advisors = varargsOrList<Advisor>(args);
    Assert.notNull(advisors, 'advisors cannot be null');
    Assert.noNullElements(advisors, 'advisors cannot contain null elements');
    this.advisorList.push(...advisors);
    return this;
  }

  /** The advisors added so far. */
  getAdvisors(): Advisor[] {
    return this.advisorList;
  }

  /** The advisor parameters added so far. */
  getParams(): Map<string, unknown> {
    return this.paramsMap;
  }
}
