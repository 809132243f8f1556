/* spring-ai-ts, Apache-2.0. Internal: parser messages with a position, for tool argument errors. */

const POSITION = /at position (\d+)/;
const UNEXPECTED_TOKEN = /^Unexpected token '(.)'/u;

/** The offset at which `JSON.parse(text)` fails, as far as the message tells or a search finds. */
function errorPosition(text: string, message: string): number | undefined {
  const stated = POSITION.exec(message);
  if (stated !== null) return Number(stated[1]);
  if (message.startsWith('Unexpected end of JSON input')) return text.length;
  const token = UNEXPECTED_TOKEN.exec(message)?.[1];
  if (token === undefined) return undefined;
  for (let index = text.indexOf(token); index !== -1; index = text.indexOf(token, index + 1)) {
    try {
      JSON.parse(text.slice(0, index + 1));
    } catch (error) {
      if ((error as Error).message.startsWith(`Unexpected token '${token}'`)) return index;
    }
  }
  return undefined;
}

/** The parser's message, followed by the position when the message does not already give it. */
export function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (POSITION.test(message)) return message;
  const position = errorPosition(text, message);
  return position === undefined ? message : `${message} (at position ${position})`;
}
