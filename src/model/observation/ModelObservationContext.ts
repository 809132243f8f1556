/* Ported from Spring AI ModelObservationContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { AiOperationMetadata } from '../../observation/AiOperationMetadata.js';

/**
 * The observation context of one request to a model and its response: the request, what kind
 * of operation it is and who provides the model, and (once known) the response.
 *
 * The constructor throws `IllegalArgumentException` (`"request cannot be null"`,
 * `"operationMetadata cannot be null"`); `setResponse` rejects a missing response
 * (`"response cannot be null"`).
 *
 * @typeParam REQ - the request type (for chat models, `Prompt`)
 * @typeParam RES - the response type (for chat models, `ChatResponse`)
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/observation/ModelObservationContext.html
 * @category Observation
 */
export class ModelObservationContext<REQ, RES> extends ObservationContext {
  private readonly request: REQ;
  private readonly operationMetadata: AiOperationMetadata;
  private response: RES | undefined;

  /** Creates the context for `request`; both arguments are required. */
  constructor(request: REQ, operationMetadata: AiOperationMetadata) {
    super();
    Assert.notNull(request, 'request cannot be null');
    Assert.notNull(operationMetadata, 'operationMetadata cannot be null');
    this.request = request;
    this.operationMetadata = operationMetadata;
  }

  /** The request sent to the model. */
  getRequest(): REQ {
    return this.request;
  }

  /** The operation type and provider. */
  getOperationMetadata(): AiOperationMetadata {
    return this.operationMetadata;
  }

  /** The model's response, once set. */
  getResponse(): RES | undefined {
    return this.response;
  }

  /** Sets the model's response; it must be present. */
  setResponse(response: RES): void {
    Assert.notNull(response, 'response cannot be null');
    this.response = response;
  }
}
