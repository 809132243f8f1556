/* spring-ai-ts, Apache-2.0. A small server-sent-events parser for OpenAI-compatible streams. */

/**
 * Splits decoded SSE text into events and hands each event's `data` to `onData`.
 *
 * Follows the parts of the SSE format that chat endpoints use: `data:` fields (several lines
 * joined with `\n`), comments (`: ping`) ignored, `event`/`id`/`retry` ignored, LF, CRLF or CR
 * line ends, input split anywhere. Written here rather than taken from `eventsource-parser`
 * because that package is ESM-only, which the CommonJS build and jest's CommonJS mode cannot
 * load on Node 20; it also allocates less per event (one slice per line).
 */
export class SseParser {
  private buffer = '';
  private data = '';
  private hasData = false;

  constructor(private readonly onData: (data: string) => void) {}

  /** Parses the next piece of text. */
  feed(chunk: string): void {
    const text = this.buffer === '' ? chunk : this.buffer + chunk;
    const length = text.length;
    let start = 0;
    // The next CR, searched again only once passed: a body without CRs is scanned for one once
    // per piece, not once per line.
    let cr = text.indexOf('\r');
    while (start < length) {
      let end = text.indexOf('\n', start);
      if (cr !== -1 && cr < start) cr = text.indexOf('\r', start);
      let next: number;
      if (cr !== -1 && (end === -1 || cr < end)) {
        if (cr === length - 1) break; // a CR at the very end may be the first half of CRLF
        end = cr;
        next = text.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
      } else if (end === -1) {
        break;
      } else {
        next = end + 1;
      }
      this.line(text, start, end);
      start = next;
    }
    this.buffer = start >= length ? '' : text.slice(start);
  }

  /** The end of the input: a last event without its blank line is still delivered. */
  end(): void {
    if (this.buffer !== '') {
      const rest = this.buffer;
      this.buffer = '';
      this.line(rest, 0, rest.length);
    }
    this.dispatch();
  }

  private line(text: string, start: number, end: number): void {
    if (start === end) {
      this.dispatch();
      return;
    }
    const first = text.charCodeAt(start);
    if (first === 58 /* ':' comment */) return;
    // The fast path: `data: <payload>`.
    if (first === 100 && text.startsWith('data:', start)) {
      const valueStart = text.charCodeAt(start + 5) === 32 ? start + 6 : start + 5;
      const value = text.slice(valueStart, end);
      this.data = this.hasData ? `${this.data}\n${value}` : value;
      this.hasData = true;
    }
  }

  private dispatch(): void {
    if (!this.hasData) return;
    const data = this.data;
    this.data = '';
    this.hasData = false;
    this.onData(data);
  }
}
