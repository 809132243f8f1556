/* spring-ai-ts, Apache-2.0. Internal: server-sent events, split and written. */

/** The `data:` payloads of an SSE stream (multi-line data joined with `\n`), in order. */
export function sseDataPayloads(text: string): string[] {
  const payloads: string[] = [];
  for (const block of text.replace(/\r\n/g, '\n').split('\n\n')) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length > 0) payloads.push(data.join('\n'));
  }
  return payloads;
}

/** One SSE event carrying `payload`. */
export function sseEvent(payload: string): string {
  return `${payload
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}
