export { JsonParser } from './JsonParser.js';
export * from './schema/index.js';
