import {
  AssistantMessage,
  ChatClient,
  ChatResponse,
  ChatResponseMetadata,
  Document,
  FilterExpressionBuilder,
  Generation,
  IllegalArgumentException,
  MessageType,
  Prompt,
  PromptTemplate,
  QuestionAnswerAdvisor,
  SearchRequest,
  SimpleVectorStore,
  VectorStore,
} from '../../../../../src/index.js';
import { MiniMaxApi, MiniMaxEmbeddingModel } from '../../../../../src/model/minimax/index.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../../../../examples/shared/backend.js';

const squash = (text: string | undefined): string => (text ?? '').replace(/\s+/g, '');

/** `mock(ChatModel.class)` answering `text` and capturing prompts. */
function chatModel(text = 'Your answer is ZXY', metadata = ChatResponseMetadata.builder().build()) {
  const prompts: Prompt[] = [];
  const call = jest.fn(async (prompt: Prompt) => {
    prompts.push(prompt);
    return new ChatResponse([new Generation(new AssistantMessage(text))], metadata);
  });
  return { model: { call } as never, prompts };
}

/** `mock(VectorStore.class)` capturing search requests. */
function vectorStore(documents: Document[] = [new Document('doc1'), new Document('doc2')]) {
  const requests: SearchRequest[] = [];
  const store = {
    similaritySearch: jest.fn(async (request: SearchRequest) => {
      requests.push(request);
      return documents;
    }),
  } as unknown as VectorStore;
  return { store, requests };
}

