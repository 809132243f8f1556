/* spring-ai-ts, Apache-2.0. The properties of Spring AI 1.1.8's core auto-configurations (chat client, chat observations, chat memory, tools, retry, model selection). */
import type { Environment } from '../config/Environment.js';

/** Binds every core group, so that a wrong value or an unknown name under them fails the start. */
export function bindCoreProperties(environment: Environment) {
  return {
    // ChatClientBuilderProperties
    chatClient: environment.bind('spring.ai.chat.client', {
      enabled: 'boolean',
      'observations.logPrompt': 'boolean',
      'observations.logCompletion': 'boolean',
    }).values,
    // ChatObservationProperties
    chatObservations: environment.bind('spring.ai.chat.observations', {
      logPrompt: 'boolean',
      logCompletion: 'boolean',
      includeErrorLogging: 'boolean',
    }).values,
    // JdbcChatMemoryRepositoryProperties
    jdbcMemory: environment.bind('spring.ai.chat.memory.repository.jdbc', {
      initializeSchema: ['embedded', 'always', 'never'],
      schema: 'string',
      platform: 'string',
    }),
    // ToolCallingProperties
    tools: environment.bind('spring.ai.tools', {
      throwExceptionOnError: 'boolean',
      'observations.includeContent': 'boolean',
    }).values,
    // SpringAiRetryProperties
    retry: environment.bind('spring.ai.retry', {
      maxAttempts: 'integer',
      'backoff.initialInterval': 'duration',
      'backoff.multiplier': 'integer',
      'backoff.maxInterval': 'duration',
      onClientErrors: 'boolean',
      excludeOnHttpCodes: 'integer-list',
      onHttpCodes: 'integer-list',
    }).values,
    // VectorStoreObservationProperties
    vectorStoreObservations: environment.bind('spring.ai.vectorstore.observations', { logQueryResponse: 'boolean' }).values,
    // PgVectorStoreProperties (with CommonVectorStoreProperties' initialize-schema)
    pgvector: environment.bind('spring.ai.vectorstore.pgvector', {
      initializeSchema: 'boolean',
      dimensions: 'integer',
      indexType: ['NONE', 'IVFFLAT', 'HNSW'],
      distanceType: ['EUCLIDEAN_DISTANCE', 'NEGATIVE_INNER_PRODUCT', 'COSINE_DISTANCE'],
      removeExistingVectorStoreTable: 'boolean',
      tableName: 'string',
      schemaName: 'string',
      idType: ['UUID', 'TEXT', 'INTEGER', 'SERIAL', 'BIGSERIAL'],
      schemaValidation: 'boolean',
      maxDocumentBatchSize: 'integer',
    }).values,
    // SpringAIVectorStoreTypes.TYPE: read, not owned (other stores' groups live under spring.ai.vectorstore)
    vectorStoreType: environment.getProperty('spring.ai.vectorstore.type'),
    // SpringAIModelProperties: which provider's model each auto-configuration provides
    model: environment.bind('spring.ai.model', {
      chat: 'string',
      embedding: 'string',
      'embedding.text': 'string',
      'embedding.multimodal': 'string',
      image: 'string',
      'audio.transcription': 'string',
      'audio.speech': 'string',
      moderation: 'string',
    }).values,
  };
}

/** The bound core properties. */
export type CoreProperties = ReturnType<typeof bindCoreProperties>;
