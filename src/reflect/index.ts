export { Method } from './Method.js';
export type { TypeRef } from './TypeRef.js';
