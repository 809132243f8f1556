/* spring-ai-ts, Apache-2.0. Barrel of the logging seam. */
export { Logger } from './Logger.js';
export { LogLevel } from './LogLevel.js';
export { ConsoleLogger } from './ConsoleLogger.js';
export { LoggerFactory } from './LoggerFactory.js';
