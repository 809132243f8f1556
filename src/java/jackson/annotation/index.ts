/* spring-ai-ts, Apache-2.0. Barrel of Jackson's annotation stand-ins. */
export { JsonProperty, type JsonPropertyOptions } from './JsonProperty.js';
export { JsonPropertyDescription } from './JsonPropertyDescription.js';
export { JsonClassDescription } from './JsonClassDescription.js';
export { JsonPropertyOrder } from './JsonPropertyOrder.js';
export { JsonIgnore } from './JsonIgnore.js';
export { JsonAlias } from './JsonAlias.js';
export { JsonInclude, type JsonIncludeInclude } from './JsonInclude.js';
export { JsonFormat, type JsonFormatOptions, type JsonFormatShape } from './JsonFormat.js';
