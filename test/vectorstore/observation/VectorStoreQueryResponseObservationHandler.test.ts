// Ported from Spring AI's VectorStoreQueryResponseObservationHandlerTests (v1.1.8). Spring Boot's
// OutputCaptureExtension becomes a spy on console.info behind an info-level logger.
import { Document } from '../../../src/document/Document.js';
import { ConsoleLogger } from '../../../src/java/logging/ConsoleLogger.js';
import { LogLevel } from '../../../src/java/logging/LogLevel.js';
import { Observation } from '../../../src/java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { SimpleVectorStore } from '../../../src/vectorstore/SimpleVectorStore.js';
import { VectorStoreObservationContext } from '../../../src/vectorstore/observation/VectorStoreObservationContext.js';
import { VectorStoreQueryResponseObservationHandler } from '../../../src/vectorstore/index.js';
import { WordEmbeddingModel } from '../support.js';

describe('VectorStoreQueryResponseObservationHandlerTests', () => {
  let output: jest.SpyInstance;
  const observationHandler = new VectorStoreQueryResponseObservationHandler(
    new ConsoleLogger('o.s.a.v.o.VectorStoreQueryResponseObservationHandler', LogLevel.INFO),
  );
  const captured = () => output.mock.calls.map((call) => String(call[0])).join('\n');

  beforeEach(() => {
    output = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  afterEach(() => {
    output.mockRestore();
  });

  test('whenNotSupportedObservationContextThenReturnFalse', () => {
    const context = new Observation.Context();
    expect(observationHandler.supportsContext(context)).toBe(false);
  });

  test('whenSupportedObservationContextThenReturnTrue', () => {
    const context = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).build();
    expect(observationHandler.supportsContext(context)).toBe(true);
  });

  test('whenEmptyQueryResponseThenOutputNothing', () => {
    const context = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).build();
    observationHandler.onStop(context);
    expect(captured()).toContain('INFO o.s.a.v.o.VectorStoreQueryResponseObservationHandler - Vector Store Query Response:\n[]');
  });

  test('whenNonEmptyQueryResponseThenOutputIt', () => {
    const context = VectorStoreObservationContext.builder('db', VectorStoreObservationContext.Operation.ADD).build();
    context.setQueryResponse([new Document('doc1'), new Document('doc2')]);
    observationHandler.onStop(context);
    expect(captured()).toContain('INFO o.s.a.v.o.VectorStoreQueryResponseObservationHandler - Vector Store Query Response:\n["doc1", "doc2"]');
  });

  // Our own: registered on a registry, it logs what a real SimpleVectorStore query returned.
  test('logs the documents a SimpleVectorStore query returns', async () => {
    const registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler(observationHandler);
    const store = SimpleVectorStore.builder(new WordEmbeddingModel()).observationRegistry(registry).build();
    await store.add([new Document('the cat sat'), new Document('dogs bark loudly')]);
    expect(captured()).toContain('Vector Store Query Response:\n[]');
    output.mockClear();
    const found = await store.similaritySearch('cat');
    expect(found.length).toBeGreaterThan(0);
    expect(captured()).toContain(`Vector Store Query Response:\n["${found.map((document) => document.getText()).join('", "')}"]`);
    expect(captured()).toContain('the cat sat');
  });
});
