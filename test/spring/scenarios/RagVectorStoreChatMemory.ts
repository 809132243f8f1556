import { ChatClient, ChatMemory, SearchRequest, SimpleVectorStore, VectorStoreChatMemoryAdvisor } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions, MiniMaxEmbeddingModel } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * VectorStoreChatMemoryAdvisor over two turns of one conversation, beside another conversation in
 * the same store: the long-term memory the second turn's system message carries, the answers, and
 * the messages the store keeps for the conversation.
 */
export default scenario({
  script: [
    { text: 'Goats are good at keeping the grass short.' },
    { text: 'Nice to meet you, Ada. Bees love a garden with flowers.' },
    { text: 'You keep bees in your garden.' },
  ],
  expected: [
    { at: 'wire:embeddings', doc: 'docs/DIFFERENCES.md#simplevectorstore-sends-no-dimensions-request', why: 'no "Hello World" request before the documents (Spring AI learns the store\'s dimensions for its observation from it); an assistant message\'s metadata lines in another order (docs/DIFFERENCES.md#metadata-order-in-formatted-content)' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const embeddingModel = new MiniMaxEmbeddingModel(api);
    const vectorStore = SimpleVectorStore.builder(embeddingModel).build();

    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('You are a friendly gardener.')
      .defaultAdvisors(VectorStoreChatMemoryAdvisor.builder(vectorStore).defaultTopK(3).build())
      .build();

    const otherConversation = 'RagVectorStoreChatMemory-goats';
    const conversation = 'RagVectorStoreChatMemory-bees';
    const answers: string[] = [];
    answers.push((await chatClient.prompt()
      .user('I keep goats in my garden.')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, otherConversation))
      .call()
      .content())!);
    answers.push((await chatClient.prompt()
      .user('My name is Ada and I keep bees in my garden.')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversation))
      .call()
      .content())!);
    answers.push((await chatClient.prompt()
      .user('What do I keep in my garden?')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversation))
      .call()
      .content())!);
    context.outcome.put('answers', answers);

    const remembered = await vectorStore.similaritySearch(SearchRequest.builder()
      .query('What do I keep in my garden?')
      .topK(10)
      .filterExpression("conversationId == '" + conversation + "'")
      .build());
    const rows: Array<Record<string, unknown>> = [];
    for (const document of remembered) {
      const row = new Map<string, unknown>();
      row.set('text', document.getText());
      row.set('conversationId', document.getMetadata().get('conversationId'));
      row.set('messageType', document.getMetadata().get('messageType'));
      row.set('score', document.getScore());
      rows.push(Object.fromEntries(row));
    }
    context.outcome.put('remembered', rows);
  },
});
