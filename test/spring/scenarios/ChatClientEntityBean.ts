import { ChatClient, JavaType } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

class Book {
  @JavaType('String') private title: string | undefined;

  @JavaType('String') private author: string | undefined;

  @JavaType('boolean') private available = false;

  constructor() {}

  getTitle(): string | undefined {
    return this.title;
  }

  setTitle(title: string | undefined): void {
    this.title = title;
  }

  getAuthor(): string | undefined {
    return this.author;
  }

  setAuthor(author: string | undefined): void {
    this.author = author;
  }

  isAvailable(): boolean {
    return this.available;
  }

  setAvailable(available: boolean): void {
    this.available = available;
  }
}

/** call().entity(Bean.class) of a JavaBean: private fields, getters and setters, no-argument constructor. */
export default scenario({
  script: [{ text: '```json\n{"author": "Frank Herbert", "available": true, "title": "Dune"}\n```' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const book = (await chatClient.prompt()
      .system('You are a library catalogue.')
      .user('Describe the book Dune.')
      .call()
      .entity(Book))!;

    const entity = new Map<string, unknown>();
    entity.set('title', book.getTitle());
    entity.set('author', book.getAuthor());
    entity.set('available', book.isAvailable());
    context.outcome.entity(entity);
  },
});
