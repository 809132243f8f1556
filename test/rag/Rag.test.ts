import {
  AssistantMessage,
  ChatClient,
  CompressionQueryTransformer,
  ContextualQueryAugmenter,
  Document,
  IllegalArgumentException,
  MultiQueryExpander,
  PromptTemplate,
  Query,
  RetrievalAugmentationAdvisor,
  RewriteQueryTransformer,
  SimpleVectorStore,
  TranslationQueryTransformer,
  UserMessage,
  VectorStoreDocumentRetriever,
} from '../../src/index.js';
import { WordEmbeddingModel } from '../vectorstore/support.js';
import { chatModel } from './support.js';

describe('QueryTests', () => {
  test('whenTextIsNullThenThrow', () => {
    expect(() => new Query(null as never)).toThrow(new IllegalArgumentException('text cannot be null or empty'));
  });
  test('whenTextIsEmptyThenThrow', () => {
    expect(() => new Query('')).toThrow('text cannot be null or empty');
  });
  test('whenTextIsBlankThenThrow', () => {
    expect(() => new Query('   ')).toThrow('text cannot be null or empty');
  });
  test('whenTextIsTabsAndSpacesThenThrow', () => {
    expect(() => new Query('\t\t  \t')).toThrow('text cannot be null or empty');
  });
  test('whenMultipleQueriesWithSameTextThenEqual', () => {
    expect(new Query('Same query text').equals(new Query('Same query text'))).toBe(true);
    expect(new Query('Same query text').hashCode()).toBe(new Query('Same query text').hashCode());
  });
  test('whenQueriesWithDifferentTextThenNotEqual', () => {
    expect(new Query('a').equals(new Query('b'))).toBe(false);
  });
  test('whenCompareQueryToNullThenNotEqual', () => {
    expect(new Query('a').equals(null)).toBe(false);
  });
  test('whenCompareQueryToDifferentTypeThenNotEqual', () => {
    expect(new Query('a').equals('a')).toBe(false);
  });
  test('toStringReturnsExpectedFormat', () => {
    expect(new Query('Test query text').toString()).toBe('Query[text=Test query text, history=[], context={}]');
  });
});

describe('query transformers and expander beyond Spring (own)', () => {
  test('the transformers send Spring default prompts and use the answers', async () => {
    const { model, prompts } = chatModel('rewritten', 'standalone', 'tradotta', 'one\ntwo\nthree');
    const builder = ChatClient.builder(model);
    const history = [new UserMessage('Tell me about cats'), new AssistantMessage('Cats purr.')];
    const query = new Query('And dogs?', history, {});
    expect((await RewriteQueryTransformer.builder().chatClientBuilder(builder).build().transform(query)).text()).toBe('rewritten');
    expect((await CompressionQueryTransformer.builder().chatClientBuilder(builder).build().transform(query)).text()).toBe('standalone');
    expect((await TranslationQueryTransformer.builder().chatClientBuilder(builder).targetLanguage('italian').build().transform(query)).text()).toBe('tradotta');
    const expanded = await MultiQueryExpander.builder().chatClientBuilder(builder).build().expand(query);
    expect(expanded.map((q) => q.text())).toEqual(['And dogs?', 'one', 'two', 'three']);
    const texts = prompts.map((p) => p.getInstructions()[0]!.getText());
    expect(texts[0]).toBe(
      'Given a user query, rewrite it to provide better results when querying a vector store.\nRemove any irrelevant information, and ensure the query is concise and specific.\n\nOriginal query:\nAnd dogs?\n\nRewritten query:\n',
    );
    expect(texts[1]).toContain('Conversation history:\nUSER: Tell me about cats\nASSISTANT: Cats purr.\n\nFollow-up query:\nAnd dogs?');
    expect(texts[2]).toContain('translate it to italian.');
    expect(texts[3]).toContain('generate 3 different versions');
  });

  test('an empty answer or a wrong number of variants keeps the query', async () => {
    const { model } = chatModel('', 'only one');
    const builder = ChatClient.builder(model);
    const query = new Query('original');
    expect(await RewriteQueryTransformer.builder().chatClientBuilder(builder).build().transform(query)).toBe(query);
    expect(await MultiQueryExpander.builder().chatClientBuilder(builder).build().expand(query)).toEqual([query]);
  });
});

