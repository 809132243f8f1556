/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.execution. */
export { ToolExecutionException } from './ToolExecutionException.js';
export { ToolExecutionExceptionProcessor } from './ToolExecutionExceptionProcessor.js';
export { DefaultToolExecutionExceptionProcessor } from './DefaultToolExecutionExceptionProcessor.js';
export type { ErrorClass } from './ErrorClass.js';
export { DefaultToolExecutionExceptionProcessorBuilder } from './DefaultToolExecutionExceptionProcessor.js';
export { ToolCallResultConverter } from './ToolCallResultConverter.js';
export { DefaultToolCallResultConverter } from './DefaultToolCallResultConverter.js';
