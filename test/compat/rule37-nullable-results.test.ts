import { AssistantMessage, ChatClient, ChatResponse, Document, Generation, Prompt } from '../../src/index.js';
import { mockChatModel } from '../chat/client/chatClientTestSupport.js';
import { answerLength, answerOf, ask, entityOf, guideExample, modelOf, scoreOf, shout } from './rule37-nullable-results.js';

function response(text?: string): ChatResponse {
  return new ChatResponse([new Generation(new AssistantMessage(text as string))]);
}

describe('Rule 37: translated call sites of @Nullable results run as in Java', () => {
  test('response.getResult()!.getOutput().getText()! reads the first generation', () => {
    expect(answerOf(response('Paris'))).toBe('Paris');
  });

  test('a response without generations has no result: the translated null check returns 0', () => {
    expect(new ChatResponse([]).getResult()).toBeUndefined();
    expect(answerLength(new ChatResponse([]))).toBe(0);
    expect(answerLength(response(undefined))).toBe(0);
    expect(answerLength(response('four'))).toBe(4);
  });

  test('(await spec.call().content())! and chatResponse()! read the model answer', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(async () => response('  trimmed  '));
    const chatClient = ChatClient.create(chatModel);
    expect(await ask(chatClient, 'q')).toBe('trimmed');
    await expect(modelOf(chatClient, 'q')).resolves.toBe('');
  });

  test('entity(converter) hands back what the converter returns, undefined included', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(async () => response('42'));
    const spec = ChatClient.create(chatModel).prompt('q').call();
    const converter = { convert: (text: string) => (text === '42' ? 42 : undefined), getFormat: () => '' };
    expect(await entityOf(spec, converter)).toBe(42);
    const none = { convert: () => undefined, getFormat: () => '' };
    expect(await entityOf(ChatClient.create(chatModel).prompt('q').call(), none)).toBeUndefined();
  });

  test('Document.getScore() is undefined until a store sets it; getText()! of a text document', () => {
    expect(scoreOf(new Document('text'))).toBe(0.0);
    expect(scoreOf(Document.builder().text('t').score(0.5).build())).toBe(0.5);
    expect(shout(new Document('text'))).toBe('TEXT');
  });
});

describe('Rule 37: the migration guide example', () => {
  test('reads the answers and keeps a document scored above 0.8', async () => {
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(async () => response('answer'));
    const kept: string[] = [];
    const document = Document.builder().text(' doc ').score(0.9).build();
    const result = await guideExample(ChatClient.create(chatModel), chatModel, new Prompt('q'), 'q', document, (t) => kept.push(t));
    expect(result).toEqual(['answer', 'answer']);
    expect(kept).toEqual(['doc']);
    await guideExample(ChatClient.create(chatModel), chatModel, new Prompt('q'), 'q', new Document('x'), (t) => kept.push(t));
    expect(kept).toEqual(['doc']);
  });
});
