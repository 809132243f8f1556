/* spring-ai-ts, Apache-2.0. No Spring counterpart: reading and writing recorded runs (JSON lines). */
import { readFileSync } from 'node:fs';
import { IllegalArgumentException } from '../../../../java/core/IllegalArgumentException.js';
import type { MiniMaxWireExchange } from './MiniMaxWireExchange.js';

const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-api-key', 'api-key', 'cookie', 'set-cookie']);
const DROPPED_HEADERS = new Set(['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'accept-encoding']);

/**
 * Recorded runs as JSON lines: one {@link MiniMaxWireExchange} per line, in round order.
 *
 * @category Testing
 */
export class MiniMaxWireRecording {
  private constructor() {}

  /** Parses the text of a `.jsonl` recording; throws `IllegalArgumentException` naming the bad line. */
  static parse(text: string, source = 'recording'): MiniMaxWireExchange[] {
    const exchanges: MiniMaxWireExchange[] = [];
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch (error) {
        throw new IllegalArgumentException(`${source}:${index + 1}: not a JSON line (${(error as Error).message})`);
      }
      const exchange = parsed as Partial<MiniMaxWireExchange>;
      if (typeof exchange !== 'object' || exchange === null || typeof exchange.request !== 'object' || typeof exchange.response !== 'object') {
        throw new IllegalArgumentException(`${source}:${index + 1}: an exchange needs "request" and "response"`);
      }
      exchanges.push({ ...exchange, seq: exchange.seq ?? exchanges.length, method: exchange.method ?? 'POST', path: exchange.path ?? '' } as MiniMaxWireExchange);
    });
    return exchanges;
  }

  /** Reads and parses a `.jsonl` file. */
  static read(path: string): MiniMaxWireExchange[] {
    return MiniMaxWireRecording.parse(readFileSync(path, 'utf8'), path);
  }

  /** One exchange as a line (with the newline). */
  static toLine(exchange: MiniMaxWireExchange): string {
    return `${JSON.stringify(exchange)}\n`;
  }

  /** Request headers worth keeping: lower-case names, credentials and hop-by-hop headers left out. */
  static safeHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      const key = name.toLowerCase();
      if (value === undefined || CREDENTIAL_HEADERS.has(key) || DROPPED_HEADERS.has(key) || /key|token|secret/.test(key)) continue;
      kept[key] = Array.isArray(value) ? value.join(', ') : value;
    }
    return kept;
  }
}
