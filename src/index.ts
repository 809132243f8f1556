/**
 * spring-ai-ts: a TypeScript port of the Spring AI advisor API (baseline Spring AI v1.1.8).
 *
 * Every public type is exported from here; MiniMax types come from `spring-ai-ts/minimax`.
 *
 * @packageDocumentation
 */
export * from './core/index.js';
