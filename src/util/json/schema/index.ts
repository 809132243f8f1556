export { JsonSchemaGenerator } from './JsonSchemaGenerator.js';
export { SchemaOption } from './SchemaOption.js';
export { JsonSchemaUtils } from './JsonSchemaUtils.js';
