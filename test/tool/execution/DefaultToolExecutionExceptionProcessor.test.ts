/* Ported from Spring AI DefaultToolExecutionExceptionProcessorTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Exception } from '../../../src/java/core/Exception.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import { DefaultToolExecutionExceptionProcessor } from '../../../src/tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionException } from '../../../src/tool/execution/ToolExecutionException.js';

/** Runs `fn` and returns what it threw. */
function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('DefaultToolExecutionExceptionProcessorTests', () => {
  const toolException = new IllegalStateException('Inner exception');
  const toolCheckedException = new Exception('Checked exception');
  const toolDefinition = new DefaultToolDefinition('toolName', 'toolDescription', 'inputSchema');
  const toolExecutionException = new ToolExecutionException(toolDefinition, toolException);
  const toolExecutionCheckedException = new ToolExecutionException(toolDefinition, toolCheckedException);

  test('processReturnsMessage', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder().build();
    expect(processor.process(toolExecutionException)).toBe(toolException.getMessage());
  });

  test('processReturnsFallbackMessageWhenNull', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder().build();
    const exception = new ToolExecutionException(toolDefinition, new IllegalStateException());
    expect(processor.process(exception)).toBe('Exception occurred in tool: toolName (IllegalStateException)');
  });

  test('processReturnsFallbackMessageWhenBlank', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder().build();
    const exception = new ToolExecutionException(toolDefinition, new RuntimeException(' '));
    expect(processor.process(exception)).toBe('Exception occurred in tool: toolName (RuntimeException)');
  });

  test('processAlwaysThrows', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder().alwaysThrow(true).build();
    const thrown = thrownBy(() => processor.process(toolExecutionException));
    expect(thrown).toBeInstanceOf(ToolExecutionException);
    expect((thrown as ToolExecutionException).getMessage()).toBe(toolException.getMessage());
    expect((thrown as ToolExecutionException).getCause()).toBeInstanceOf(IllegalStateException);
    expect((thrown as ToolExecutionException).getToolDefinition()).toBe(toolDefinition);
  });

  test('processRethrows', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder()
      .alwaysThrow(false)
      .rethrowExceptions([IllegalStateException])
      .build();
    expect(thrownBy(() => processor.process(toolExecutionException))).toBe(toolException);
  });

  test('processRethrowsExceptionSubclasses', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder()
      .alwaysThrow(false)
      .rethrowExceptions([RuntimeException])
      .build();
    expect(thrownBy(() => processor.process(toolExecutionException))).toBe(toolException);
  });

  test('processRethrowsOnlySelectExceptions', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder()
      .alwaysThrow(false)
      .rethrowExceptions([IllegalStateException])
      .build();
    const exception = new ToolExecutionException(toolDefinition, new RuntimeException('This exception was not rethrown'));
    expect(processor.process(exception)).toBe('This exception was not rethrown');
  });

  test('processThrowsCheckedException', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder().build();
    const thrown = thrownBy(() => processor.process(toolExecutionCheckedException));
    expect(thrown).toBeInstanceOf(ToolExecutionException);
    expect((thrown as ToolExecutionException).getMessage()).toBe(toolCheckedException.getMessage());
    expect((thrown as ToolExecutionException).getCause()).toBeInstanceOf(Exception);
    expect((thrown as ToolExecutionException).getToolDefinition()).toBe(toolDefinition);
  });

  // processThrowsError: java.lang.Error has no JavaScript counterpart (every JS Error counts as
  // unchecked); see "a plain JavaScript Error is sent to the model" below.
});

describe('DefaultToolExecutionExceptionProcessor (spring-ai-ts)', () => {
  const toolDefinition = new DefaultToolDefinition('toolName', 'toolDescription', 'inputSchema');

  test('a plain JavaScript Error is sent to the model like a RuntimeException', () => {
    const processor = DefaultToolExecutionExceptionProcessor.builder().build();
    expect(processor.process(new ToolExecutionException(toolDefinition, new TypeError('bad input')))).toBe('bad input');
    expect(processor.process(new ToolExecutionException(toolDefinition, new Error('')))).toBe(
      'Exception occurred in tool: toolName (Error)',
    );
  });

  test('a null exception is rejected with Spring\'s message', () => {
    const processor = new DefaultToolExecutionExceptionProcessor(false);
    expect(() => processor.process(null as unknown as ToolExecutionException)).toThrow(
      new IllegalArgumentException('exception cannot be null'),
    );
  });
});
