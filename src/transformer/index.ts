/* spring-ai-ts, Apache-2.0. Barrel of src/transformer. */
export { ContentFormatTransformer } from './ContentFormatTransformer.js';
