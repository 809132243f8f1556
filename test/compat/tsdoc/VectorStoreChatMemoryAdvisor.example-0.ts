import { ChatClient, ChatMemory, VectorStoreChatMemoryAdvisor, type ChatModel, type VectorStore } from 'spring-ai-ts';

declare const chatModel: ChatModel;
declare const vectorStore: VectorStore;

// Long-term memory: past exchanges are stored in the vector store, and the ones most similar to the
// question come back into the system text.
const memoryAdvisor = VectorStoreChatMemoryAdvisor.builder(vectorStore).defaultTopK(5).build();
const chatClient = ChatClient.builder(chatModel).defaultAdvisors(memoryAdvisor).build();

console.log(
  await chatClient.prompt().user('Which city did I say I live in?').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'user-42')).call().content(),
);
export {};
