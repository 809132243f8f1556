import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { AiOperationMetadata } from '../../src/observation/index.js';

describe('AiOperationMetadataTests', () => {
  test('whenMandatoryMetadataThenReturn', () => {
    const operationMetadata = AiOperationMetadata.builder().operationType('chat').provider('doofenshmirtz').build();
    expect(operationMetadata).toBeDefined();
  });

  test('whenOperationTypeIsNullThenThrow', () => {
    const builder = AiOperationMetadata.builder().provider('doofenshmirtz');
    expect(() => builder.build()).toThrow(IllegalArgumentException);
    expect(() => builder.build()).toThrow('operationType cannot be null or empty');
  });

  test('whenOperationTypeIsEmptyThenThrow', () => {
    const builder = AiOperationMetadata.builder().operationType('').provider('doofenshmirtz');
    expect(() => builder.build()).toThrow(IllegalArgumentException);
    expect(() => builder.build()).toThrow('operationType cannot be null or empty');
  });

  test('whenProviderIsNullThenThrow', () => {
    const builder = AiOperationMetadata.builder().operationType('chat');
    expect(() => builder.build()).toThrow(IllegalArgumentException);
    expect(() => builder.build()).toThrow('provider cannot be null or empty');
  });

  test('whenProviderIsEmptyThenThrow', () => {
    const builder = AiOperationMetadata.builder().operationType('chat').provider('');
    expect(() => builder.build()).toThrow(IllegalArgumentException);
    expect(() => builder.build()).toThrow('provider cannot be null or empty');
  });

  test('whenOperationTypeIsBlankThenThrow', () => {
    const builder = AiOperationMetadata.builder().operationType('   ').provider('doofenshmirtz');
    expect(() => builder.build()).toThrow(IllegalArgumentException);
    expect(() => builder.build()).toThrow('operationType cannot be null or empty');
  });

  test('whenProviderIsBlankThenThrow', () => {
    const builder = AiOperationMetadata.builder().operationType('chat').provider('   ');
    expect(() => builder.build()).toThrow(IllegalArgumentException);
    expect(() => builder.build()).toThrow('provider cannot be null or empty');
  });

  test('whenBuiltWithValidValuesThenFieldsAreAccessible', () => {
    const operationMetadata = AiOperationMetadata.builder().operationType('chat').provider('openai').build();
    expect(operationMetadata.operationType()).toBe('chat');
    expect(operationMetadata.provider()).toBe('openai');
  });
});

describe('AiOperationMetadata (spring-ai-ts)', () => {
  test('the constructor validates like the builder', () => {
    expect(() => new AiOperationMetadata(undefined, 'openai')).toThrow(
      new IllegalArgumentException('operationType cannot be null or empty'),
    );
    expect(new AiOperationMetadata('chat', 'openai').provider()).toBe('openai');
  });

  test('record equality, hash code and toString', () => {
    const first = new AiOperationMetadata('chat', 'openai');
    const same = AiOperationMetadata.builder().operationType('chat').provider('openai').build();
    const other = new AiOperationMetadata('chat', 'minimax');
    expect(first.equals(same)).toBe(true);
    expect(first.equals(other)).toBe(false);
    expect(first.hashCode()).toBe(same.hashCode());
    expect(first).toEqual(same);
    expect(first.toString()).toBe('AiOperationMetadata[operationType=chat, provider=openai]');
  });

  test('the builder is reachable as AiOperationMetadata.Builder', () => {
    const builder: AiOperationMetadata.Builder = new AiOperationMetadata.Builder();
    expect(builder.operationType('chat').provider('x').build().operationType()).toBe('chat');
  });
});
