/* spring-ai-ts, Apache-2.0. Spring AI 1.1.8's PgVectorStoreAutoConfiguration: a PgVectorStore over the data source, configured from spring.ai.vectorstore.pgvector.*. */
import type { DependencyContainer } from 'tsyringe';
import { EmbeddingModel } from '../../embedding/EmbeddingModel.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { DataSource } from '../../java/jdbc/DataSource.js';
import { JdbcTemplate } from '../../java/jdbc/JdbcTemplate.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import { PgDistanceType } from '../../vectorstore/pgvector/PgDistanceType.js';
import { PgIdType } from '../../vectorstore/pgvector/PgIdType.js';
import { PgIndexType } from '../../vectorstore/pgvector/PgIndexType.js';
import { PgVectorStore } from '../../vectorstore/pgvector/PgVectorStore.js';
import { VectorStore } from '../../vectorstore/VectorStore.js';
import type { CoreProperties } from './coreProperties.js';
import { perContainer } from './coreBeans.js';

/** The enum constant named `name` among a class's statics. */
function constant<T>(type: object, name: string | undefined): T | undefined {
  return name === undefined ? undefined : (type as Record<string, T>)[name];
}

/**
 * With a data source (and unless `spring.ai.vectorstore.type` names another store), a
 * `PgVectorStore` under `VectorStore.TOKEN`, over the container's `JdbcTemplate`, `EmbeddingModel`
 * and `ObservationRegistry`, as `PgVectorStoreAutoConfiguration` builds it.
 */
export function registerVectorStore(container: DependencyContainer, core: CoreProperties): void {
  if (!container.isRegistered(DataSource.TOKEN, false)) return;
  if (core.vectorStoreType !== undefined && core.vectorStoreType !== 'pgvector') return;
  const p = core.pgvector;
  perContainer<VectorStore>(container, VectorStore.TOKEN, (resolving) => {
    if (!resolving.isRegistered(EmbeddingModel.TOKEN, true)) {
      throw new IllegalStateException(
        'No EmbeddingModel for the PgVectorStore: register one under EmbeddingModel.TOKEN, or list a provider auto-configuration '
          + 'that provides it (set spring.ai.vectorstore.type=none to leave the vector store out)',
      );
    }
    const builder = PgVectorStore.builder(resolving.resolve<JdbcTemplate>(JdbcTemplate.TOKEN), resolving.resolve<EmbeddingModel>(EmbeddingModel.TOKEN))
      .observationRegistry(resolving.resolve<ObservationRegistry>(ObservationRegistry.TOKEN))
      .initializeSchema(p.initializeSchema ?? false);
    if (p.schemaName !== undefined) builder.schemaName(p.schemaName);
    if (p.tableName !== undefined) builder.vectorTableName(p.tableName);
    if (p.idType !== undefined) builder.idType(constant<PgIdType>(PgIdType, p.idType)!);
    if (p.schemaValidation !== undefined) builder.vectorTableValidationsEnabled(p.schemaValidation);
    if (p.dimensions !== undefined) builder.dimensions(p.dimensions);
    if (p.distanceType !== undefined) builder.distanceType(constant<PgDistanceType>(PgDistanceType, p.distanceType)!);
    if (p.removeExistingVectorStoreTable !== undefined) builder.removeExistingVectorStoreTable(p.removeExistingVectorStoreTable);
    if (p.indexType !== undefined) builder.indexType(constant<PgIndexType>(PgIndexType, p.indexType)!);
    if (p.maxDocumentBatchSize !== undefined) builder.maxDocumentBatchSize(p.maxDocumentBatchSize);
    return builder.build();
  });
}
