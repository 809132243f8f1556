/* spring-ai-ts, Apache-2.0. Barrel of src/vectorstore/pgvector. */
export { PgVectorStore } from './PgVectorStore.js';
export { PgVectorFilterExpressionConverter } from './PgVectorFilterExpressionConverter.js';
export { PgIndexType } from './PgIndexType.js';
export { PgIdType } from './PgIdType.js';
export { PgDistanceType } from './PgDistanceType.js';
