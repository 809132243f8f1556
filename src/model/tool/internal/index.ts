/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.model.tool.internal. */
export { ToolCallReactiveContextHolder } from './ToolCallReactiveContextHolder.js';
