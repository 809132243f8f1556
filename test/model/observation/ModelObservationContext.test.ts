import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ModelObservationContext } from '../../../src/model/observation/index.js';
import { AiOperationMetadata } from '../../../src/observation/index.js';
import { AiOperationType, AiProvider } from '../../../src/observation/conventions/index.js';

const chatOllama = () =>
  AiOperationMetadata.builder().operationType(AiOperationType.CHAT.value()).provider(AiProvider.OLLAMA.value()).build();

describe('ModelObservationContextTests', () => {
  test('whenRequestAndMetadataThenReturn', () => {
    const observationContext = new ModelObservationContext<string, string>('test request', chatOllama());
    expect(observationContext).toBeDefined();
  });

  test('whenRequestIsNullThenThrow', () => {
    const create = () =>
      new ModelObservationContext<string, string>(
        undefined as unknown as string,
        AiOperationMetadata.builder()
          .operationType(AiOperationType.EMBEDDING.value())
          .provider(AiProvider.OLLAMA.value())
          .build(),
      );
    expect(create).toThrow(IllegalArgumentException);
    expect(create).toThrow('request cannot be null');
  });

  test('whenOperationMetadataIsNullThenThrow', () => {
    const create = () =>
      new ModelObservationContext<string, string>('test request', undefined as unknown as AiOperationMetadata);
    expect(create).toThrow(IllegalArgumentException);
    expect(create).toThrow('operationMetadata cannot be null');
  });

  test('whenOperationMetadataIsMissingOperationTypeThenThrow', () => {
    const create = () =>
      new ModelObservationContext<string, string>(
        'test request',
        AiOperationMetadata.builder().provider(AiProvider.OLLAMA.value()).build(),
      );
    expect(create).toThrow(IllegalArgumentException);
    expect(create).toThrow('operationType cannot be null or empty');
  });

  test('whenOperationMetadataIsMissingProviderThenThrow', () => {
    const create = () =>
      new ModelObservationContext<string, string>(
        'test request',
        AiOperationMetadata.builder().operationType(AiOperationType.IMAGE.value()).build(),
      );
    expect(create).toThrow(IllegalArgumentException);
    expect(create).toThrow('provider cannot be null or empty');
  });

  test('whenResponseThenReturn', () => {
    const observationContext = new ModelObservationContext<string, string>('test request', chatOllama());
    observationContext.setResponse('test response');
    expect(observationContext).toBeDefined();
  });

  test('whenResponseIsNullThenThrow', () => {
    const observationContext = new ModelObservationContext<string, string>('test request', chatOllama());
    expect(() => observationContext.setResponse(undefined as unknown as string)).toThrow(IllegalArgumentException);
    expect(() => observationContext.setResponse(undefined as unknown as string)).toThrow('response cannot be null');
  });

  test('whenEmptyOperationTypeThenThrow', () => {
    expect(
      () =>
        new ModelObservationContext<string, string>(
          'test request',
          AiOperationMetadata.builder().operationType('').provider(AiProvider.OLLAMA.value()).build(),
        ),
    ).toThrow(IllegalArgumentException);
  });

  test('whenEmptyProviderThenThrow', () => {
    expect(
      () =>
        new ModelObservationContext<string, string>(
          'test request',
          AiOperationMetadata.builder().operationType(AiOperationType.CHAT.value()).provider('').build(),
        ),
    ).toThrow(IllegalArgumentException);
  });

  test('whenDifferentProvidersThenReturn', () => {
    const metadata = (provider: AiProvider) =>
      AiOperationMetadata.builder().operationType(AiOperationType.CHAT.value()).provider(provider.value()).build();
    const ollamaContext = new ModelObservationContext<string, string>('test request', metadata(AiProvider.OLLAMA));
    const openaiContext = new ModelObservationContext<string, string>('test request', metadata(AiProvider.OPENAI));
    const anthropicContext = new ModelObservationContext<string, string>('test request', metadata(AiProvider.ANTHROPIC));
    expect(ollamaContext).toBeDefined();
    expect(openaiContext).toBeDefined();
    expect(anthropicContext).toBeDefined();
    expect(openaiContext.getOperationMetadata().provider()).toBe('openai');
  });

  test('whenComplexObjectTypesAreUsedThenReturn', () => {
    const observationContext = new ModelObservationContext<number, boolean>(12345, chatOllama());
    observationContext.setResponse(true);
    expect(observationContext).toBeDefined();
    expect(observationContext.getResponse()).toBe(true);
  });

  test('whenGetRequestThenReturn', () => {
    const testRequest = 'test request content';
    const observationContext = new ModelObservationContext<string, string>(testRequest, chatOllama());
    expect(observationContext.getRequest()).toBe(testRequest);
  });

  test('whenGetResponseBeforeSettingThenReturnNull', () => {
    const observationContext = new ModelObservationContext<string, string>('test request', chatOllama());
    expect(observationContext.getResponse()).toBeUndefined();
  });

  test('whenGetResponseAfterSettingThenReturn', () => {
    const testResponse = 'test response content';
    const observationContext = new ModelObservationContext<string, string>('test request', chatOllama());
    observationContext.setResponse(testResponse);
    expect(observationContext.getResponse()).toBe(testResponse);
  });

  test('whenGetOperationMetadataThenReturn', () => {
    const metadata = AiOperationMetadata.builder()
      .operationType(AiOperationType.EMBEDDING.value())
      .provider(AiProvider.OPENAI.value())
      .build();
    const observationContext = new ModelObservationContext<string, string>('test request', metadata);
    expect(observationContext.getOperationMetadata()).toEqual(metadata);
  });

  test('whenSetResponseMultipleTimesThenLastValueWins', () => {
    const observationContext = new ModelObservationContext<string, string>('test request', chatOllama());
    observationContext.setResponse('first response');
    observationContext.setResponse('second response');
    observationContext.setResponse('final response');
    expect(observationContext.getResponse()).toBe('final response');
  });

  test('whenWhitespaceOnlyOperationTypeThenThrow', () => {
    const create = () =>
      new ModelObservationContext<string, string>(
        'test request',
        AiOperationMetadata.builder().operationType('   ').provider(AiProvider.OLLAMA.value()).build(),
      );
    expect(create).toThrow(IllegalArgumentException);
    expect(create).toThrow('operationType cannot be null or empty');
  });

  test('whenWhitespaceOnlyProviderThenThrow', () => {
    const create = () =>
      new ModelObservationContext<string, string>(
        'test request',
        AiOperationMetadata.builder().operationType(AiOperationType.CHAT.value()).provider('   ').build(),
      );
    expect(create).toThrow(IllegalArgumentException);
    expect(create).toThrow('provider cannot be null or empty');
  });

  test('whenEmptyStringRequestThenReturn', () => {
    const observationContext = new ModelObservationContext<string, string>('', chatOllama());
    expect(observationContext).toBeDefined();
    expect(observationContext.getRequest()).toBe('');
  });

  test('whenEmptyStringResponseThenReturn', () => {
    const observationContext = new ModelObservationContext<string, string>('test request', chatOllama());
    observationContext.setResponse('');
    expect(observationContext.getResponse()).toBe('');
  });
});
