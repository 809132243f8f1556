export { Duration } from './Duration.js';
