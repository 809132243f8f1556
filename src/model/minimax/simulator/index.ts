/**
 * `spring-ai-ts/minimax/testing`: the MiniMax simulator, a loopback server for tests and demos.
 *
 * It speaks MiniMax's chat endpoints from scripted scenarios, records what it receives, and records,
 * replays and compares whole runs (`npx spring-ai-ts-simulator record | replay | compare`).
 *
 * @packageDocumentation
 */
export { MiniMaxSimulator } from './MiniMaxSimulator.js';
export type { MiniMaxSimulatorOptions } from './MiniMaxSimulatorOptions.js';
export type { MiniMaxSimulatorAddress } from './MiniMaxSimulatorAddress.js';
export type { MiniMaxScenario } from './MiniMaxScenario.js';
export type { MiniMaxScenarioToolCall } from './MiniMaxScenarioToolCall.js';
export type { MiniMaxScenarioHttpError } from './MiniMaxScenarioHttpError.js';
export type { MiniMaxScenarioInterrupt } from './MiniMaxScenarioInterrupt.js';
export type { MiniMaxScenarioMatch } from './MiniMaxScenarioMatch.js';
export type { MiniMaxScenarioSource } from './MiniMaxScenarioSource.js';
export type { MiniMaxBaseResp } from './MiniMaxBaseResp.js';
export type { MiniMaxDialect } from './MiniMaxDialect.js';
export type { MiniMaxRecordedRequest } from './MiniMaxRecordedRequest.js';
export { MiniMaxScenarios } from './MiniMaxScenarios.js';
export { MiniMaxScenarioPresets } from './MiniMaxScenarioPresets.js';
export { MiniMaxHttpErrors } from './MiniMaxHttpErrors.js';
export type { MiniMaxHttpErrorName } from './MiniMaxHttpErrorName.js';
export { MiniMaxRequestValidator } from './MiniMaxRequestValidator.js';
export { MiniMaxRequestInspector } from './MiniMaxRequestInspector.js';
export * from './wire/index.js';
