/* Ported from Spring AI ResponseEntity (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * A model response together with the entity converted from it, returned by
 * `call().responseEntity(...)`.
 *
 * @remarks
 * This is the `org.springframework.ai.chat.client` record, not Spring Framework's HTTP
 * `ResponseEntity`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ResponseEntity.html
 * @category Chat Client
 */
export class ResponseEntity<R, E> {
  private readonly responseValue: R | undefined;
  private readonly entityValue: E | undefined;

  /**
   * @param response - the model response, if any
   * @param entity - the converted entity, if any
   */
  constructor(response: R | undefined, entity: E | undefined) {
    this.responseValue = response;
    this.entityValue = entity;
  }

  /** The model response (record accessor). */
  response(): R | undefined {
    return this.responseValue;
  }

  /** The converted entity (record accessor). */
  entity(): E | undefined {
    return this.entityValue;
  }

  /** The model response. */
  getResponse(): R | undefined {
    return this.responseValue;
  }

  /** The converted entity. */
  getEntity(): E | undefined {
    return this.entityValue;
  }
}
