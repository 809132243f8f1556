import { AssistantMessage } from '../../../src/chat/messages/index.js';
import { ChatGenerationMetadata, type DefaultChatGenerationMetadata } from '../../../src/chat/metadata/index.js';
import { Generation } from '../../../src/chat/model/index.js';

// Mockito's @Mock: an object of jest.fn() methods, distinct per mock.
function mockChatGenerationMetadata(): ChatGenerationMetadata {
  return {
    getFinishReason: jest.fn(),
    getContentFilters: jest.fn(),
    get: jest.fn(),
    containsKey: jest.fn(),
    getOrDefault: jest.fn(),
    entrySet: jest.fn(),
    keySet: jest.fn(),
    isEmpty: jest.fn(),
  };
}

describe('GenerationTests', () => {
  let mockChatGenerationMetadata1: ChatGenerationMetadata;
  let mockChatGenerationMetadata2: ChatGenerationMetadata;

  beforeEach(() => {
    mockChatGenerationMetadata1 = mockChatGenerationMetadata();
    mockChatGenerationMetadata2 = mockChatGenerationMetadata();
  });

  test('testGetOutput', () => {
    const expectedText = 'Test Assistant Message';
    const assistantMessage = new AssistantMessage(expectedText);
    const generation = new Generation(assistantMessage);

    expect(generation.getOutput().getText()).toBe(expectedText);
  });

  test('testConstructorWithMetadata', () => {
    const assistantMessage = new AssistantMessage('Test Assistant Message');
    const generation = new Generation(assistantMessage, mockChatGenerationMetadata1);

    expect(generation.getMetadata()).toBe(mockChatGenerationMetadata1);
  });

  test('testGetMetadata_Null', () => {
    const assistantMessage = new AssistantMessage('Test Assistant Message');
    const generation = new Generation(assistantMessage);
    const metadata = generation.getMetadata();

    expect(metadata).toBe(ChatGenerationMetadata.NULL);
  });

  test('testGetMetadata_NotNull', () => {
    const assistantMessage = new AssistantMessage('Test Assistant Message');
    const generation = new Generation(assistantMessage, mockChatGenerationMetadata1);
    const metadata = generation.getMetadata();

    expect(metadata).toBe(mockChatGenerationMetadata1);
  });

  test('testEquals_SameObjects', () => {
    const assistantMessage = new AssistantMessage('Test Assistant Message');
    const generation1 = new Generation(assistantMessage);
    const generation2 = generation1;

    expect(generation1.equals(generation2)).toBe(true);
  });

  test('testEquals_NotInstanceOfGeneration', () => {
    const assistantMessage = new AssistantMessage('Test Assistant Message');
    const generation = new Generation(assistantMessage);
    const notGenerationObject = {};

    expect(generation.equals(notGenerationObject)).toBe(false);
  });

  test('testEquals_SameMetadata', () => {
    const assistantMessage1 = new AssistantMessage('Test Assistant Message');
    const assistantMessage2 = new AssistantMessage('Test Assistant Message');
    const generation1 = new Generation(assistantMessage1, mockChatGenerationMetadata1);
    const generation2 = new Generation(assistantMessage2, mockChatGenerationMetadata1);

    expect(generation1.equals(generation2)).toBe(true);
  });

  test('testEquals_DifferentMetadata', () => {
    const assistantMessage1 = new AssistantMessage('Test Assistant Message');
    const assistantMessage2 = new AssistantMessage('Test Assistant Message');
    const generation1 = new Generation(assistantMessage1, mockChatGenerationMetadata1);
    const generation2 = new Generation(assistantMessage2, mockChatGenerationMetadata2);

    expect(generation1.equals(generation2)).toBe(false);
  });
});

describe('Generation (spring-ai-ts additions)', () => {
  test('metadata built with the same values is equal', () => {
    const build = () =>
      ChatGenerationMetadata.builder()
        .finishReason('STOP')
        .metadata('k', 1)
        .contentFilter('hate')
        .build() as DefaultChatGenerationMetadata;
    expect(build().equals(build())).toBe(true);
    expect(build().hashCode()).toBe(build().hashCode());
    const message = new AssistantMessage('x');
    expect(new Generation(message, build()).equals(new Generation(message, build()))).toBe(true);
  });

  test('ChatGenerationMetadata exposes its entries and filters', () => {
    const metadata = ChatGenerationMetadata.builder()
      .finishReason('STOP')
      .metadata({ a: 1 })
      .metadata('b', 2)
      .contentFilters(['x', 'y'])
      .build();
    expect(metadata.getFinishReason()).toBe('STOP');
    expect(metadata.get('a')).toBe(1);
    expect(metadata.getOrDefault('missing', 'd')).toBe('d');
    expect(metadata.containsKey('b')).toBe(true);
    expect([...metadata.keySet()]).toEqual(['a', 'b']);
    expect(metadata.entrySet()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect([...metadata.getContentFilters()]).toEqual(['x', 'y']);
    expect(metadata.isEmpty()).toBe(false);
    expect(ChatGenerationMetadata.NULL.isEmpty()).toBe(true);
    expect(metadata.toString()).toBe("DefaultChatGenerationMetadata[finishReason='STOP', filters=2, metadata=2]");
  });
});
