/* spring-ai-ts, Apache-2.0. Barrel of the agent parts (beyond Spring AI). */
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
