/* Ported from Spring Framework ResponseEntity (used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * An HTTP response as a value: status code, headers and the decoded body; what
 * `MiniMaxApi.chatCompletionEntity` returns.
 *
 * @remarks
 * The small port of `org.springframework.http.ResponseEntity` (porting rule [24](../../../docs/PORTING.md#rule-24-other-spring-and-jdk-types)).
 * `getStatusCode()` returns the number (Java's `HttpStatusCode.value()`), and the headers are a
 * fetch `Headers`. Not to be confused with the chat client's `ResponseEntity` (response plus
 * converted entity), which is why it is exported from `spring-ai-ts/minimax` only.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/http/ResponseEntity.html
 * @category Core
 */
export class ResponseEntity<T> {
  private readonly body: T | undefined;
  private readonly headers: Headers;
  private readonly status: number;

  /**
   * @param body - the decoded body, if any
   * @param headers - the response headers (a `Headers` or a plain object)
   * @param status - the HTTP status code
   */
  constructor(body: T | undefined, headers: Headers | Record<string, string> | undefined, status: number) {
    this.body = body ?? undefined;
    this.headers = headers instanceof Headers ? headers : new Headers(headers ?? {});
    this.status = status;
  }

  /** A 200 response with `body` and no headers. */
  static ok<T>(body: T | undefined): ResponseEntity<T> {
    return new ResponseEntity(body, undefined, 200);
  }

  /** A 200 response with the body, or a 404 without one (Java's `ResponseEntity.of(Optional)`). */
  static of<T>(body: T | undefined): ResponseEntity<T> {
    return body === undefined || body === null ? new ResponseEntity<T>(undefined, undefined, 404) : ResponseEntity.ok(body);
  }

  /** The decoded body, if any. */
  getBody(): T | undefined {
    return this.body;
  }

  /** Whether there is a body. */
  hasBody(): boolean {
    return this.body !== undefined;
  }

  /** The response headers. */
  getHeaders(): Headers {
    return this.headers;
  }

  /** The HTTP status code. */
  getStatusCode(): number {
    return this.status;
  }

  /** `<status> OK,<body>,[headers]`-style summary for logs. */
  toString(): string {
    return `<${this.status},${JSON.stringify(this.body)},${JSON.stringify(Object.fromEntries(this.headers))}>`;
  }
}
