/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.client.observation. */
export { ChatClientObservationContext, ChatClientObservationContextBuilder } from './ChatClientObservationContext.js';
export { ChatClientObservationConvention } from './ChatClientObservationConvention.js';
export { DefaultChatClientObservationConvention } from './DefaultChatClientObservationConvention.js';
export { ChatClientObservationDocumentation } from './ChatClientObservationDocumentation.js';
export { ChatClientLowCardinalityKeyNames } from './ChatClientLowCardinalityKeyNames.js';
export { ChatClientHighCardinalityKeyNames } from './ChatClientHighCardinalityKeyNames.js';
export { ChatClientCompletionObservationHandler } from './ChatClientCompletionObservationHandler.js';
export { ChatClientPromptContentObservationHandler } from './ChatClientPromptContentObservationHandler.js';
