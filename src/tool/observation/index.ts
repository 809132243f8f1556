/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.observation. */
export { ToolCallingObservationContext, ToolCallingObservationContextBuilder } from './ToolCallingObservationContext.js';
export { ToolCallingObservationConvention } from './ToolCallingObservationConvention.js';
export { DefaultToolCallingObservationConvention } from './DefaultToolCallingObservationConvention.js';
export { ToolCallingObservationDocumentation } from './ToolCallingObservationDocumentation.js';
export { ToolCallingLowCardinalityKeyNames } from './ToolCallingLowCardinalityKeyNames.js';
export { ToolCallingHighCardinalityKeyNames } from './ToolCallingHighCardinalityKeyNames.js';
export { ToolCallingContentObservationFilter } from './ToolCallingContentObservationFilter.js';