describe('ContextualQueryAugmenterTests', () => {
  test('whenPromptHasMissingContextPlaceholderThenThrow', () => {
    expect(() => ContextualQueryAugmenter.builder().promptTemplate(new PromptTemplate('{query}')).build()).toThrow(
      'The following placeholders must be present in the prompt template: context',
    );
  });
  test('whenPromptHasMissingQueryPlaceholderThenThrow', () => {
    expect(() => ContextualQueryAugmenter.builder().promptTemplate(new PromptTemplate('{context}')).build()).toThrow(
      'The following placeholders must be present in the prompt template: query',
    );
  });
  test('whenQueryIsNullThenThrow', () => {
    expect(() => ContextualQueryAugmenter.builder().build().augment(null as never, [])).toThrow('query cannot be null');
  });
  test('whenDocumentsIsNullThenThrow', () => {
    expect(() => ContextualQueryAugmenter.builder().build().augment(new Query('q'), null as never)).toThrow('documents cannot be null');
  });
  test('whenDocumentsIsEmptyAndAllowEmptyContextThenReturnOriginalQuery', () => {
    const query = new Query('What is the capital of Denmark?');
    expect(ContextualQueryAugmenter.builder().allowEmptyContext(true).build().augment(query, [])).toBe(query);
  });
  test('whenDocumentsIsEmptyAndNotAllowEmptyContextThenReturnAugmentedQueryWithCustomTemplate', () => {
    const augmenter = ContextualQueryAugmenter.builder().emptyContextPromptTemplate(new PromptTemplate('No context.')).build();
    expect(augmenter.augment(new Query('q'), []).text()).toBe('No context.');
    expect(ContextualQueryAugmenter.builder().build().augment(new Query('q'), []).text()).toBe(
      "The user query is outside your knowledge base.\nPolitely inform the user that you can't answer it.\n",
    );
  });
  test('whenDocumentsAreProvidedThenReturnAugmentedQueryWithCustomTemplate', () => {
    const augmenter = ContextualQueryAugmenter.builder().promptTemplate(new PromptTemplate('Context:\n{context}\n\nQuery: {query}')).build();
    const augmented = augmenter.augment(new Query('What is the capital of Denmark?'), [new Document('Copenhagen is the capital of Denmark.')]);
    expect(augmented.text()).toBe('Context:\nCopenhagen is the capital of Denmark.\n\nQuery: What is the capital of Denmark?');
  });
});

describe('RetrievalAugmentationAdvisorTests', () => {
  test('whenQueryTransformersContainNullElementsThenThrow', () => {
    expect(() => RetrievalAugmentationAdvisor.builder().queryTransformers([null as never])).toThrow('queryTransformers cannot contain null elements');
  });
  test('whenDocumentRetrieverIsNullThenThrow', () => {
    expect(() => RetrievalAugmentationAdvisor.builder().build()).toThrow('documentRetriever cannot be null');
  });
  test('theOneWithTheDocumentRetriever', async () => {
    const { model, prompts } = chatModel('Felix Felicis');
    const documentContext = [Document.builder().id('1').text('doc1').build(), Document.builder().id('2').text('doc2').build()];
    const queries: Query[] = [];
    const advisor = RetrievalAugmentationAdvisor.builder().documentRetriever({ retrieve: async (q) => (queries.push(q), documentContext) }).build();
    const chatClient = ChatClient.builder(model).defaultAdvisors(advisor).defaultSystem('You are a wizard!').build();
    const chatResponse = await chatClient
      .prompt()
      .user((u) => u.text('What would I get if I added {ingredient1} to {ingredient2}?').param('ingredient1', 'a pinch of Moonstone').param('ingredient2', 'a dash of powdered Gold'))
      .call()
      .chatResponse();
    expect(chatResponse!.getResult()!.getOutput().getText()).toBe('Felix Felicis');
    expect(chatResponse!.getMetadata().get(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT)).toEqual(documentContext);
    expect(queries[0]!.text()).toBe('What would I get if I added a pinch of Moonstone to a dash of powdered Gold?');
    expect(prompts[0]!.getContents()).toContain(`Context information is below.

---------------------
doc1
doc2
---------------------

Given the context information and no prior knowledge, answer the query.

Follow these rules:

1. If the answer is not in the context, just say that you don't know.
2. Avoid statements like "Based on the context..." or "The provided information...".

Query: What would I get if I added a pinch of Moonstone to a dash of powdered Gold?

Answer:
`);
  });

  test('transformers, expander, real retriever, plain-function post-processor (own)', async () => {
    const store = SimpleVectorStore.builder(new WordEmbeddingModel()).build();
    await store.add([new Document('a', 'Cats purr when happy', { kind: 'pet' }), new Document('b', 'Trucks carry cargo', { kind: 'vehicle' }), new Document('c', 'Dogs bark at strangers', { kind: 'pet' })]);
    const { model, prompts } = chatModel('cats purr', 'dogs bark loudly\ncats purr softly', 'Answer one.');
    const processed: number[] = [];
    const advisor = RetrievalAugmentationAdvisor.builder()
      .queryTransformers(RewriteQueryTransformer.builder().chatClientBuilder(ChatClient.builder(model)).build())
      .queryExpander(MultiQueryExpander.builder().chatClientBuilder(ChatClient.builder(model)).numberOfQueries(2).build())
      .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(store).topK(1).build())
      .documentPostProcessors((_q: Query, docs: Document[]) => (processed.push(docs.length), docs))
      .build();
    const client = ChatClient.builder(model).defaultAdvisors(advisor).build();
    const response = await client.prompt().user('Tell me about pets').call().chatResponse();
    expect(response!.getResult()!.getOutput().getText()).toBe('Answer one.');
    const documents = response!.getMetadata().get(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT) as Document[];
    expect(new Set(documents.map((d) => d.getId()))).toEqual(new Set(['a', 'c']));
    expect(processed).toEqual([2]);
    expect(prompts[2]!.getContents()).toContain('Query: Tell me about pets');
  });
});
