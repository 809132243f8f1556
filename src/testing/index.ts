/**
 * `spring-ai-ts/testing`: test kits for applications built on spring-ai-ts.
 *
 * The Micrometer observation test kit (`io.micrometer.observation.tck`): a registry that records
 * every observation and fluent assertions over them. The MiniMax simulator has its own entry
 * point, `spring-ai-ts/minimax/testing`.
 *
 * @packageDocumentation
 */
export * from '../java/micrometer/observation/tck/index.js';
