import { ChatClient, JavaType } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

class Author {
  constructor(private readonly _name: string, @JavaType('int') private readonly _born: number) {}
  name(): string { return this._name; }
  born(): number { return this._born; }
}

class Chapter {
  constructor(private readonly _title: string, @JavaType('long') private readonly _words: number) {}
  title(): string { return this._title; }
  words(): number { return this._words; }
}

class Book {
  constructor(
    private readonly _title: string,
    @JavaType('int') private readonly _pages: number,
    @JavaType('long') private readonly _isbn: number,
    @JavaType('double') private readonly _price: number,
    @JavaType('List<String>') private readonly _tags: string[],
    private readonly _author: Author,
    @JavaType('List<Chapter>') private readonly _chapters: Chapter[],
  ) {}
  title(): string { return this._title; }
  pages(): number { return this._pages; }
  isbn(): number { return this._isbn; }
  price(): number { return this._price; }
  tags(): string[] { return this._tags; }
  author(): Author { return this._author; }
  chapters(): Chapter[] { return this._chapters; }
}

/**
 * call().entity(...) of a record with int, long, double, List<String>, a nested record and a list
 * of records: the schema in the format instructions, the values (a fraction and a numeric string
 * read into int as Jackson reads them), and the records built.
 */
export default scenario({
  script: [{
    text: '{"title": "Moby-Dick", "pages": 635.9, "isbn": 9780142437247, "price": 12.5, "tags": ["sea", "whale"], ' +
      '"author": {"name": "Herman Melville", "born": "1819"}, ' +
      '"chapters": [{"title": "Loomings", "words": 2200}, {"title": "The Carpet-Bag", "words": 2500}]}',
  }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const book = (await chatClient.prompt().user('Describe a classic novel.').call().entity(Book))!;

    context.outcome.put('title', book.title());
    context.outcome.put('pages', book.pages());
    context.outcome.put('isbn', book.isbn());
    context.outcome.put('price', book.price());
    context.outcome.put('tags', book.tags());
    context.outcome.put('authorName', book.author().name());
    context.outcome.put('authorBorn', book.author().born());
    context.outcome.put('firstChapter', book.chapters()[0]!.title());
    context.outcome.put('words', book.chapters()[1]!.words());
    context.outcome.put('authorIsRecord', book.author() instanceof Author);
    context.outcome.put('chaptersAreRecords', book.chapters().every((chapter) => chapter instanceof Chapter));
  },
});
