export { KeyValue } from './KeyValue.js';
export { KeyValues } from './KeyValues.js';
export { KeyName } from './docs/KeyName.js';
