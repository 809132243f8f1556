/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.observation. */
export { ChatModelObservationContext, ChatModelObservationContextBuilder } from './ChatModelObservationContext.js';
export { ChatModelObservationConvention } from './ChatModelObservationConvention.js';
export { DefaultChatModelObservationConvention } from './DefaultChatModelObservationConvention.js';
export { ChatModelObservationDocumentation } from './ChatModelObservationDocumentation.js';
export { ChatModelLowCardinalityKeyNames } from './ChatModelLowCardinalityKeyNames.js';
export { ChatModelHighCardinalityKeyNames } from './ChatModelHighCardinalityKeyNames.js';
export { ChatModelPromptContentObservationHandler } from './ChatModelPromptContentObservationHandler.js';
export { ChatModelCompletionObservationHandler } from './ChatModelCompletionObservationHandler.js';
