/**
 * Small ports of Spring Framework's HTTP value types used by the model clients.
 *
 * @packageDocumentation
 */
export { ResponseEntity } from './ResponseEntity.js';
export type { ResponseErrorHandler } from './ResponseErrorHandler.js';
