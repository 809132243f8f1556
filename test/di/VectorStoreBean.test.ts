// spring-ai-ts: PgVectorStoreAutoConfiguration's counterpart in registerSpringAiDefaults: a
// PgVectorStore under VectorStore.TOKEN over the data source, from spring.ai.vectorstore.pgvector.*.
import 'reflect-metadata';
import { container as rootContainer } from 'tsyringe';
import { Environment } from '../../src/di/config/Environment.js';
import { ConfigurationPropertiesException } from '../../src/di/config/ConfigurationPropertiesException.js';
import { registerSpringAiDefaults } from '../../src/di/registerSpringAiDefaults.js';
import { EmbeddingModel } from '../../src/embedding/EmbeddingModel.js';
import type { EmbeddingRequest } from '../../src/embedding/EmbeddingRequest.js';
import { EmbeddingResponse } from '../../src/embedding/EmbeddingResponse.js';
import { IllegalStateException } from '../../src/java/core/IllegalStateException.js';
import { DataSource } from '../../src/java/jdbc/DataSource.js';
import { ObservationRegistry } from '../../src/java/micrometer/observation/ObservationRegistry.js';
import { VectorStoreQueryResponseObservationHandler } from '../../src/vectorstore/observation/VectorStoreQueryResponseObservationHandler.js';
import { PgDistanceType } from '../../src/vectorstore/pgvector/PgDistanceType.js';
import { PgVectorStore } from '../../src/vectorstore/pgvector/PgVectorStore.js';
import { VectorStore } from '../../src/vectorstore/VectorStore.js';

class FixedEmbeddingModel extends EmbeddingModel {
  async call(_request: EmbeddingRequest): Promise<EmbeddingResponse> {
    return new EmbeddingResponse([]);
  }
}

/** A data source that is never connected to: the store is built, not used. */
const dataSource = { getDatabaseProductName: () => 'PostgreSQL' } as unknown as DataSource;

function start(properties: Record<string, string>, withEmbeddingModel = true) {
  const container = rootContainer.createChildContainer();
  if (withEmbeddingModel) container.register(EmbeddingModel.TOKEN, { useValue: new FixedEmbeddingModel() });
  return registerSpringAiDefaults(container, { dataSource, environment: Environment.load({ path: [], env: {}, properties }) });
}

describe('PgVectorStore bean (spring-ai-ts)', () => {
  test('with a data source the vector store is a PgVectorStore configured from its properties', () => {
    const container = start({ 'spring.ai.vectorstore.pgvector.distance-type': 'EUCLIDEAN_DISTANCE', 'spring.ai.vectorstore.pgvector.dimensions': '3' });
    const store = container.resolve<VectorStore>(VectorStore.TOKEN);
    expect(store).toBeInstanceOf(PgVectorStore);
    expect((store as PgVectorStore).getDistanceType()).toBe(PgDistanceType.EUCLIDEAN_DISTANCE);
    expect(container.resolve(VectorStore.TOKEN)).toBe(store);
  });

  test('spring.ai.vectorstore.type naming another store, or no data source, registers none', () => {
    expect(start({ 'spring.ai.vectorstore.type': 'none' }).isRegistered(VectorStore.TOKEN)).toBe(false);
    const noData = registerSpringAiDefaults(rootContainer.createChildContainer(), { environment: Environment.load({ path: [], env: {} }) });
    expect(noData.isRegistered(VectorStore.TOKEN)).toBe(false);
  });

  test('without an embedding model, resolving the store says what is missing; a bad enum fails the start', () => {
    expect(() => start({}, false).resolve(VectorStore.TOKEN)).toThrow(IllegalStateException);
    expect(() => start({ 'spring.ai.vectorstore.pgvector.index-type': 'BTREE' })).toThrow(new ConfigurationPropertiesException(
      "Failed to bind property 'spring.ai.vectorstore.pgvector.index-type' from the given properties: value 'BTREE' is not one of NONE, IVFFLAT, HNSW",
    ));
  });

  test('spring.ai.vectorstore.observations.log-query-response adds the query response handler', () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const registry = start({ 'spring.ai.vectorstore.observations.log-query-response': 'true' }).resolve<ObservationRegistry>(ObservationRegistry.TOKEN);
      expect(registry.observationConfig().getObservationHandlers().some((h) => h instanceof VectorStoreQueryResponseObservationHandler)).toBe(true);
      expect(spy.mock.calls.map((c) => c.join(' ')).join('\n')).toContain('You have enabled logging out of the query response content');
    } finally {
      spy.mockRestore();
    }
  });
});
