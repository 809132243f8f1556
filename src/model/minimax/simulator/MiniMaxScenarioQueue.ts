/* spring-ai-ts, Apache-2.0. Chooses which scripted scenario answers a simulator request. */
import type { MiniMaxRecordedRequest } from './MiniMaxRecordedRequest.js';
import { MiniMaxRequestInspector } from './MiniMaxRequestInspector.js';
import type { MiniMaxScenarioMatch } from './MiniMaxScenarioMatch.js';
import type { MiniMaxScenarioSource } from './MiniMaxScenarioSource.js';

interface Entry {
  source: MiniMaxScenarioSource;
  match: MiniMaxScenarioMatch | undefined;
  remaining: number;
}

/**
 * The scripted scenarios of one simulator: a FIFO queue (each entry answers one matching request)
 * and standing rules (each answers matching requests until its count runs out).
 *
 * @internal
 */
export class MiniMaxScenarioQueue {
  private readonly queue: Entry[] = [];
  private readonly rules: Entry[] = [];

  enqueue(source: MiniMaxScenarioSource, match?: MiniMaxScenarioMatch): void {
    this.queue.push({ source, match, remaining: 1 });
  }

  addRule(match: MiniMaxScenarioMatch, source: MiniMaxScenarioSource, times: number): void {
    this.rules.push({ source, match, remaining: times });
  }

  /** Takes the first queued entry that matches, else the first live rule that matches. */
  take(request: MiniMaxRecordedRequest): MiniMaxScenarioSource | undefined {
    const queued = this.queue.findIndex((e) => matches(e.match, request));
    if (queued >= 0) return this.queue.splice(queued, 1)[0]?.source;
    const rule = this.rules.find((e) => e.remaining > 0 && matches(e.match, request));
    if (rule === undefined) return undefined;
    rule.remaining--;
    return rule.source;
  }

  size(): number {
    return this.queue.length;
  }

  clear(): void {
    this.queue.length = 0;
    this.rules.length = 0;
  }
}

function matches(match: MiniMaxScenarioMatch | undefined, request: MiniMaxRecordedRequest): boolean {
  if (match === undefined) return true;
  if (typeof match === 'function') return match(request);
  const body = request.body;
  const user = MiniMaxRequestInspector.lastUserMessage(body);
  if (match.lastUserMessage !== undefined && user !== match.lastUserMessage) return false;
  const contains = match.lastUserMessageContains;
  if (contains !== undefined && !(user ?? '').includes(contains)) return false;
  const afterTool = MiniMaxRequestInspector.lastRole(body) === 'tool';
  if (match.afterToolResult !== undefined && afterTool !== match.afterToolResult) return false;
  if (match.stream !== undefined && MiniMaxRequestInspector.isStream(body) !== match.stream) return false;
  if (match.dialect !== undefined && request.dialect !== match.dialect) return false;
  if (match.model !== undefined && MiniMaxRequestInspector.field(body, 'model') !== match.model) return false;
  return true;
}
