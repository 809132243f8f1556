/* spring-ai-ts, Apache-2.0. Barrel of the agent advisors. */
export { AgentToolCallAdvisor } from './AgentToolCallAdvisor.js';
export { AgentToolCallAdvisorBuilder } from './AgentToolCallAdvisor.js';
