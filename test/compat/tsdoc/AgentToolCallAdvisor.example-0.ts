import { AgentToolCallAdvisor, AgentToolCallingManager } from 'spring-ai-ts/agent';

// Two attempts to repair a tool call whose arguments do not match the tool's schema.
const advisor = AgentToolCallAdvisor.builder()
  .toolCallingManager(AgentToolCallingManager.builder().maxRetries(2).repairArguments(true).build())
  .build();
console.log(advisor.getName());
export {};
