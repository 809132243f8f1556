import { AgentToolCallAdvisor, AgentToolCallingManager, type AgentToolRoundState, type ConversationStore } from 'spring-ai-ts/agent';

// A store of your own (a shared cache, say); this one is a Map that ignores time to live.
class MapConversationStore<V> implements ConversationStore<V> {
  private readonly values = new Map<string, V>();

  async get(conversationId: string): Promise<V | undefined> {
    return this.values.get(conversationId);
  }

  async set(conversationId: string, value: V): Promise<void> {
    this.values.set(conversationId, value);
  }

  async delete(conversationId: string): Promise<boolean> {
    return this.values.delete(conversationId);
  }
}

const toolCallingManager = AgentToolCallingManager.builder().conversationStore(new MapConversationStore<AgentToolRoundState>()).build();
console.log(AgentToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build().getName());
export {};
