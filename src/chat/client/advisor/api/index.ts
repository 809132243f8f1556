/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.client.advisor.api. */
export { Advisor } from './Advisor.js';
export { AdvisorChain } from './AdvisorChain.js';
export { BaseAdvisor } from './BaseAdvisor.js';
export { BaseAdvisorChain } from './BaseAdvisorChain.js';
export { BaseChatMemoryAdvisor } from './BaseChatMemoryAdvisor.js';
export { CallAdvisor } from './CallAdvisor.js';
export { CallAdvisorChain } from './CallAdvisorChain.js';
export { StreamAdvisor } from './StreamAdvisor.js';
export { StreamAdvisorChain } from './StreamAdvisorChain.js';