describe('QuestionAnswerAdvisorTests', () => {
  test('qaAdvisorWithDynamicFilterExpressions', async () => {
    const { model, prompts } = chatModel('Your answer is ZXY', ChatResponseMetadata.builder().id('678').model('model1').keyValue('key6', 'value6').build());
    const { store, requests } = vectorStore();
    const qaAdvisor = QuestionAnswerAdvisor.builder(store).searchRequest(SearchRequest.builder().similarityThreshold(0.99).topK(6).build()).build();
    const chatClient = ChatClient.builder(model).defaultSystem('Default system text.').defaultAdvisors(qaAdvisor).build();

    const response = await chatClient
      .prompt()
      .user('Please answer my question XYZ')
      .advisors((a) => a.param(QuestionAnswerAdvisor.FILTER_EXPRESSION, "type == 'Spring'"))
      .call()
      .chatResponse();

    expect(response!.getMetadata().getModel()).toBe('model1');
    expect(response!.getMetadata().getId()).toBe('678');
    expect(String(response!.getMetadata().get('key6'))).toBe('value6');
    expect(response!.getResult()!.getOutput().getText()).toBe('Your answer is ZXY');
    const [systemMessage, userMessage] = prompts[0]!.getInstructions();
    expect(systemMessage!.getText()).toBe('Default system text.');
    expect(systemMessage!.getMessageType()).toBe(MessageType.SYSTEM);
    expect(squash(userMessage!.getText())).toBe(
      squash(`Please answer my question XYZ
Context information is below, surrounded by ---------------------
---------------------
doc1
doc2
---------------------
Given the context and provided history information and not prior knowledge,
reply to the user comment. If the answer is not in the context, inform
the user that you can't answer the question.`),
    );
    expect(requests[0]!.getFilterExpression()!.equals(new FilterExpressionBuilder().eq('type', 'Spring').build())).toBe(true);
    expect(requests[0]!.getSimilarityThreshold()).toBe(0.99);
    expect(requests[0]!.getTopK()).toBe(6);
  });

  test('qaAdvisorTakesUserTextParametersIntoAccountForSimilaritySearch', async () => {
    const { model, prompts } = chatModel();
    const { store, requests } = vectorStore();
    const qaAdvisor = QuestionAnswerAdvisor.builder(store).searchRequest(SearchRequest.builder().build()).build();
    await ChatClient.builder(model)
      .build()
      .prompt()
      .user((u) => u.text('Please answer my question {question}').param('question', 'XYZ'))
      .advisors(qaAdvisor)
      .call()
      .chatResponse();
    const userPrompt = prompts[0]!.getInstructions()[0]!.getText();
    expect(userPrompt).not.toContain('Please answer my question {question}');
    expect(userPrompt).toContain('Please answer my question XYZ');
    expect(requests[0]!.getQuery()).toBe('Please answer my question XYZ');
  });

  test('qaAdvisorTakesUserParameterizedUserMessagesIntoAccountForSimilaritySearch', async () => {
    const { model, prompts } = chatModel();
    const { store, requests } = vectorStore();
    const qaAdvisor = QuestionAnswerAdvisor.builder(store).searchRequest(SearchRequest.builder().build()).build();
    const userMessage = PromptTemplate.builder().template('Please answer my question {question}').variables({ question: 'XYZ' }).build().createMessage();
    await ChatClient.builder(model).build().prompt(new Prompt(userMessage)).advisors(qaAdvisor).call().chatResponse();
    const userPrompt = prompts[0]!.getInstructions()[0]!.getText();
    expect(userPrompt).not.toContain('Please answer my question {question}');
    expect(userPrompt).toContain('Please answer my question XYZ');
    expect(requests[0]!.getQuery()).toBe('Please answer my question XYZ');
  });

  test('qaAdvisorWithMultipleFilterParameters', async () => {
    const { model } = chatModel();
    const { store, requests } = vectorStore();
    const qaAdvisor = QuestionAnswerAdvisor.builder(store).searchRequest(SearchRequest.builder().topK(10).build()).build();
    await ChatClient.builder(model)
      .build()
      .prompt()
      .user('Complex query')
      .advisors(qaAdvisor)
      .advisors((a) => a.param(QuestionAnswerAdvisor.FILTER_EXPRESSION, "type == 'Documentation' AND status == 'Published'"))
      .call()
      .chatResponse();
    const b = new FilterExpressionBuilder();
    expect(requests[0]!.getFilterExpression()!.equals(b.and(b.eq('type', 'Documentation'), b.eq('status', 'Published')).build())).toBe(true);
    expect(requests[0]!.getTopK()).toBe(10);
  });

  test('qaAdvisorWithDifferentSimilarityThresholds', async () => {
    const { model } = chatModel();
    const { store, requests } = vectorStore([new Document('High relevance document')]);
    const qaAdvisor = QuestionAnswerAdvisor.builder(store).searchRequest(SearchRequest.builder().similarityThreshold(0.95).topK(3).build()).build();
    await ChatClient.builder(model).build().prompt().user('Specific question requiring high similarity').advisors(qaAdvisor).call().chatResponse();
    expect(requests[0]!.getSimilarityThreshold()).toBe(0.95);
    expect(requests[0]!.getTopK()).toBe(3);
  });

  test('qaAdvisorWithComplexParameterizedTemplate', async () => {
    const { model, prompts } = chatModel();
    const { store, requests } = vectorStore([new Document('Relevant context')]);
    const qaAdvisor = QuestionAnswerAdvisor.builder(store).build();
    await ChatClient.builder(model)
      .build()
      .prompt()
      .user((u) => u.text('Context: {context}, Question: {question}, Format: {format}').param('context', 'Technical documentation').param('question', 'What is the API?').param('format', 'JSON'))
      .advisors(qaAdvisor)
      .call()
      .chatResponse();
    const expected = 'Context: Technical documentation, Question: What is the API?, Format: JSON';
    expect(requests[0]!.getQuery()).toBe(expected);
    expect(prompts[0]!.getInstructions()[0]!.getText()).toContain(expected);
    expect(prompts[0]!.getInstructions()[0]!.getText()).toContain('Relevant context');
  });

  test('qaAdvisorWithDocumentsContainingMetadata', async () => {
    const { model, prompts } = chatModel();
    const { store } = vectorStore([new Document('First document content', { source: 'wiki', author: 'John' }), new Document('Second document content', { source: 'manual', version: '2.1' })]);
    const response = await ChatClient.builder(model).build().prompt().user('Question about documents with metadata').advisors(QuestionAnswerAdvisor.builder(store).build()).call().chatResponse();
    const text = prompts[0]!.getInstructions()[0]!.getText()!;
    expect(text).toContain('First document content');
    expect(text).toContain('Second document content');
    expect(text).not.toContain('wiki');
    expect((response!.getMetadata().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS) as Document[]).length).toBe(2);
  });

  test('qaAdvisorBuilderValidation', () => {
    const { store } = vectorStore();
    expect(() => QuestionAnswerAdvisor.builder(null as never)).toThrow(new IllegalArgumentException('The vectorStore must not be null!'));
    expect(() => QuestionAnswerAdvisor.builder(store).searchRequest(null as never)).toThrow(new IllegalArgumentException('The searchRequest must not be null!'));
    expect(() => QuestionAnswerAdvisor.builder(store).promptTemplate(null as never)).toThrow(new IllegalArgumentException('promptTemplate cannot be null'));
    expect(QuestionAnswerAdvisor.builder(store).order(42).build().getOrder()).toBe(42);
  });

  test('qaAdvisorWithZeroTopK', async () => {
    const { model } = chatModel();
    const { store, requests } = vectorStore([]);
    await ChatClient.builder(model).build().prompt().user('Question with zero topK').advisors(QuestionAnswerAdvisor.builder(store).searchRequest(SearchRequest.builder().topK(0).build()).build()).call().chatResponse();
    expect(requests[0]!.getTopK()).toBe(0);
  });
});

