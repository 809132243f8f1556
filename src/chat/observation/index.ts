export { ChatModelObservationContext } from './ChatModelObservationContext.js';
export { ChatModelObservationContextBuilder } from './ChatModelObservationContextBuilder.js';
export { ChatModelObservationConvention } from './ChatModelObservationConvention.js';
export { DefaultChatModelObservationConvention } from './DefaultChatModelObservationConvention.js';
export { ChatModelObservationDocumentation } from './ChatModelObservationDocumentation.js';
export { ChatModelLowCardinalityKeyNames } from './ChatModelLowCardinalityKeyNames.js';
export { ChatModelHighCardinalityKeyNames } from './ChatModelHighCardinalityKeyNames.js';
