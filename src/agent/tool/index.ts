/* spring-ai-ts, Apache-2.0. Barrel of the agent tool-calling parts. */
export { AgentToolCallingManager } from './AgentToolCallingManager.js';
export { AgentToolCallingManagerBuilder } from './AgentToolCallingManager.js';
export type { AgentToolCallingManagerOptions } from './AgentToolCallingManagerOptions.js';
export { AgentToolCallReport } from './AgentToolCallReport.js';
export type { AgentToolRoundState } from './AgentToolRoundState.js';
export type { InvalidToolCallArguments } from './InvalidToolCallArguments.js';
export type { ToolCallArgumentsRepair } from './ToolCallArgumentsRepair.js';
export { ToolCallArgumentsRetryExhaustedException } from './ToolCallArgumentsRetryExhaustedException.js';