describe('QuestionAnswerAdvisor end to end (own): SimpleVectorStore, MiniMax embeddings and chat on the simulator', () => {
  const simulator = new MiniMaxSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  afterEach(() => simulator.reset());

  test('call and stream retrieve the matching document and send it to the model', async () => {
    const embeddingModel = new MiniMaxEmbeddingModel(new MiniMaxApi(simulator.getBaseUrl(), 'simulator-key'));
    const store = SimpleVectorStore.builder(embeddingModel).build();
    await store.add([
      new Document('Cats sleep most of the day on warm windows.', { topic: 'pets' }),
      new Document('Diesel engines power heavy trucks.', { topic: 'vehicles' }),
      new Document('Cats purr when they are content.', { topic: 'pets' }),
    ]);
    const advisor = QuestionAnswerAdvisor.builder(store).searchRequest(SearchRequest.builder().topK(1).build()).promptTemplate(new PromptTemplate('Q: {query}\nDocs:\n{question_answer_context}')).build();
    const chatClient = ChatClient.builder(simulatorChatModel(simulator)).defaultAdvisors(advisor).build();
    simulator.enqueue(MiniMaxScenarios.text('They sleep on windows.'), MiniMaxScenarios.text('Trucks.', { chunks: 3 }));

    const response = await chatClient.prompt().user('Where do cats sleep?').call().chatClientResponse();
    expect(response.chatResponse()!.getResult()!.getOutput().getText()).toBe('They sleep on windows.');
    expect((response.context().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS) as Document[]).map((d) => d.getText())).toEqual([
      'Cats sleep most of the day on warm windows.',
    ]);

    let streamed = '';
    for await (const delta of chatClient.prompt().user('What powers trucks?').advisors((a) => a.param(QuestionAnswerAdvisor.FILTER_EXPRESSION, "topic == 'vehicles'")).stream().content()) streamed += delta;
    expect(streamed).toBe('Trucks.');

    const chats = simulator.requests().filter((r) => r.path !== '/v1/embeddings');
    const userTexts = chats.map((r) => JSON.stringify((r.body as { messages: unknown[] }).messages.at(-1)));
    expect(userTexts[0]).toContain('Docs:\\nCats sleep most of the day on warm windows.');
    expect(userTexts[1]).toContain('Diesel engines power heavy trucks.');
  });
});
