/* spring-ai-ts, Apache-2.0. How the OpenAI-compatible client sends one request through the `openai` client. */
import type OpenAI from 'openai';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { isConnectTimeout } from './connectTimeout.js';
import type { OpenAiCompatibleProvider } from './OpenAiCompatibleProvider.js';

/**
 * Sends requests with the `openai` client's public building blocks (`buildRequest`,
 * `fetchWithTimeout`) rather than its `request` method, whose retry loop is never used here (retries
 * are the chat models' retry templates') and whose request logging and promise type cost about
 * 70 µs per request (measured on the streamed tool round trip benchmark). The client's own request
 * log lines (its `logLevel`) therefore do not appear.
 *
 * A client the base made itself has a fixed key, no hooks and no one else holding it, so what
 * it builds for a path (URL, headers, timeout) is the same for every request: that head is built
 * by the client once per path and reused, only the JSON body being new. This sends
 * the request about 80 µs sooner (the client's header merging, URL parsing and four awaits per
 * request; measured between the call and the fetch on the first-delta benchmark), and the request
 * leaves in the same tick as the call.
 */
export class ClientTransport {
  /** The host named by a connect timeout (parsed at the first one). */
  private host: string | undefined;
  /** The request heads built so far, by path (only when `fixedHeads`). */
  private readonly heads = new Map<string, RequestHead>();

  /**
   * @param client - builds and sends the requests
   * @param errorBodies - where the body of an error response is kept, by its headers (the
   *   `APIError` keeps them)
   * @param connectTimeout - the connect timeout in force, if any (for its typed error)
   * @param provider - makes the connect-timeout error
   * @param fetchOptions - added to each request (a given client's connect-timeout dispatcher)
   * @param fixedHeads - whether the client builds the same head for every request to a path (a
   *   client of the base's own, with a key string); a given client builds each request anew
   */
  constructor(
    private readonly client: OpenAI,
    private readonly errorBodies: WeakMap<Headers, string>,
    private readonly connectTimeout: number | undefined,
    private readonly provider: OpenAiCompatibleProvider,
    private readonly fetchOptions: RequestInit | undefined,
    private readonly fixedHeads = false,
  ) {}

  /** Never the client, which holds the API key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'ClientTransport {}';
  }

  /**
   * Sends one request: built by the client, sent through its timed fetch, failing with the errors
   * its `request` method raises when it does not retry (an `APIError` by status, whose body
   * `errorBodies` keeps; `APIConnectionError`, `APIConnectionTimeoutError`, `APIUserAbortError`),
   * or with the provider's connect-timeout error when the connection was not established in time.
   *
   * @param controller - the request's own controller (never the caller's): the fetch runs on its
   *   signal, and the client's response timeout aborts it (no second controller and listener per
   *   request, as the client's `request` method makes)
   */
  async post(path: string, body: unknown, controller: AbortController, headers?: Readonly<Record<string, string>>): Promise<Response> {
    const client = this.client;
    const signal = controller.signal;
    let built: BuiltRequest;
    if (this.fixedHeads) {
      const head = this.heads.get(path) ?? (await this.buildHead(path));
      // As the client's JSON encoder sends it.
      const init = headers === undefined ? head.init : { ...head.init, headers: withHeaders(head.init.headers as Record<string, string>, headers) };
      built = { req: { ...init, body: JSON.stringify(body) }, url: head.url, timeout: head.timeout };
    } else {
      // A given client's hooks see the signal among the options, as in its request method.
      built = await this.build(path, body, signal, headers);
    }
    // The timed fetch only listens for a later abort.
    if (signal.aborted) throw new APIUserAbortError();
    let response: Response;
    try {
      response = await client.fetchWithTimeout(built.url, built.req, built.timeout, controller);
    } catch (error) {
      throw this.fetchError(error, signal);
    }
    if (response.ok) return response;
    const text = await response.text().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    this.errorBodies.set(response.headers, text);
    const json = parseJson(text);
    throw APIError.generate(response.status, json as object | undefined, json === undefined ? text : undefined, response.headers);
  }

  /** One request built by the client, its own steps around the build taken as its request method takes them. */
  private async build(path: string, body: unknown, signal: AbortSignal | undefined, headers?: Readonly<Record<string, string>>): Promise<BuiltRequest> {
    const client = this.client;
    const options: RequestOptions = { method: 'post', path, body };
    if (headers !== undefined) options.headers = headers;
    if (signal !== undefined) options.signal = signal;
    if (this.fetchOptions !== undefined) options.fetchOptions = this.fetchOptions;
    // A subclass's hooks run, and an `apiKey` given as a function is asked for a fresh key.
    const hooks = client as unknown as ClientHooks;
    await hooks.prepareOptions(options);
    // (The dispatcher is undici's fetch option, unknown to the client's RequestInit type.)
    const built = await client.buildRequest(options as Parameters<OpenAI['buildRequest']>[0]);
    await hooks.prepareRequest(built.req, { url: built.url, options });
    return built;
  }

  /** The head of every request to `path`: a request the client builds, its body and signal left out. */
  private async buildHead(path: string): Promise<RequestHead> {
    // An empty object body, for the JSON content type the client adds to a body it encodes.
    const { req, url, timeout } = await this.build(path, {}, undefined);
    const { body: _body, signal: _signal, ...init } = req;
    // The headers as a plain record: fetch copies a reused `Headers` instance more slowly (≈ 4 µs
    // a request, measured) than the same entries given as a record.
    if (init.headers instanceof Headers) init.headers = Object.fromEntries(init.headers);
    const head: RequestHead = { init, url, timeout };
    this.heads.set(path, head);
    return head;
  }

  /** What a failed fetch becomes, as in the client's `request` method, connect timeouts typed. */
  private fetchError(error: unknown, signal: AbortSignal): Error {
    // Aborted by its owner, not by the client's timer (which aborts without a reason, leaving the
    // default `AbortError`; the client tells a caller's abort by the caller's own signal).
    if (signal.aborted && !isDefaultAbortReason(signal.reason)) return new APIUserAbortError();
    if (this.connectTimeout !== undefined && isConnectTimeout(error)) {
      this.host ??= new URL(this.client.baseURL).host;
      return this.provider.connectTimeoutError(this.host, this.connectTimeout, error);
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
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  fetchOptions?: RequestInit;
}

/** A request as the client's `buildRequest` returns it. */
interface BuiltRequest {
  req: RequestInit;
  url: string;
  timeout: number;
}

/** What every request to one path shares: the client's request without its body and signal. */
interface RequestHead {
  init: Omit<RequestInit, 'body' | 'signal'>;
  url: string;
  timeout: number;
}

/** The `openai` client's protected steps around building a request (they are no-ops unless overridden). */
interface ClientHooks {
  prepareOptions(options: RequestOptions): Promise<void>;
  prepareRequest(request: RequestInit, context: { url: string; options: RequestOptions }): Promise<void>;
}

/** The reason `AbortController.abort()` gives when it is given none (a `DOMException` named `AbortError`). */
function isDefaultAbortReason(reason: unknown): boolean {
  return Object.prototype.toString.call(reason) === '[object DOMException]' && (reason as { name?: unknown }).name === 'AbortError';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `base` (lower-case names, as the client built them) with `extra` set over it, case-insensitively. */
function withHeaders(base: Record<string, string> | undefined, extra: Readonly<Record<string, string>>): Record<string, string> {
  const merged: Record<string, string> = { ...base };
  for (const [name, value] of Object.entries(extra)) merged[name.toLowerCase()] = value;
  return merged;
}
