/* spring-ai-ts, Apache-2.0. Barrel of src/di. */
export { TOOL_CLASSES } from '../tool/resolution/tokens.js';
export { registerTools } from './registerTools.js';
export { registerSpringAiDefaults } from './registerSpringAiDefaults.js';
export type { SpringAiDefaultsOptions } from './SpringAiDefaultsOptions.js';
export type { SpringAiAutoConfiguration } from './SpringAiAutoConfiguration.js';
export { Environment, type EnvironmentOptions, type UnboundGroup } from './config/Environment.js';
export { ConfigurationPropertiesException } from './config/ConfigurationPropertiesException.js';
export type { BoundProperties, BoundValue, PropertySchema, PropertyType } from './config/PropertySchema.js';
