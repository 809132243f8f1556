/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.model.observation. */
export { ModelObservationContext } from './ModelObservationContext.js';
