/* spring-ai-ts, Apache-2.0. Examples: what an example printed, kept so a test can assert on it. */

/**
 * Collects an example's output: whole lines and streamed pieces of a line. With `echo` it also
 * writes everything to stdout as it arrives (streamed pieces without waiting for the line end).
 */
export class Transcript {
  private readonly done: string[] = [];
  private pending = '';

  constructor(private readonly echo: boolean = false) {}

  /** Prints a whole line (ending any streamed line first). */
  line(text = ''): void {
    this.endLine();
    for (const part of text.split('\n')) this.done.push(part);
    if (this.echo) process.stdout.write(`${text}\n`);
  }

  /** Prints a piece of the current line, e.g. a streamed text delta. */
  write(piece: string): void {
    if (piece === '') return;
    const parts = (this.pending + piece).split('\n');
    this.pending = parts.pop() ?? '';
    this.done.push(...parts);
    if (this.echo) process.stdout.write(piece);
  }

  /** Ends a streamed line, if one is open. */
  endLine(): void {
    if (this.pending === '') return;
    this.done.push(this.pending);
    this.pending = '';
    if (this.echo) process.stdout.write('\n');
  }

  /** Every line printed so far (an open streamed line included). */
  lines(): string[] {
    return this.pending === '' ? [...this.done] : [...this.done, this.pending];
  }

  /** Everything printed so far as one text. */
  text(): string {
    return this.lines().join('\n');
  }
}
