export { ToolExecutionException } from './ToolExecutionException.js';
export { ToolExecutionExceptionProcessor } from './ToolExecutionExceptionProcessor.js';
export { DefaultToolExecutionExceptionProcessor, type ErrorClass } from './DefaultToolExecutionExceptionProcessor.js';
export { DefaultToolExecutionExceptionProcessorBuilder } from './DefaultToolExecutionExceptionProcessorBuilder.js';
export { ToolCallResultConverter } from './ToolCallResultConverter.js';
export { DefaultToolCallResultConverter } from './DefaultToolCallResultConverter.js';
