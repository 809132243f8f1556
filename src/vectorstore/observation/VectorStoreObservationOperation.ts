/* Ported from Spring AI VectorStoreObservationContext.Operation (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The vector store operations an observation names: `ADD` (`add`), `DELETE` (`delete`),
 * `QUERY` (`query`).
 *
 * @remarks
 * Java's nested enum `VectorStoreObservationContext.Operation`, also reachable under that name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/VectorStoreObservationContext.Operation.html
 * @category Vector Store
 */
export class VectorStoreObservationOperation {
  /** Adding documents. */
  static readonly ADD = new VectorStoreObservationOperation('ADD', 'add');
  /** Deleting documents. */
  static readonly DELETE = new VectorStoreObservationOperation('DELETE', 'delete');
  /** Searching. */
  static readonly QUERY = new VectorStoreObservationOperation('QUERY', 'query');

  private constructor(
    private readonly _name: string,
    private readonly _value: string,
  ) {}

  /** All constants. */
  static values(): VectorStoreObservationOperation[] {
    return [VectorStoreObservationOperation.ADD, VectorStoreObservationOperation.DELETE, VectorStoreObservationOperation.QUERY];
  }

  /** The operation name (`add`, `delete`, `query`). */
  value(): string {
    return this._value;
  }

  /** The constant's name. */
  name(): string {
    return this._name;
  }

  /** The constant's name. */
  toString(): string {
    return this._name;
  }
}
