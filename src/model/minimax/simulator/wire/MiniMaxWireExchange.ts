/* spring-ai-ts, Apache-2.0. No Spring counterpart: one recorded request/response pair of a model run. */

/**
 * One exchange with the model API as the recording proxy writes it: one JSON line of a
 * `run.jsonl` file. Credentials are never written (the `Authorization` header and any header or
 * query parameter that carries a key are left out).
 *
 * @category Testing
 */
export interface MiniMaxWireExchange {
  /** 0-based position in the run: the round. */
  seq: number;
  /** HTTP method, normally `POST`. */
  method: string;
  /** Request path (without the query string), e.g. `/v1/text/chatcompletion_v2`. */
  path: string;
  /** When the request arrived (ISO 8601). */
  startedAt?: string;
  /** Milliseconds from the request to the end of the response. */
  durationMs?: number;
  /** What the client sent. */
  request: {
    /** Request headers without credentials (names in lower case). */
    headers?: Record<string, string>;
    /** The parsed JSON body (the raw text when it was not JSON). */
    body: unknown;
  };
  /** What the model API answered. */
  response: {
    /** HTTP status. */
    status: number;
    /** The response's content type. */
    contentType?: string;
    /** The parsed JSON body of a non-streaming response (raw text when not JSON). */
    body?: unknown;
    /** The `data:` payloads of a server-sent-event response, in order (`[DONE]` included). */
    events?: string[];
  };
  /** Free text about where the exchange came from (for fixtures). */
  note?: string;
}
