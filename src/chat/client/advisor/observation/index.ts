/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.client.advisor.observation. */
export { AdvisorObservationContext, AdvisorObservationContextBuilder } from './AdvisorObservationContext.js';
export { AdvisorObservationConvention } from './AdvisorObservationConvention.js';
export { AdvisorObservationDocumentation } from './AdvisorObservationDocumentation.js';
export { AdvisorLowCardinalityKeyNames } from './AdvisorLowCardinalityKeyNames.js';
export { AdvisorHighCardinalityKeyNames } from './AdvisorHighCardinalityKeyNames.js';
export { DefaultAdvisorObservationConvention } from './DefaultAdvisorObservationConvention.js';
