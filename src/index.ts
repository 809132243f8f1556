/**
 * `spring-ai-ts`: the Spring AI v1.1.8 API in TypeScript, and the Java stand-ins translated code names.
 *
 * This root entry is the contract that translated Java code imports: every ported Spring AI type
 * (except a model provider's own) and the Java and Spring stand-ins such code names
 * (`IllegalArgumentException`, `Duration`, `Flux`, …). What loads an optional peer dependency, and
 * what has no Spring AI counterpart, comes from its own entry point:
 *
 * | import | what |
 * | --- | --- |
 * | `spring-ai-ts/agent` | the agent layer (beyond Spring AI) |
 * | `spring-ai-ts/testing` | the Micrometer observation test kit |
 * | `spring-ai-ts/minimax` | the MiniMax chat and embedding models (loads `openai`) |
 * | `spring-ai-ts/minimax/testing` | the MiniMax simulator, a loopback server for tests and demos |
 * | `spring-ai-ts/openai` | the OpenAI chat and embedding models, also for OpenAI-compatible servers (loads `openai`) |
 * | `spring-ai-ts/pg` | PostgreSQL through a `pg` pool (loads `pg`) |
 * | `spring-ai-ts/pglite` | embedded PostgreSQL (loads `@electric-sql/pglite`) |
 * | `spring-ai-ts/mcp` | Model Context Protocol tools (loads `@modelcontextprotocol/sdk`) |
 * | `spring-ai-ts/opentelemetry` | observations as OpenTelemetry spans and metrics (loads `@opentelemetry/api`) |
 *
 * @packageDocumentation
 */
// Non-Spring foundations: errors, Java stand-ins, logging, streams, observation.
export * from './java/core/index.js';
export * from './java/core/io/index.js';
export * from './java/core/time/index.js';
export * from './java/core/task/index.js';
export * from './java/core/util/index.js';
export * from './java/logging/index.js';
export * from './java/reflect/index.js';
export * from './java/jackson/annotation/index.js';
export { Schema, type SchemaOptions } from './java/swagger/Schema.js';
export * from './java/reactor/index.js';
export * from './java/micrometer/index.js';
export * from './di/index.js';
export type { ResponseErrorHandler } from './java/http/index.js';
export * from './retry/index.js';
// Spring's JDBC and transaction API (drivers come from spring-ai-ts/pg and spring-ai-ts/pglite).
export * from './java/jdbc/index.js';

// org.springframework.ai.*
export * from './observation/index.js';
export * from './template/index.js';
export * from './content/index.js';
export * from './model/index.js';
export * from './model/observation/index.js';
export * from './chat/messages/index.js';
export * from './chat/metadata/index.js';
export * from './chat/prompt/index.js';
export * from './chat/model/index.js';
export * from './chat/observation/index.js';
export * from './chat/memory/index.js';
export * from './chat/memory/repository/jdbc/index.js';
export * from './converter/index.js';
export * from './support/index.js';
export * from './util/json/index.js';
export { ModelOptionsUtils } from './model/ModelOptionsUtils.js';
export * from './tool/index.js';
export * from './tool/observation/index.js';
export * from './model/tool/index.js';
export * from './chat/client/index.js';
export * from './chat/client/observation/index.js';
export * from './chat/client/advisor/api/index.js';
export * from './chat/client/advisor/index.js';
export * from './chat/client/advisor/observation/index.js';

// org.springframework.ai: documents, embeddings, vector stores, RAG
export * from './document/index.js';
export * from './tokenizer/index.js';
export * from './transformer/index.js';
export * from './transformer/splitter/index.js';
export * from './reader/index.js';
export * from './writer/index.js';
export * from './embedding/index.js';
export * from './embedding/observation/index.js';
export * from './vectorstore/index.js';
export * from './vectorstore/pgvector/index.js';
export * from './chat/client/advisor/vectorstore/index.js';
export * from './rag/index.js';
