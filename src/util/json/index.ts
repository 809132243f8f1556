/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.util.json. */
export { JsonParser } from './JsonParser.js';
export * from './schema/index.js';
