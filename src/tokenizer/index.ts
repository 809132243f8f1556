/* spring-ai-ts, Apache-2.0. Barrel of src/tokenizer. */
export type { TokenCountEstimator } from './TokenCountEstimator.js';
export { JTokkitTokenCountEstimator } from './JTokkitTokenCountEstimator.js';
