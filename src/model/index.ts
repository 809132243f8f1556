/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.model (the generic model types). */
export type { Model } from './Model.js';
export type { StreamingModel } from './StreamingModel.js';
export type { ModelRequest } from './ModelRequest.js';
export type { ModelResponse } from './ModelResponse.js';
export type { ModelResult } from './ModelResult.js';
export type { ModelOptions } from './ModelOptions.js';
export type { ResultMetadata } from './ResultMetadata.js';
export type { ResponseMetadata } from './ResponseMetadata.js';
export { AbstractResponseMetadata } from './AbstractResponseMetadata.js';
export { MutableResponseMetadata } from './MutableResponseMetadata.js';
export type { ApiKey } from './ApiKey.js';
export { SimpleApiKey } from './SimpleApiKey.js';
export { NoopApiKey } from './NoopApiKey.js';
