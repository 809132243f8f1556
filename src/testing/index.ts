/**
 * `spring-ai-ts/testing`: the Micrometer observation test kit, for applications' own tests.
 *
 * A registry that records every observation (`TestObservationRegistry`) and fluent assertions over
 * them (`io.micrometer.observation.tck`). The MiniMax simulator has its own entry point,
 * `spring-ai-ts/minimax/testing`.
 *
 * @packageDocumentation
 */
export * from '../java/micrometer/observation/tck/index.js';
