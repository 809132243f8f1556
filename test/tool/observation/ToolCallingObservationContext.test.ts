/* Ported from Spring AI ToolCallingObservationContextTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import { ToolCallingObservationContext } from '../../../src/tool/observation/ToolCallingObservationContext.js';
import { ToolCallingObservationConvention } from '../../../src/tool/observation/ToolCallingObservationConvention.js';

function toolA(): ToolDefinition {
  return ToolDefinition.builder().name('toolA').description('description').inputSchema('{}').build();
}

describe('ToolCallingObservationContextTests', () => {
  test('whenMandatoryRequestOptionsThenReturn', () => {
    const observationContext = ToolCallingObservationContext.builder().toolDefinition(toolA()).build();
    expect(observationContext).toBeDefined();
  });

  test('whenToolArgumentsIsNullThenReturn', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(toolA())
      .toolCallArguments(undefined)
      .build();
    expect(observationContext).toBeDefined();
    expect(observationContext.getToolCallArguments()).toBe('{}');
  });

  test('whenToolArgumentsIsNotNullThenReturn', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(toolA())
      .toolCallArguments('lizard')
      .build();
    expect(observationContext).toBeDefined();
    expect(observationContext.getToolCallArguments()).toBe('lizard');
  });

  test('whenToolDefinitionIsNullThenThrow', () => {
    expect(() => ToolCallingObservationContext.builder().toolCallArguments('lizard').build()).toThrow(
      IllegalArgumentException,
    );
    expect(() => ToolCallingObservationContext.builder().toolCallArguments('lizard').build()).toThrow(
      'toolDefinition cannot be null',
    );
  });

  test('whenToolMetadataIsNullThenThrow', () => {
    const build = () =>
      ToolCallingObservationContext.builder()
        .toolDefinition(toolA())
        .toolCallArguments('lizard')
        .toolMetadata(undefined)
        .build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow('toolMetadata cannot be null');
  });

  test('whenToolArgumentsIsEmptyStringThenReturnEmptyString', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(toolA())
      .toolCallArguments('')
      .build();
    expect(observationContext).toBeDefined();
    expect(observationContext.getToolCallArguments()).toBe('');
  });

  test('whenToolCallResultIsNullThenReturnNull', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(toolA())
      .toolCallResult(undefined)
      .build();
    expect(observationContext).toBeDefined();
    expect(observationContext.getToolCallResult()).toBeUndefined();
  });

  test('whenToolCallResultIsEmptyStringThenReturnEmptyString', () => {
    const observationContext = ToolCallingObservationContext.builder()
      .toolDefinition(toolA())
      .toolCallResult('')
      .build();
    expect(observationContext).toBeDefined();
    expect(observationContext.getToolCallResult()).toBe('');
  });

  test('whenToolDefinitionIsSetThenGetReturnsIt', () => {
    const toolDef = ToolDefinition.builder()
      .name('testTool')
      .description('Test description')
      .inputSchema('{"type": "object"}')
      .build();

    const observationContext = ToolCallingObservationContext.builder().toolDefinition(toolDef).build();

    expect(observationContext.getToolDefinition()).toEqual(toolDef);
    expect(observationContext.getToolDefinition().name()).toBe('testTool');
    expect(observationContext.getToolDefinition().description()).toBe('Test description');
    expect(observationContext.getToolDefinition().inputSchema()).toBe('{"type": "object"}');
  });
});

describe('ToolCallingObservationContext (spring-ai-ts)', () => {
  test('operation metadata, default tool metadata, result setter and Builder alias', () => {
    const context = new ToolCallingObservationContext.Builder().toolDefinition(toolA()).build();
    expect(context.getOperationMetadata().operationType()).toBe('framework');
    expect(context.getOperationMetadata().provider()).toBe('spring_ai');
    expect(ToolMetadata.isReturnDirect(context.getToolMetadata())).toBe(false);
    context.setToolCallResult('done');
    expect(context.getToolCallResult()).toBe('done');
    expect(ToolCallingObservationConvention.supportsContext({}, context)).toBe(true);
    expect(ToolCallingObservationConvention.supportsContext({}, undefined)).toBe(false);
  });
});
