/* spring-ai-ts, Apache-2.0. Barrel of src/reflect. */
export { Method } from './Method.js';
export type { TypeRef } from './TypeRef.js';
export { JavaType } from './JavaType.js';
