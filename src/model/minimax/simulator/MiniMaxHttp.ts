/* spring-ai-ts, Apache-2.0. Small node:http helpers of the MiniMax simulator. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Body reading, header redaction and the simulator's own error replies (errors of the simulator
 * itself, such as an unknown scenario name, as opposed to scripted MiniMax errors).
 *
 * @internal
 */
export class MiniMaxHttp {
  private constructor() {}

  /** The first value of a header. */
  static header(value: string | string[] | undefined): string | undefined {
    return Array.isArray(value) ? value[0] : value;
  }

  /** Headers with lower-case names and the authorization value cut to `Bearer ***<last 4>`. */
  static redact(headers: IncomingMessage['headers']): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      const text = Array.isArray(value) ? value.join(', ') : value;
      result[name] = name === 'authorization' ? `Bearer ***${text.replace(/^Bearer\s+/i, '').slice(-4)}` : text;
    }
    return result;
  }

  /** `JSON.parse`, or `fallback` when the text is not JSON. */
  static parseJson(text: string, fallback: unknown): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return fallback;
    }
  }

  /** The whole body as UTF-8; rejects when it exceeds `limit` bytes (after draining it). */
  static readBody(request: IncomingMessage, limit: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      });
      request.on('end', () => {
        if (size > limit) reject(new Error('too large'));
        else resolve(Buffer.concat(chunks).toString('utf8'));
      });
      request.on('error', reject);
    });
  }

  /** Sends a JSON body with its length. */
  static sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = JSON.stringify(body);
    const length = String(Buffer.byteLength(text));
    response.writeHead(status, { 'content-type': 'application/json', ...headers, 'content-length': length });
    response.end(text);
  }

  /** The body of a simulator error: `{"type":"error","error":{"type":"simulator_error","message":…}}`. */
  static simulatorError(message: string): Record<string, unknown> {
    return { type: 'error', error: { type: 'simulator_error', message } };
  }
}
