/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.util.json.schema. */
export { JsonSchemaGenerator } from './JsonSchemaGenerator.js';
export { SchemaOption } from './SchemaOption.js';
export { JsonSchemaUtils } from './JsonSchemaUtils.js';
