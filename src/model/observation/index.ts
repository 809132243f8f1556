export { ModelObservationContext } from './ModelObservationContext.js';
