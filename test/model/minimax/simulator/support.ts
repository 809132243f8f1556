// Helpers shared by the simulator tests: JSON posts and a small SSE reader over Node's fetch.
import type { MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';

export const KEY = 'sk-test-key-1234';
export const AUTH = { authorization: `Bearer ${KEY}` } as const;
export const V2 = '/v1/text/chatcompletion_v2';
export const OPENAI = '/v1/chat/completions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form wire JSON in assertions
export type Json = any;
/** A fetch `Response` whose `json()` is loosely typed for assertions. */
export type SimResponse = Omit<Response, 'json'> & { json(): Promise<Json> };

export function chatBody(extra: Json = {}, content = 'Hello'): Json {
  return { model: 'MiniMax-M2.7', messages: [{ role: 'user', content }], ...extra };
}

export function post(
  simulator: MiniMaxSimulator,
  path: string,
  body: unknown,
  headers: Record<string, string> = AUTH,
  signal?: AbortSignal,
): Promise<SimResponse> {
  return fetch(simulator.getBaseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

/** Every `data:` payload of an SSE response, `[DONE]` included, in order. */
export async function readData(response: SimResponse): Promise<string[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice('data: '.length));
}

/** The JSON events of an SSE response (without `[DONE]`). */
export async function readEvents(response: SimResponse): Promise<Json[]> {
  return (await readData(response)).filter((d) => d !== '[DONE]').map((d) => JSON.parse(d) as Json);
}

/** The streamed `delta` objects of the choice events, in order. */
export function deltas(events: Json[]): Json[] {
  return events.filter((e) => e['choices']?.[0]?.delta).map((e) => e['choices'][0].delta);
}

/** Polls until the simulator has recorded `count` requests (no fixed sleeps). */
export async function untilRecorded(simulator: MiniMaxSimulator, count: number): Promise<void> {
  while (simulator.requests().length < count) await new Promise((resolve) => setImmediate(resolve));
}
