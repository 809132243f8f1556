/* spring-ai-ts, Apache-2.0. Barrel of src/java/micrometer/common. */
export { KeyValue } from './KeyValue.js';
export { KeyValues } from './KeyValues.js';
export { KeyName } from './docs/KeyName.js';
