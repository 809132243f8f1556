/**
 * `spring-ai-ts/agent`: the agent layer, beyond Spring AI.
 *
 * `AgentToolCallAdvisor` (a `ToolCallAdvisor` that reminds the model of its todo list and repairs
 * invalid tool arguments), `AgentToolCallingManager`, the `TodoListTools` and the conversation
 * stores they keep their state in.
 *
 * @packageDocumentation
 */
export { AgentToolCallAdvisor, AgentToolCallAdvisorBuilder } from './advisor/index.js';
export { registerAgentTools } from './registerAgentTools.js';
export type {
  ConversationStore,
  InMemoryConversationStoreOptions,
  PostgresConversationStoreOptions,
} from './store/index.js';
export { InMemoryConversationStore, PostgresConversationStore } from './store/index.js';
export { TodoItem, TodoListTools, TodoStatus } from './todo/index.js';
export type {
  AgentToolCallingManagerOptions,
  AgentToolRoundState,
  InvalidToolCallArguments,
  ToolCallArgumentsRepair,
} from './tool/index.js';
export {
  AgentToolCallingManager,
  AgentToolCallingManagerBuilder,
  AgentToolCallReport,
  ToolCallArgumentsRetryExhaustedException,
} from './tool/index.js';
