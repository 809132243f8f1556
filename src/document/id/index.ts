/* spring-ai-ts, Apache-2.0. Barrel of src/document/id. */
export type { IdGenerator } from './IdGenerator.js';
export { RandomIdGenerator } from './RandomIdGenerator.js';
export { JdkSha256HexIdGenerator } from './JdkSha256HexIdGenerator.js';
