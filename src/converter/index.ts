export type { StructuredOutputConverter } from './StructuredOutputConverter.js';
