/* spring-ai-ts, Apache-2.0. Barrel of src/chat/client/advisor/vectorstore. */
export { QuestionAnswerAdvisor } from './QuestionAnswerAdvisor.js';
export { VectorStoreChatMemoryAdvisor } from './VectorStoreChatMemoryAdvisor.js';
