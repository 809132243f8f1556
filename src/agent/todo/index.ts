/* spring-ai-ts, Apache-2.0. Barrel of the agent todo-list tools. */
export { TodoItem } from './TodoItem.js';
export { TodoListTools } from './TodoListTools.js';
export { TodoStatus } from './TodoStatus.js';
