/* Ported from Spring AI ToolContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { UnsupportedOperationException } from '../../java/core/UnsupportedOperationException.js';
import type { Message } from '../messages/index.js';

/** A `Map` that refuses changes, like `Collections.unmodifiableMap`. */
class UnmodifiableMap<K, V> extends Map<K, V> {
  private sealed = false;

  constructor(entries: Iterable<readonly [K, V]>) {
    super(entries);
    this.sealed = true;
  }

  override set(key: K, value: V): this {
    if (this.sealed) throw new UnsupportedOperationException();
    return super.set(key, value);
  }

  override delete(): boolean {
    throw new UnsupportedOperationException();
  }

  override clear(): void {
    throw new UnsupportedOperationException();
  }
}

/**
 * Extra data handed to a tool at execution time, outside what the model sends (a tenant id, a
 * user, the caller's `AbortSignal`).
 *
 * A tool method receives it by declaring a parameter of type `ToolContext`; such parameters
 * are left out of the JSON schema the model sees.
 *
 * @example
 * ```ts
 * @Tool({ description: 'Cancel an order' })
 * async cancelOrder(orderId: string, toolContext: ToolContext): Promise<string> {
 *   const tenant = toolContext.getContext().get('tenantId');
 *   return orders.cancel(tenant, orderId, { signal: toolContext.getAbortSignal() });
 * }
 * ```
 *
 * @remarks
 * The constructor copies the entries into an unmodifiable `Map` (Java wraps a read-only view of
 * the given map); a plain object is accepted as well (PORTING rule 6). {@link ToolContext.getAbortSignal}
 * is an addition: it returns the signal stored under {@link ToolContext.ABORT_SIGNAL}, or else the
 * caller's signal carried by `AbortSignalContext`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/ToolContext.html
 * @category Tools
 */
export class ToolContext {
  /** The key of the conversation so far (`Message[]`) in the context. */
  static readonly TOOL_CALL_HISTORY = 'TOOL_CALL_HISTORY';

  /** The key under which a caller may store an `AbortSignal` for the tool (spring-ai-ts addition). */
  static readonly ABORT_SIGNAL = 'spring-ai-ts.abortSignal';

  private readonly context: ReadonlyMap<string, unknown>;

  constructor(context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>) {
    const entries: Iterable<readonly [string, unknown]> =
      context instanceof Map ? context.entries() : Object.entries(context);
    this.context = new UnmodifiableMap<string, unknown>(entries);
  }

  /** The context entries, read-only. */
  getContext(): ReadonlyMap<string, unknown> {
    return this.context;
  }

  /** The messages exchanged so far, stored under {@link ToolContext.TOOL_CALL_HISTORY}. */
  getToolCallHistory(): Message[] {
    return this.context.get(ToolContext.TOOL_CALL_HISTORY) as Message[];
  }

  /**
   * The caller's `AbortSignal`: the one stored under {@link ToolContext.ABORT_SIGNAL}, else the
   * one of the enclosing `AbortSignalContext.run`, else `undefined`.
   */
  getAbortSignal(): AbortSignal | undefined {
    const stored = this.context.get(ToolContext.ABORT_SIGNAL);
    return stored instanceof AbortSignal ? stored : AbortSignalContext.current();
  }
}
