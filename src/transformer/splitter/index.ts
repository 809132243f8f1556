/* spring-ai-ts, Apache-2.0. Barrel of src/transformer/splitter. */
export { TextSplitter } from './TextSplitter.js';
export { TokenTextSplitter } from './TokenTextSplitter.js';
