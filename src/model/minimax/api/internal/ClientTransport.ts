/* spring-ai-ts, Apache-2.0. Internal: how MiniMaxApi sends one request through the `openai` client. */
import type OpenAI from 'openai';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { MiniMaxConnectTimeoutException } from '../MiniMaxConnectTimeoutException.js';
import { isConnectTimeout } from './connectTimeout.js';

/**
 * Sends MiniMaxApi's requests with the `openai` client's public building blocks (`buildRequest`,
 * `fetchWithTimeout`) rather than its `request` method, whose retry loop MiniMaxApi never uses and
 * whose request logging and promise type cost about 70 µs per request.
 */
export class ClientTransport {
  /** The host named by a connect timeout (parsed at the first one). */
  private host: string | undefined;

  /**
   * @param client - builds and sends the requests
   * @param errorBodies - where the body of an error response is kept, by its headers (the
   *   `APIError` keeps them)
   * @param connectTimeout - the connect timeout in force, if any (for its typed error)
   * @param fetchOptions - added to each request (a given client's connect-timeout dispatcher)
   */
  constructor(
    private readonly client: OpenAI,
    private readonly errorBodies: WeakMap<Headers, string>,
    private readonly connectTimeout: number | undefined,
    private readonly fetchOptions: RequestInit | undefined,
  ) {}

  /** Never the client, which holds the API key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'ClientTransport {}';
  }

  /**
   * Sends one request: built by the client, sent through its timed fetch, failing with the errors
   * its `request` method raises when it does not retry (an `APIError` by status, whose body
   * `errorBodies` keeps; `APIConnectionError`, `APIConnectionTimeoutError`, `APIUserAbortError`),
   * or with {@link MiniMaxConnectTimeoutException} when the connection was not established in time.
   */
  async post(path: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
    const client = this.client;
    const options: RequestOptions = { method: 'post', path, body };
    if (signal !== undefined) options.signal = signal;
    if (this.fetchOptions !== undefined) options.fetchOptions = this.fetchOptions;
    // The client's own steps around the build, as its request method takes them: a subclass's
    // hooks run, and an `apiKey` given as a function is asked for a fresh key.
    const hooks = client as unknown as ClientHooks;
    await hooks.prepareOptions(options);
    // (The dispatcher is undici's fetch option, unknown to the client's RequestInit type.)
    const { req, url, timeout } = await client.buildRequest(options as Parameters<OpenAI['buildRequest']>[0]);
    await hooks.prepareRequest(req, { url, options });
    // The timed fetch only listens for a later abort.
    if (signal?.aborted) throw new APIUserAbortError();
    let response: Response;
    try {
      response = await client.fetchWithTimeout(url, req, timeout, new AbortController());
    } catch (error) {
      throw this.fetchError(error, signal);
    }
    if (response.ok) return response;
    const text = await response.text().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    this.errorBodies.set(response.headers, text);
    const json = parseJson(text);
    throw APIError.generate(response.status, json as object | undefined, json === undefined ? text : undefined, response.headers);
  }

  /** What a failed fetch becomes, as in the client's `request` method, connect timeouts typed. */
  private fetchError(error: unknown, signal: AbortSignal | undefined): Error {
    if (signal?.aborted) return new APIUserAbortError();
    if (this.connectTimeout !== undefined && isConnectTimeout(error)) {
      this.host ??= new URL(this.client.baseURL).host;
      return new MiniMaxConnectTimeoutException(this.host, this.connectTimeout, error);
    }
    // The client's own test: its timer aborted the fetch, or the failure says it timed out.
    const failure = error as { name?: unknown; cause?: unknown } | undefined;
    const timedOut =
      failure?.name === 'AbortError' || /timed? ?out/i.test(String(error) + (typeof failure === 'object' && failure !== null && 'cause' in failure ? String(failure.cause) : ''));
    // (Node's fetch failures may come from another realm than this code's, as in a test VM.)
    const cause = error instanceof Error || Object.prototype.toString.call(error) === '[object Error]' ? (error as Error) : new Error(String(error));
    return timedOut ? new APIConnectionTimeoutError() : new APIConnectionError({ cause });
  }
}

/** The options of one request to the `openai` client. */
interface RequestOptions {
  method: 'post';
  path: string;
  body: unknown;
  signal?: AbortSignal;
  fetchOptions?: RequestInit;
}

/** The `openai` client's protected steps around building a request (they are no-ops unless overridden). */
interface ClientHooks {
  prepareOptions(options: RequestOptions): Promise<void>;
  prepareRequest(request: RequestInit, context: { url: string; options: RequestOptions }): Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
