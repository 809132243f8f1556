export { ToolExecutionException } from './ToolExecutionException.js';
export { ToolExecutionExceptionProcessor } from './ToolExecutionExceptionProcessor.js';
export {
  DefaultToolExecutionExceptionProcessor,
  DefaultToolExecutionExceptionProcessorBuilder,
  type ErrorClass,
} from './DefaultToolExecutionExceptionProcessor.js';
export { ToolCallResultConverter } from './ToolCallResultConverter.js';
export { DefaultToolCallResultConverter } from './DefaultToolCallResultConverter.js';
